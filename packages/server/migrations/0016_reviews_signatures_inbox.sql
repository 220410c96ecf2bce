CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"spec_id" uuid NOT NULL,
	"row_id" text,
	"comment_id" uuid,
	"review_id" uuid,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "inbox_items_kind" CHECK ("inbox_items"."kind" in ('mention', 'review'))
);
--> statement-breakpoint
CREATE TABLE "spec_review_marks" (
	"review_id" uuid NOT NULL,
	"row_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"mark" text NOT NULL,
	"fingerprint" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_review_marks_review_id_row_id_user_id_role_pk" PRIMARY KEY("review_id","row_id","user_id","role"),
	CONSTRAINT "spec_review_marks_role" CHECK ("spec_review_marks"."role" in ('reviewer', 'approver')),
	CONSTRAINT "spec_review_marks_mark" CHECK ("spec_review_marks"."mark" in ('reviewed', 'needs_changes', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "spec_review_people" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "spec_review_people_review_id_user_id_role_pk" PRIMARY KEY("review_id","user_id","role"),
	CONSTRAINT "spec_review_people_role" CHECK ("spec_review_people"."role" in ('reviewer', 'approver'))
);
--> statement-breakpoint
CREATE TABLE "spec_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spec_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scope" text NOT NULL,
	"since_version_id" uuid,
	"row_ids" jsonb NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"baseline_version_id" uuid,
	CONSTRAINT "spec_reviews_scope" CHECK ("spec_reviews"."scope" in ('all', 'changed')),
	CONSTRAINT "spec_reviews_status" CHECK ("spec_reviews"."status" in ('open', 'approved', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "spec_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"spec_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"meaning" text NOT NULL,
	"content_digest" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spec_signatures_meaning" CHECK ("spec_signatures"."meaning" in ('approved'))
);
--> statement-breakpoint
CREATE TABLE "spec_signing_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "spec_versions" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_review_marks" ADD CONSTRAINT "spec_review_marks_review_id_spec_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."spec_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_review_marks" ADD CONSTRAINT "spec_review_marks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_review_people" ADD CONSTRAINT "spec_review_people_review_id_spec_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."spec_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_review_people" ADD CONSTRAINT "spec_review_people_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_reviews" ADD CONSTRAINT "spec_reviews_spec_id_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_reviews" ADD CONSTRAINT "spec_reviews_since_version_id_spec_versions_id_fk" FOREIGN KEY ("since_version_id") REFERENCES "public"."spec_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_reviews" ADD CONSTRAINT "spec_reviews_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_reviews" ADD CONSTRAINT "spec_reviews_baseline_version_id_spec_versions_id_fk" FOREIGN KEY ("baseline_version_id") REFERENCES "public"."spec_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_signatures" ADD CONSTRAINT "spec_signatures_review_id_spec_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."spec_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_signing_tickets" ADD CONSTRAINT "spec_signing_tickets_review_id_spec_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."spec_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spec_signing_tickets" ADD CONSTRAINT "spec_signing_tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_items_user_idx" ON "inbox_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "spec_review_people_user_idx" ON "spec_review_people" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "spec_reviews_spec_idx" ON "spec_reviews" USING btree ("spec_id","created_at");--> statement-breakpoint
CREATE INDEX "spec_signatures_review_idx" ON "spec_signatures" USING btree ("review_id");