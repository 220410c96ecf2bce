ALTER TABLE "specs" ADD COLUMN "requirement_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "score_sum" numeric DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "specs" ADD COLUMN "score_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "specwright_row_is_requirement"("data" jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce("data" ->> 'this_is_a', '') IN ('', 'requirement')
$$;
--> statement-breakpoint
CREATE FUNCTION "specwright_row_score"("data" jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof("data" -> 'score') = 'number' THEN ("data" ->> 'score')::numeric
    WHEN ("data" ->> 'score') ~ '^\s*-?[0-9]+(\.[0-9]+)?\s*$' THEN trim("data" ->> 'score')::numeric
  END
$$;
--> statement-breakpoint
UPDATE "specs" AS s SET
  "requirement_count" = t."requirements", "score_sum" = t."score_sum", "score_count" = t."score_count"
FROM (
  SELECT "spec_id", count(*) FILTER (WHERE r) AS "requirements",
    coalesce(sum(v) FILTER (WHERE r), 0) AS "score_sum", count(v) FILTER (WHERE r) AS "score_count"
  FROM (SELECT "spec_id", specwright_row_is_requirement("data") AS r, specwright_row_score("data") AS v
        FROM "spec_rows") AS rows GROUP BY "spec_id"
) AS t
WHERE s."id" = t."spec_id";
--> statement-breakpoint
CREATE FUNCTION "spec_rows_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "specs" AS s SET
      "requirement_count" = s."requirement_count" + t."requirements",
      "score_sum" = s."score_sum" + t."score_sum",
      "score_count" = s."score_count" + t."score_count"
    FROM (
      SELECT "spec_id", count(*) FILTER (WHERE r) AS "requirements",
        coalesce(sum(v) FILTER (WHERE r), 0) AS "score_sum", count(v) FILTER (WHERE r) AS "score_count"
      FROM (SELECT "spec_id", specwright_row_is_requirement("data") AS r, specwright_row_score("data") AS v
            FROM "added_rows") AS rows GROUP BY "spec_id"
    ) AS t
    WHERE s."id" = t."spec_id";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "specs" AS s SET
      "requirement_count" = s."requirement_count" - t."requirements",
      "score_sum" = s."score_sum" - t."score_sum",
      "score_count" = s."score_count" - t."score_count"
    FROM (
      SELECT "spec_id", count(*) FILTER (WHERE r) AS "requirements",
        coalesce(sum(v) FILTER (WHERE r), 0) AS "score_sum", count(v) FILTER (WHERE r) AS "score_count"
      FROM (SELECT "spec_id", specwright_row_is_requirement("data") AS r, specwright_row_score("data") AS v
            FROM "removed_rows") AS rows GROUP BY "spec_id"
    ) AS t
    WHERE s."id" = t."spec_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spec_rows_tally_on_insert" AFTER INSERT ON "spec_rows"
  REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "spec_rows_tally"();
--> statement-breakpoint
CREATE TRIGGER "spec_rows_tally_on_update" AFTER UPDATE ON "spec_rows"
  REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "spec_rows_tally"();
--> statement-breakpoint
CREATE TRIGGER "spec_rows_tally_on_delete" AFTER DELETE ON "spec_rows"
  REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "spec_rows_tally"();
--> statement-breakpoint
CREATE FUNCTION "specwright_notify_answer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('specwright_sessions',
    TG_ARGV[0] || ':' || (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[1]));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_activity_weekly_dashboard_notify" AFTER INSERT OR UPDATE OR DELETE ON "user_activity_weekly"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('d', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "credit_balance_dashboard_notify" AFTER INSERT OR UPDATE OR DELETE ON "credit_balance"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('d', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "session_dashboard_notify" AFTER INSERT OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('d', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "user_last_login_dashboard_notify" AFTER UPDATE OF "last_login_at" ON "user"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('d', 'id');
--> statement-breakpoint
CREATE TRIGGER "specs_list_notify" AFTER INSERT OR UPDATE OR DELETE ON "specs"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('k', 'user_id');
