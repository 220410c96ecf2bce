CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "analysis_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "analysis_tasks_owner_idx" ON "analysis_tasks" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analysis_tasks_client_address_idx" ON "analysis_tasks" USING btree ("client_address") WHERE "analysis_tasks"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "analysis_tasks_updated_idx" ON "analysis_tasks" USING btree ("updated_at");