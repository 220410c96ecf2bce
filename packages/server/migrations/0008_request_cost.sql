CREATE TABLE "user_activity_weekly" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"activities" integer NOT NULL,
	"total_to_analyze" bigint NOT NULL,
	"analyzed_requirements" bigint NOT NULL,
	"accepted_requirements" bigint NOT NULL,
	"rejected_requirements" bigint NOT NULL,
	CONSTRAINT "user_activity_weekly_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "user_activity_weekly" ADD CONSTRAINT "user_activity_weekly_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_updated_idx" ON "conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
INSERT INTO "user_activity_weekly" ("user_id", "week_start", "activities", "total_to_analyze", "analyzed_requirements", "accepted_requirements", "rejected_requirements")
SELECT "user_id", date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, count(*), sum("total_to_analyze"), sum("analyzed_requirements"), sum("accepted_requirements"), sum("rejected_requirements")
FROM "user_activity" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "user_activity_weekly_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_activity_weekly" AS w ("user_id", "week_start", "activities", "total_to_analyze", "analyzed_requirements", "accepted_requirements", "rejected_requirements")
  SELECT "user_id", date_trunc('week', "created_at" AT TIME ZONE 'UTC')::date, count(*), sum("total_to_analyze"), sum("analyzed_requirements"), sum("accepted_requirements"), sum("rejected_requirements")
  FROM "added_rows" GROUP BY 1, 2
  ON CONFLICT ("user_id", "week_start") DO UPDATE SET
    "activities" = w."activities" + excluded."activities",
    "total_to_analyze" = w."total_to_analyze" + excluded."total_to_analyze",
    "analyzed_requirements" = w."analyzed_requirements" + excluded."analyzed_requirements",
    "accepted_requirements" = w."accepted_requirements" + excluded."accepted_requirements",
    "rejected_requirements" = w."rejected_requirements" + excluded."rejected_requirements";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_activity_weekly_on_insert" AFTER INSERT ON "user_activity"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_activity_weekly_add"();
--> statement-breakpoint
CREATE FUNCTION "specwright_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('specwright_sessions', 's:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_change_notify" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_session_change"();
--> statement-breakpoint
CREATE FUNCTION "specwright_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('specwright_sessions', 'u:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_change_notify" AFTER UPDATE OF "name", "email", "email_verified", "image" OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_user_change"();
--> statement-breakpoint
CREATE FUNCTION "specwright_notify_api_token_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('specwright_sessions', 't:' || OLD."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "api_token_delete_notify" AFTER DELETE ON "api_tokens"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_api_token_change"();
