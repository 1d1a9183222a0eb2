CREATE TABLE "beacon_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "beacon_counts_day_path_channel_kind_pk" PRIMARY KEY("day","path","channel","kind")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"email_key" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid,
	"requested_at" timestamp with time zone,
	"opt_out_token_hash" text,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_opt_out_token_hash_unique" UNIQUE("opt_out_token_hash")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "channel" text DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_channel_created" ON "appointments" USING btree ("channel","created_at");--> statement-breakpoint
CREATE INDEX "leads_channel_created" ON "leads" USING btree ("channel","created_at");