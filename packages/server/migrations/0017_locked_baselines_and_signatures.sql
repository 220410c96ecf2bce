-- A locked baseline (the version an approved review created) and a signature stay as they were: whatever
-- role the app connects as, neither can be changed, nor removed while its spec exists (deleting the spec
-- itself removes them with it).
CREATE FUNCTION "specwright_keep_while_spec_exists"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM "specs" WHERE "id" = OLD."spec_id") THEN
    RAISE EXCEPTION '% on % is refused: it is kept as signed or approved', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spec_versions_locked_kept" BEFORE UPDATE OR DELETE ON "spec_versions"
  FOR EACH ROW WHEN (OLD."locked") EXECUTE FUNCTION "specwright_keep_while_spec_exists"();
--> statement-breakpoint
CREATE TRIGGER "spec_signatures_kept" BEFORE UPDATE OR DELETE ON "spec_signatures"
  FOR EACH ROW EXECUTE FUNCTION "specwright_keep_while_spec_exists"();
