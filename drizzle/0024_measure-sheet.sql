CREATE TABLE "openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"client_id" uuid,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"style" text NOT NULL,
	"width_sixteenths" integer NOT NULL,
	"height_sixteenths" integer NOT NULL,
	"install_method" text NOT NULL,
	"obscure" boolean DEFAULT false NOT NULL,
	"wet_area" boolean DEFAULT false NOT NULL,
	"near_door" boolean DEFAULT false NOT NULL,
	"sill_sixteenths" integer,
	"notes" text DEFAULT '' NOT NULL,
	"final_width_sixteenths" integer,
	"final_height_sixteenths" integer,
	"final_measured_at" timestamp with time zone,
	"final_measured_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openings_kind" CHECK ("openings"."kind" in ('window', 'patio-door', 'entry-door')),
	CONSTRAINT "openings_install_method" CHECK ("openings"."install_method" in ('insert', 'full-frame')),
	CONSTRAINT "openings_size" CHECK ("openings"."width_sixteenths" between 96 and 2880 and "openings"."height_sixteenths" between 96 and 2880),
	CONSTRAINT "openings_final_size" CHECK (("openings"."final_width_sixteenths" is null) = ("openings"."final_height_sixteenths" is null) and coalesce("openings"."final_width_sixteenths" between 96 and 2880 and "openings"."final_height_sixteenths" between 96 and 2880, true))
);
--> statement-breakpoint
CREATE TABLE "price_book_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"kind" text NOT NULL,
	"pricing" jsonb NOT NULL,
	"install_insert_cents" integer NOT NULL,
	"install_full_frame_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_lines_kind" CHECK ("price_book_lines"."kind" in ('window', 'patio-door', 'entry-door')),
	CONSTRAINT "price_book_lines_install" CHECK ("price_book_lines"."install_insert_cents" >= 0 and "price_book_lines"."install_full_frame_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_book_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"price" jsonb NOT NULL,
	"line_ids" uuid[],
	"tempered" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "photos_waiting";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "opening_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "priced_openings" jsonb;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "openings_appointment" ON "openings" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "openings_client" ON "openings" USING btree ("appointment_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_book_options_one_tempered" ON "price_book_options" USING btree ("tempered") WHERE "price_book_options"."tempered" and "price_book_options"."active";--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_opening" ON "photos" USING btree ("opening_id");--> statement-breakpoint
CREATE INDEX "photos_waiting" ON "photos" USING btree ("created_at") WHERE "photos"."appointment_id" is null and "photos"."lead_id" is null and "photos"."job_id" is null and "photos"."opening_id" is null;--> statement-breakpoint
-- An opening holds at most six photos, as a visit does: the same trigger, one more owner.
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
  IF NEW.opening_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.opening_id IS DISTINCT FROM OLD.opening_id) THEN
    PERFORM 1 FROM "openings" WHERE id = NEW.opening_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM "photos" WHERE opening_id = NEW.opening_id AND id <> NEW.id) >= 6 THEN
      RAISE EXCEPTION 'an opening holds at most 6 photos' USING ERRCODE = 'check_violation', CONSTRAINT = 'photos_per_owner';
    END IF;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "photos_per_owner" ON "photos";--> statement-breakpoint
CREATE TRIGGER "photos_per_owner" BEFORE INSERT OR UPDATE OF "appointment_id", "lead_id", "job_id", "opening_id" ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photos_within_owner_limit"();
