CREATE TABLE "spec_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spec_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"spec_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text,
	"action" text NOT NULL,
	"row_id" text,
	"field" text,
	"before" jsonb,
	"after" jsonb,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"thread_id" uuid,
	"row_id" text NOT NULL,
	"field" text,
	"quote" text,
	"start_offset" integer,
	"end_offset" integer,
	"kind" text DEFAULT 'comment' NOT NULL,
	"body" text NOT NULL,
	"proposed_text" text,
	"status" text DEFAULT 'open' NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "spec_comments_kind" CHECK ("spec_comments"."kind" in ('comment', 'question', 'proposal', 'issue')),
	CONSTRAINT "spec_comments_status" CHECK ("spec_comments"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "spec_comments" ADD CONSTRAINT "spec_comments_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_comments" ADD CONSTRAINT "spec_comments_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_comments" ADD CONSTRAINT "spec_comments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_comments" ADD CONSTRAINT "spec_comments_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spec_audit_spec_idx" ON "spec_audit" USING btree ("spec_id","id");--> statement-breakpoint
CREATE INDEX "spec_comments_spec_idx" ON "spec_comments" USING btree ("spec_id","created_at");--> statement-breakpoint
CREATE INDEX "spec_comments_thread_idx" ON "spec_comments" USING btree ("thread_id");