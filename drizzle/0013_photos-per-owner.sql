-- Six photos at most per appointment or lead (MAX_PHOTOS_PER_OWNER in src/core/photo-limits.ts),
-- judged by the database. The attaching UPDATE counts the owner's photos in its own condition,
-- but under READ COMMITTED two concurrent requests each count the other's photos as not there
-- yet (2 + 3 + 3 = 8 was seen). So each photo that gains an owner first locks the owner's row
-- (FOR NO KEY UPDATE: it does not hold up rows that merely reference the owner), then counts
-- with a fresh snapshot, which in READ COMMITTED sees what the request it waited for committed.
-- One statement still does the whole attach, as Neon's HTTP driver has no transactions; a
-- statement that would pass six fails whole (check_violation, constraint "photos_per_owner"),
-- and src/server/db/photos.ts answers it as "nothing taken". tests/photos/attach-race.test.ts.
CREATE FUNCTION "photos_within_owner_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.appointment_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.appointment_id IS DISTINCT FROM OLD.appointment_id) THEN
    PERFORM 1 FROM "appointments" WHERE id = NEW.appointment_id FOR NO KEY UPDATE;
    -- A row trigger sees the rows its own statement changed before this one.
    IF (SELECT count(*) FROM "photos" WHERE appointment_id = NEW.appointment_id AND id <> NEW.id) >= 6 THEN
      RAISE EXCEPTION 'an appointment holds at most 6 photos' USING ERRCODE = 'check_violation', CONSTRAINT = 'photos_per_owner';
    END IF;
  END IF;
  IF NEW.lead_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.lead_id IS DISTINCT FROM OLD.lead_id) THEN
    PERFORM 1 FROM "leads" WHERE id = NEW.lead_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM "photos" WHERE lead_id = NEW.lead_id AND id <> NEW.id) >= 6 THEN
      RAISE EXCEPTION 'a lead holds at most 6 photos' USING ERRCODE = 'check_violation', CONSTRAINT = 'photos_per_owner';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "photos_per_owner" BEFORE INSERT OR UPDATE OF "appointment_id", "lead_id" ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photos_within_owner_limit"();
