CREATE TABLE "sms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"appointment_id" uuid,
	"lead_id" uuid,
	"wording_version" text NOT NULL,
	"locale" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" uuid,
	"lead_id" uuid,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"not_before" timestamp with time zone,
	"provider_sid" text,
	"delivery_status" text,
	"delivery_error_code" text,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_provider_sid_unique" UNIQUE("provider_sid")
);
--> statement-breakpoint
CREATE TABLE "sms_numbers" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out" boolean DEFAULT false NOT NULL,
	"opt_changed_at" timestamp with time zone,
	"last_auto_reply_day" date
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_phone" ON "sms_consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sms_consents_appointment" ON "sms_consents" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "sms_consents_lead" ON "sms_consents" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "sms_messages_status" ON "sms_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sms_messages_phone" ON "sms_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_appointment" ON "sms_messages" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "sms_messages_lead" ON "sms_messages" USING btree ("lead_id");