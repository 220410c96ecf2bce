ALTER TABLE "analysis_tasks" ADD COLUMN "stored_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "analysis_tasks" SET "request" = 'null'::jsonb WHERE "status" NOT IN ('queued', 'running');--> statement-breakpoint
UPDATE "analysis_tasks" SET "stored_bytes" = octet_length("request"::text) + coalesce(octet_length("results"::text), 0);
