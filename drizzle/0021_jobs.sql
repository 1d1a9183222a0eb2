CREATE TABLE "customer_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "install_days" (
	"job_id" uuid NOT NULL,
	"day" date NOT NULL,
	"crew" integer NOT NULL,
	CONSTRAINT "install_days_job_id_day_pk" PRIMARY KEY("job_id","day")
);
--> statement-breakpoint
CREATE TABLE "install_reminders" (
	"job_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "install_reminders_job_id_first_day_pk" PRIMARY KEY("job_id","first_day")
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"quote_id" uuid NOT NULL,
	"appointment_id" uuid,
	"lead_id" uuid,
	"option_id" text NOT NULL,
	"scope" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"job_address" text NOT NULL,
	"locale" text NOT NULL,
	"channel" text DEFAULT 'direct' NOT NULL,
	"stage" text DEFAULT 'signed' NOT NULL,
	"stage_before_hold" text,
	"install_days" integer DEFAULT 1 NOT NULL,
	"scheduling_open" boolean DEFAULT false NOT NULL,
	"measurements" text DEFAULT '' NOT NULL,
	"measured_on" date,
	"manufacturer" text,
	"order_number" text,
	"ordered_on" date,
	"expected_delivery" date,
	"expected_delivery_precision" text DEFAULT 'day' NOT NULL,
	"delivered_on" date,
	"installed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"install_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_number_unique" UNIQUE("number"),
	CONSTRAINT "jobs_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "jobs_one_owner" CHECK (("jobs"."appointment_id" is null) <> ("jobs"."lead_id" is null)),
	CONSTRAINT "jobs_stage" CHECK ("jobs"."stage" in ('signed', 'measured', 'ordered', 'delivered', 'scheduled', 'installed', 'completed', 'on_hold', 'cancelled') and ("jobs"."stage_before_hold" is null or "jobs"."stage_before_hold" in ('signed', 'measured', 'ordered', 'delivered', 'scheduled', 'installed', 'completed', 'on_hold', 'cancelled'))),
	CONSTRAINT "jobs_install_days" CHECK ("jobs"."install_days" between 1 and 30),
	CONSTRAINT "jobs_expected_delivery_precision" CHECK ("jobs"."expected_delivery_precision" in ('day', 'week'))
);
--> statement-breakpoint
DROP INDEX "photos_waiting";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "review_requests" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "install_days" ADD CONSTRAINT "install_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "install_reminders" ADD CONSTRAINT "install_reminders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_links_expires" ON "customer_links" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "install_days_crew_day" ON "install_days" USING btree ("day","crew");--> statement-breakpoint
CREATE INDEX "job_events_job" ON "job_events" USING btree ("job_id","at","id");--> statement-breakpoint
CREATE INDEX "jobs_stage_created" ON "jobs" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_appointment" ON "jobs" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "jobs_lead" ON "jobs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "jobs_awaiting_delivery" ON "jobs" USING btree ("expected_delivery") WHERE "jobs"."delivered_on" is null and "jobs"."stage" in ('signed', 'measured', 'ordered', 'scheduled');--> statement-breakpoint
CREATE INDEX "jobs_awaiting_install" ON "jobs" USING btree ("delivered_on") WHERE "jobs"."stage" = 'delivered';--> statement-breakpoint
CREATE INDEX "jobs_awaiting_completion" ON "jobs" USING btree ("installed_at") WHERE "jobs"."stage" = 'installed';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_job" ON "appointments" USING btree ("job_id") WHERE "appointments"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_job" ON "photos" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "sms_messages_job" ON "sms_messages" USING btree ("job_id") WHERE "sms_messages"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_waiting" ON "photos" USING btree ("created_at") WHERE "photos"."appointment_id" is null and "photos"."lead_id" is null and "photos"."job_id" is null;--> statement-breakpoint
-- Jobs are numbered from 1001 for people ("Job 1001"), apart from the quotes' numbers.
ALTER SEQUENCE "jobs_number_seq" RESTART WITH 1001;--> statement-breakpoint
-- A job's timeline is its record: the database refuses to change or delete an event, as it does
-- a quote's signature (0017). Written by hand (drizzle-kit cannot express triggers).
CREATE FUNCTION job_event_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A job event is never changed or deleted' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER job_events_unchangeable BEFORE UPDATE OR DELETE ON job_events
  FOR EACH ROW EXECUTE FUNCTION job_event_unchangeable();
--> statement-breakpoint
-- A job holds photos too (the re-measure's, the finished install's): at most 24
-- (MAX_PHOTOS_PER_JOB in src/core/photo-limits.ts), judged as the six of a visit or lead are
-- (0013): the owner's row is locked first, then the photos are counted with a fresh snapshot.
CREATE OR REPLACE FUNCTION "photos_within_owner_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF NEW.job_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.job_id IS DISTINCT FROM OLD.job_id) THEN
    PERFORM 1 FROM "jobs" WHERE id = NEW.job_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM "photos" WHERE job_id = NEW.job_id AND id <> NEW.id) >= 24 THEN
      RAISE EXCEPTION 'a job holds at most 24 photos' USING ERRCODE = 'check_violation', CONSTRAINT = 'photos_per_owner';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "photos_per_owner" ON "photos";--> statement-breakpoint
CREATE TRIGGER "photos_per_owner" BEFORE INSERT OR UPDATE OF "appointment_id", "lead_id", "job_id" ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photos_within_owner_limit"();
