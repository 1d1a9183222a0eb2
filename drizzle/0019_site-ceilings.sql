CREATE TABLE "site_ceiling_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_counts" (
	"ceiling" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"reached_ceiling" integer,
	"reached_at" timestamp with time zone,
	"announced_at" timestamp with time zone,
	CONSTRAINT "site_counts_ceiling_window_start_pk" PRIMARY KEY("ceiling","window_start")
);
--> statement-breakpoint
ALTER TABLE "sms_consents" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "sms_numbers" ADD COLUMN "first_subject_id" uuid;--> statement-breakpoint
CREATE INDEX "site_counts_unannounced" ON "site_counts" USING btree ("reached_at") WHERE "site_counts"."reached_at" is not null and "site_counts"."announced_at" is null;