CREATE TABLE "cost_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_costs_amount" CHECK ("job_costs"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_order_id" uuid NOT NULL,
	"opening_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ordered" jsonb NOT NULL,
	"confirmed" jsonb,
	"unit_cost_cents" integer,
	"received_at" timestamp with time zone,
	"remake_reason" text,
	"remake_cost_cents" integer,
	"remake_charged_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_lines_cost" CHECK (coalesce("purchase_order_lines"."unit_cost_cents", 0) >= 0 and coalesce("purchase_order_lines"."remake_cost_cents", 0) >= 0),
	CONSTRAINT "purchase_order_lines_remake" CHECK (coalesce("purchase_order_lines"."remake_reason" in ('mis-measure', 'damaged', 'supplier-error', 'other'), true) and coalesce("purchase_order_lines"."remake_charged_to" in ('us', 'supplier'), true))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"job_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"kind" text DEFAULT 'order' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"supersedes_id" uuid,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ship_date" date,
	"mismatches" jsonb,
	"accepted_reason" text,
	"accepted_by" text,
	"accepted_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "purchase_orders_kind" CHECK ("purchase_orders"."kind" in ('order', 'remake')),
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('draft', 'sent', 'needs-attention', 'confirmed', 'superseded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"account_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_book_lines" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "job_costs" ADD CONSTRAINT "job_costs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supersedes_id_purchase_orders_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_costs_job" ON "job_costs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_opening" ON "purchase_order_lines" USING btree ("purchase_order_id","opening_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_opening_any" ON "purchase_order_lines" USING btree ("opening_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_job" ON "purchase_orders" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_one_live" ON "purchase_orders" USING btree ("job_id","supplier_id") WHERE "purchase_orders"."kind" = 'order' and "purchase_orders"."status" not in ('superseded', 'cancelled');--> statement-breakpoint
ALTER TABLE "price_book_lines" ADD CONSTRAINT "price_book_lines_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER SEQUENCE "purchase_orders_number_seq" RESTART WITH 7001;
