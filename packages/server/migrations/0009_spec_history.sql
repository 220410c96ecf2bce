CREATE TABLE "spec_rows" (
	"spec_id" uuid NOT NULL,
	"row_id" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "spec_rows_spec_id_row_id_pk" PRIMARY KEY("spec_id","row_id")
);
--> statement-breakpoint
CREATE TABLE "spec_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "spec_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text,
	"row_count" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "row_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "spec_rows" ADD CONSTRAINT "spec_rows_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_shares" ADD CONSTRAINT "spec_shares_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_versions" ADD CONSTRAINT "spec_versions_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spec_rows_position_idx" ON "spec_rows" USING btree ("spec_id","position");--> statement-breakpoint
CREATE INDEX "spec_shares_spec_idx" ON "spec_shares" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "spec_versions_spec_idx" ON "spec_versions" USING btree ("spec_id","created_at");--> statement-breakpoint
INSERT INTO "spec_rows" ("spec_id", "row_id", "position", "data")
  SELECT "specs"."id", "row"."value" ->> 'id', "row"."ordinality"::integer, "row"."value" || jsonb_build_object('rowOrder', "row"."ordinality")
  FROM "specs", jsonb_array_elements("specs"."data" -> 'rows') WITH ORDINALITY AS "row";--> statement-breakpoint
UPDATE "specs" SET "row_count" = jsonb_array_length("data" -> 'rows'), "data" = "data" - 'rows';
