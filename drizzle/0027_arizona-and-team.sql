CREATE TABLE "admin_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_email" text NOT NULL,
	"actor_name" text,
	"person_id" uuid,
	"action" text NOT NULL,
	"job_id" uuid,
	"subject_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"crew_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "crew_members_crew_id_member_id_pk" PRIMARY KEY("crew_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crews_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "job_sign_offs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"typed_name" text NOT NULL,
	"outcome" text NOT NULL,
	"issues" text DEFAULT '' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"recorded_by" text NOT NULL,
	CONSTRAINT "job_sign_offs_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "job_sign_offs_outcome" CHECK ("job_sign_offs"."outcome" in ('completed', 'issues'))
);
--> statement-breakpoint
CREATE TABLE "lead_safe_acknowledgments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"job_id" uuid,
	"source" text NOT NULL,
	"typed_name" text NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"pamphlet_edition" text NOT NULL,
	"locale" text NOT NULL,
	CONSTRAINT "lead_safe_acknowledgments_source" CHECK ("lead_safe_acknowledgments"."source" in ('signature', 'install'))
);
--> statement-breakpoint
CREATE TABLE "tax_rate_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rates" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"created_by" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role" CHECK ("team_members"."role" in ('owner', 'office', 'estimator', 'installer'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "estimator_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "permit_required" text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "permit_status" text DEFAULT 'not-applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "permit_inspection_date" date;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "taken_by" text;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "tax_class" text;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "tax_city" text;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "tax_rate_as_of" date;--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_person_id_team_members_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_activity" ADD CONSTRAINT "admin_activity_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_member_id_team_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_sign_offs" ADD CONSTRAINT "job_sign_offs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_safe_acknowledgments" ADD CONSTRAINT "lead_safe_acknowledgments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_safe_acknowledgments" ADD CONSTRAINT "lead_safe_acknowledgments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_activity_at" ON "admin_activity" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "admin_activity_job" ON "admin_activity" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "admin_activity_person" ON "admin_activity" USING btree ("person_id","at");--> statement-breakpoint
CREATE INDEX "admin_activity_actor" ON "admin_activity" USING btree ("actor_email","at");--> statement-breakpoint
CREATE INDEX "crew_members_member" ON "crew_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "lead_safe_acknowledgments_quote" ON "lead_safe_acknowledgments" USING btree ("quote_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "lead_safe_acknowledgments_at" ON "lead_safe_acknowledgments" USING btree ("acknowledged_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_live_email" ON "team_members" USING btree ("email") WHERE "team_members"."removed_at" is null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_estimator_id_team_members_id_fk" FOREIGN KEY ("estimator_id") REFERENCES "public"."team_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_estimator_date" ON "appointments" USING btree ("estimator_id","appointment_date") WHERE "appointments"."estimator_id" is not null;--> statement-breakpoint
CREATE INDEX "jobs_permit_pending" ON "jobs" USING btree ("created_at") WHERE "jobs"."permit_required" = 'yes' and "jobs"."permit_status" in ('not-applied', 'applied') and "jobs"."stage" not in ('completed', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_one_remake_draft" ON "purchase_orders" USING btree ("job_id","supplier_id") WHERE "purchase_orders"."kind" = 'remake' and "purchase_orders"."status" = 'draft';--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_client_id_unique" UNIQUE("client_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_year_built" CHECK ("appointments"."year_built" is null or "appointments"."year_built" between 1600 and 2200);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_permit" CHECK ("jobs"."permit_required" in ('yes', 'no', 'unknown') and "jobs"."permit_status" in ('not-applied', 'applied', 'issued', 'passed'));--> statement-breakpoint
ALTER TABLE "quote_revisions" ADD CONSTRAINT "quote_revisions_tax_class" CHECK ("quote_revisions"."tax_class" is null or "quote_revisions"."tax_class" in ('replacement', 'modification'));--> statement-breakpoint
-- The crews the calendar counted get names: "Crew 1".."Crew n" with the numbers the install days
-- already hold, so every booked day keeps its crew.
INSERT INTO "crews" ("number", "name")
  SELECT n, 'Crew ' || n
  FROM generate_series(1, coalesce((SELECT ("settings"->>'installCrews')::int FROM "calendar_settings" WHERE "id" = 1), 1)) AS n;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('crews', 'number'), (SELECT max("number") FROM "crews"));
--> statement-breakpoint
CREATE FUNCTION record_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% keeps its rows as written', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
-- EPA asks for the acknowledgments to be kept three years; nothing here ever deletes or edits one.
CREATE TRIGGER lead_safe_acknowledgments_unchangeable BEFORE UPDATE OR DELETE ON lead_safe_acknowledgments
  FOR EACH ROW EXECUTE FUNCTION record_unchangeable();
--> statement-breakpoint
CREATE TRIGGER admin_activity_unchangeable BEFORE UPDATE OR DELETE ON admin_activity
  FOR EACH ROW EXECUTE FUNCTION record_unchangeable();
--> statement-breakpoint
CREATE TRIGGER job_sign_offs_unchangeable BEFORE UPDATE OR DELETE ON job_sign_offs
  FOR EACH ROW EXECUTE FUNCTION record_unchangeable();
