CREATE FUNCTION "specwright_notify_workspace_specs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."workspace_id" IS NOT NULL THEN
    PERFORM pg_notify('specwright_sessions', 'w:' || OLD."workspace_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."workspace_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."workspace_id" IS DISTINCT FROM OLD."workspace_id") THEN
    PERFORM pg_notify('specwright_sessions', 'w:' || NEW."workspace_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "specs_workspace_list_notify" AFTER INSERT OR UPDATE OR DELETE ON "specs"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_workspace_specs"();
--> statement-breakpoint
CREATE TRIGGER "workspace_members_list_notify" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('k', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "workspaces_list_notify" AFTER UPDATE OF "name" OR DELETE ON "workspaces"
  FOR EACH ROW EXECUTE FUNCTION "specwright_notify_answer_change"('w', 'id');
