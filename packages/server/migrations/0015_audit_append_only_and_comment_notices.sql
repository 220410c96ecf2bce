-- The audit trail is append-only: whatever role the app connects as, an entry cannot be changed or removed.
CREATE FUNCTION "specwright_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % on spec_audit is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "spec_audit_no_update_or_delete" BEFORE UPDATE OR DELETE ON "spec_audit"
  FOR EACH ROW EXECUTE FUNCTION "specwright_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "spec_audit_no_truncate" BEFORE TRUNCATE ON "spec_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "specwright_audit_append_only"();
--> statement-breakpoint
-- A thread written or changed (a reply too) is announced to every server: `t:<spec id>:<thread id>`.
CREATE FUNCTION "specwright_notify_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('specwright_live', 't:' || NEW."spec_id" || ':' || coalesce(NEW."thread_id", NEW."id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spec_comments_notify" AFTER INSERT OR UPDATE ON "spec_comments"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_comment"();
