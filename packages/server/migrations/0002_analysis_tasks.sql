CREATE TABLE "analysis_tasks" (
	"task_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT '' NOT NULL,
	"user_message" text DEFAULT '' NOT NULL,
	"request" jsonb NOT NULL,
	"results" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_tasks_kind" CHECK ("analysis_tasks"."kind" in ('score', 'basic')),
	CONSTRAINT "analysis_tasks_status" CHECK ("analysis_tasks"."status" in ('queued', 'running', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD CONSTRAINT "analysis_tasks_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_tasks_unfinished_idx" ON "analysis_tasks" USING btree ("status") WHERE "analysis_tasks"."status" in ('queued', 'running');