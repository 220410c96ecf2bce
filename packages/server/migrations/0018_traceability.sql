CREATE TABLE "spec_code_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"scan_id" uuid NOT NULL,
	"row_id" text NOT NULL,
	"path" text NOT NULL,
	"line" integer NOT NULL,
	"commit" text NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spec_code_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"repository_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"pattern" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"commit" text,
	"files_total" integer DEFAULT 0 NOT NULL,
	"files_scanned" integer DEFAULT 0 NOT NULL,
	"links_found" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "spec_code_scans_state" CHECK ("spec_code_scans"."state" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "spec_test_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cases" integer NOT NULL,
	"passed_cases" integer NOT NULL,
	"failed_cases" integer NOT NULL,
	"skipped_cases" integer NOT NULL,
	"coverage" double precision NOT NULL,
	"requirements" jsonb NOT NULL,
	"unmatched" jsonb NOT NULL,
	CONSTRAINT "spec_test_runs_source" CHECK ("spec_test_runs"."source" in ('upload', 'api'))
);
--> statement-breakpoint
ALTER TABLE "spec_code_links" ADD CONSTRAINT "spec_code_links_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_code_links" ADD CONSTRAINT "spec_code_links_scan_id_spec_code_scans_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."spec_code_scans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_code_scans" ADD CONSTRAINT "spec_code_scans_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_code_scans" ADD CONSTRAINT "spec_code_scans_started_by_user_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_test_runs" ADD CONSTRAINT "spec_test_runs_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_test_runs" ADD CONSTRAINT "spec_test_runs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spec_code_links_spec_row_idx" ON "spec_code_links" USING btree ("spec_id","row_id");--> statement-breakpoint
CREATE INDEX "spec_code_scans_spec_idx" ON "spec_code_scans" USING btree ("spec_id","started_at");--> statement-breakpoint
CREATE INDEX "spec_test_runs_spec_idx" ON "spec_test_runs" USING btree ("spec_id","created_at");