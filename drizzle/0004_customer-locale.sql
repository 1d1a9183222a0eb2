ALTER TABLE "appointments" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;