-- What a customer signed stays as it was signed: the database refuses to change or delete a
-- signature, and to change or delete any revision of a quote that has one. Written by hand
-- (drizzle-kit cannot express triggers); src/server/db/schema.ts names them on the tables.
CREATE FUNCTION quote_signature_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A quote signature is never changed or deleted' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_signatures_unchangeable BEFORE UPDATE OR DELETE ON quote_signatures
  FOR EACH ROW EXECUTE FUNCTION quote_signature_unchangeable();
--> statement-breakpoint
CREATE FUNCTION quote_revision_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM quote_signatures WHERE quote_id = OLD.quote_id) THEN
    RAISE EXCEPTION 'A revision of a signed quote is never changed or deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_revisions_frozen BEFORE UPDATE OR DELETE ON quote_revisions
  FOR EACH ROW EXECUTE FUNCTION quote_revision_frozen();
