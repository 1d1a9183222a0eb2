CREATE TABLE "rate_limit_hits" (
	"scope" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_scope_address_window_start_pk" PRIMARY KEY("scope","address","window_start")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((case
  when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else lower(btrim(email)) end)) STORED;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\1'), '')) STORED;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "email_place" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "phone_place" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "email_key" text GENERATED ALWAYS AS ((case
  when split_part(lower(btrim(email)), '@', 2) in ('gmail.com', 'googlemail.com')
  then replace(split_part(split_part(lower(btrim(email)), '@', 1), '+', 1), '.', '') || '@gmail.com'
  else lower(btrim(email)) end)) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^1([0-9]{10})$', '\1'), '')) STORED;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_email_place" ON "appointments" USING btree ("email_key","email_place") WHERE "appointments"."status" in ('pending', 'confirmed') and "appointments"."email_place" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_phone_place" ON "appointments" USING btree ("phone_key","phone_place") WHERE "appointments"."status" in ('pending', 'confirmed') and "appointments"."phone_place" is not null;--> statement-breakpoint
CREATE INDEX "appointments_email_key" ON "appointments" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "appointments_phone_key" ON "appointments" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "leads_email_key" ON "leads" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_key" ON "leads" USING btree ("phone_key","created_at");