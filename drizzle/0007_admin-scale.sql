-- Hand-written: the trigram operator classes of the search indexes below. Neon, Netlify Database
-- and PostgreSQL ship pg_trgm; the embedded PGlite loads it too (scripts/local-db.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "over_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_status_date" ON "appointments" USING btree ("status","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_created_at" ON "appointments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_spam" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "appointments_outside_area" ON "appointments" USING btree ("appointment_date") WHERE "appointments"."outside_service_area";--> statement-breakpoint
CREATE INDEX "appointments_search" ON "appointments" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "address" || ' ' || "zip_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_phone_digits" ON "appointments" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_status_created_at" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_spam" ON "leads" USING btree ("created_at") WHERE "leads"."spam_reason" is not null;--> statement-breakpoint
CREATE INDEX "leads_over_limit" ON "leads" USING btree ("created_at") WHERE "leads"."over_limit";--> statement-breakpoint
CREATE INDEX "leads_search" ON "leads" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits" ON "leads" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
-- Hand-written: a lead's over-limit flag is set once, when it is written, whoever writes it
-- (before, every list view counted it again for every row). The rule, in one place: more than
-- 5 leads (LEADS_PER_PERSON, src/core/limits.ts) from the same email or phone key, spam left
-- out, in the 24 hours (LEAD_PERSON_WINDOW_MS) up to and including this one. Later leads never
-- change an earlier one's count, so the flag never needs recomputing.
CREATE FUNCTION "lead_is_over_limit"(lead "leads") RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT lead.spam_reason IS NULL AND (
    SELECT count(*) FROM "leads" other
    WHERE (other.email_key = lead.email_key OR other.phone_key = lead.phone_key) AND other.spam_reason IS NULL
      AND other.created_at <= lead.created_at AND other.created_at > lead.created_at - interval '24 hours'
  ) > 5
$$;--> statement-breakpoint
-- After the insert statement, when the generated person keys exist (a BEFORE trigger would see
-- them NULL): only the rare rows over the limit are written a second time.
CREATE FUNCTION "leads_flag_over_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "leads" SET over_limit = true
  FROM inserted WHERE "leads".id = inserted.id AND lead_is_over_limit(inserted);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "leads_over_limit" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION "leads_flag_over_limit"();--> statement-breakpoint
-- The leads already stored get the flag the list used to count for them.
UPDATE "leads" SET over_limit = true WHERE lead_is_over_limit("leads");
