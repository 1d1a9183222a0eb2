-- Person keys for every provider where an address has aliases: Outlook, iCloud, Fastmail and
-- Proton "+tags" and Yahoo "-keywords" now read as the mailbox they reach, as Gmail's did
-- (src/core/person-key.ts). Postgres cannot change a generated column's expression, so the
-- columns are dropped and added (drizzle-kit's statements), which drops their indexes; they are
-- made again below, after two visits that now share a key and a place give one of them up.
-- review_requests is keyed by the old keys: its rows move to the new ones, rows that meet become
-- one (opted out if either was), so nobody who said "no more" is asked again.
ALTER TABLE "appointments" drop column "email_key";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((case
  when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com') and replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') <> '' then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  when split_part(lower(btrim(email)), '@', 2) in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.es', 'hotmail.es', 'live.com.mx', 'hotmail.com.mx', 'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') and split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) <> '' then split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email)), '@', 2)
  when split_part(lower(btrim(email)), '@', 2) in ('yahoo.com', 'ymail.com', 'rocketmail.com') and split_part(split_part(lower(btrim(email)), '@', 1), '-', 1) <> '' then split_part(split_part(lower(btrim(email)), '@', 1), '-', 1) || '@' || split_part(lower(btrim(email)), '@', 2)
  else lower(btrim(email)) end)) STORED;--> statement-breakpoint
ALTER TABLE "leads" drop column "email_key";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((case
  when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com') and replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') <> '' then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  when split_part(lower(btrim(email)), '@', 2) in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.es', 'hotmail.es', 'live.com.mx', 'hotmail.com.mx', 'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') and split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) <> '' then split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email)), '@', 2)
  when split_part(lower(btrim(email)), '@', 2) in ('yahoo.com', 'ymail.com', 'rocketmail.com') and split_part(split_part(lower(btrim(email)), '@', 1), '-', 1) <> '' then split_part(split_part(lower(btrim(email)), '@', 1), '-', 1) || '@' || split_part(lower(btrim(email)), '@', 2)
  else lower(btrim(email)) end)) STORED;--> statement-breakpoint
UPDATE "appointments" SET "email_place" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "email_key", "email_place" ORDER BY "created_at", "id") AS "n"
    FROM "appointments" WHERE "status" IN ('pending', 'confirmed') AND "email_place" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_email_place" ON "appointments" USING btree ("email_key","email_place") WHERE "appointments"."status" in ('pending', 'confirmed') and "appointments"."email_place" is not null;--> statement-breakpoint
CREATE INDEX "appointments_email_key" ON "appointments" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "leads_email_key" ON "leads" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE TEMPORARY TABLE "review_request_keys" ON COMMIT DROP AS
  SELECT "email_key" AS "old_key", (case
      when split_part(lower(btrim(email_key)), '@', 2) in ('gmail.com', 'googlemail.com') and replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') <> '' then replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') || '@gmail.com'
      when split_part(lower(btrim(email_key)), '@', 2) in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.es', 'hotmail.es', 'live.com.mx', 'hotmail.com.mx', 'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') and split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      when split_part(lower(btrim(email_key)), '@', 2) in ('yahoo.com', 'ymail.com', 'rocketmail.com') and split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      else lower(btrim(email_key)) end) AS "new_key",
    row_number() OVER (PARTITION BY (case
      when split_part(lower(btrim(email_key)), '@', 2) in ('gmail.com', 'googlemail.com') and replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') <> '' then replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') || '@gmail.com'
      when split_part(lower(btrim(email_key)), '@', 2) in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.es', 'hotmail.es', 'live.com.mx', 'hotmail.com.mx', 'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') and split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      when split_part(lower(btrim(email_key)), '@', 2) in ('yahoo.com', 'ymail.com', 'rocketmail.com') and split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      else lower(btrim(email_key)) end) ORDER BY "requested_at" DESC NULLS LAST, "email_key") AS "n",
    min("opted_out_at") OVER (PARTITION BY (case
      when split_part(lower(btrim(email_key)), '@', 2) in ('gmail.com', 'googlemail.com') and replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') <> '' then replace(split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1), '.', '') || '@gmail.com'
      when split_part(lower(btrim(email_key)), '@', 2) in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'passport.com', 'outlook.es', 'hotmail.es', 'live.com.mx', 'hotmail.com.mx', 'icloud.com', 'me.com', 'mac.com', 'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me') and split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '+', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      when split_part(lower(btrim(email_key)), '@', 2) in ('yahoo.com', 'ymail.com', 'rocketmail.com') and split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) <> '' then split_part(split_part(lower(btrim(email_key)), '@', 1), '-', 1) || '@' || split_part(lower(btrim(email_key)), '@', 2)
      else lower(btrim(email_key)) end)) AS "opted_out_at"
  FROM "review_requests";--> statement-breakpoint
DELETE FROM "review_requests" USING "review_request_keys" WHERE "review_requests"."email_key" = "review_request_keys"."old_key" AND "review_request_keys"."n" > 1;--> statement-breakpoint
UPDATE "review_requests" SET "email_key" = "review_request_keys"."new_key", "opted_out_at" = "review_request_keys"."opted_out_at"
  FROM "review_request_keys" WHERE "review_requests"."email_key" = "review_request_keys"."old_key" AND "review_request_keys"."n" = 1
  AND ("review_requests"."email_key" <> "review_request_keys"."new_key" OR "review_requests"."opted_out_at" IS DISTINCT FROM "review_request_keys"."opted_out_at");
