CREATE TABLE "change_order_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"change_order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "change_order_signatures" (
	"change_order_id" uuid PRIMARY KEY NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"consent_version" text NOT NULL,
	"document" text NOT NULL,
	"document_sha256" text NOT NULL,
	"total_cents" integer NOT NULL,
	"contract_before_cents" integer NOT NULL,
	"contract_after_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"job_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_cents" integer NOT NULL,
	"contract_before_cents" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "change_orders_status" CHECK ("change_orders"."status" in ('draft', 'sent', 'signed', 'void'))
);
--> statement-breakpoint
CREATE TABLE "invoice_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"method" text NOT NULL,
	"stripe_method" text,
	"reference" text,
	"recorded_by" text,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"received_cents" integer,
	"received_currency" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	"refund_failed_at" timestamp with time zone,
	"refund_error" text,
	"dispute_id" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "invoice_payments_method" CHECK ("invoice_payments"."method" in ('stripe', 'check', 'cash', 'financing', 'other')),
	CONSTRAINT "invoice_payments_amount" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_on" date,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"reminders" boolean DEFAULT true NOT NULL,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"checkout_payment_id" uuid,
	"paid_payment_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('progress', 'final')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('open', 'processing', 'paid', 'void')),
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "money_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "refund_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "change_order_links" ADD CONSTRAINT "change_order_links_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_order_signatures" ADD CONSTRAINT "change_order_signatures_change_order_id_change_orders_id_fk" FOREIGN KEY ("change_order_id") REFERENCES "public"."change_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_orders" ADD CONSTRAINT "change_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_links" ADD CONSTRAINT "invoice_links_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_order_links_change_order" ON "change_order_links" USING btree ("change_order_id");--> statement-breakpoint
CREATE INDEX "change_orders_job" ON "change_orders" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "change_orders_signed" ON "change_orders" USING btree ("signed_at") WHERE "change_orders"."status" = 'signed';--> statement-breakpoint
CREATE INDEX "invoice_links_invoice" ON "invoice_links" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_job" ON "invoice_payments" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_intent" ON "invoice_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_at" ON "invoice_payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_pending" ON "invoice_payments" USING btree ("created_at") WHERE "invoice_payments"."status" in ('open', 'processing') and "invoice_payments"."checkout_session_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_job" ON "invoices" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_created" ON "invoices" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_outstanding" ON "invoices" USING btree ("sent_at") WHERE "invoices"."status" in ('open', 'processing') and "invoices"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "quote_payments_intent" ON "quote_payments" USING btree ("payment_intent_id");--> statement-breakpoint
-- People's numbers: change orders from 3001 and invoices from 5001, apart from quotes' and jobs'.
ALTER SEQUENCE "change_orders_number_seq" RESTART WITH 3001;--> statement-breakpoint
ALTER SEQUENCE "invoices_number_seq" RESTART WITH 5001;--> statement-breakpoint
-- A change order's signature is its record, as a quote's (0017): never changed or deleted.
-- Written by hand (drizzle-kit cannot express triggers).
CREATE FUNCTION change_order_signature_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A change order signature is never changed or deleted' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER change_order_signatures_unchangeable BEFORE UPDATE OR DELETE ON change_order_signatures
  FOR EACH ROW EXECUTE FUNCTION change_order_signature_unchangeable();
