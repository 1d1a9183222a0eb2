ALTER TABLE "quote_payments" ALTER COLUMN "checkout_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "requested_slot" text;--> statement-breakpoint
ALTER TABLE "quote_links" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "received_cents" integer;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "quote_payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "deposit_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "checkout_payment_id" uuid;--> statement-breakpoint
CREATE INDEX "leads_requested_slot" ON "leads" USING btree ("email_key","requested_slot") WHERE "leads"."requested_slot" is not null;--> statement-breakpoint
CREATE INDEX "quote_payments_unrefunded" ON "quote_payments" USING btree ("quote_id") WHERE "quote_payments"."paid_at" is not null and "quote_payments"."refund_id" is null;--> statement-breakpoint
-- A paid quote's deposit is the first payment that came in (later ones were never refunded: the refund sweep returns them now).
UPDATE "quotes" q SET "deposit_payment_id" = (
	SELECT p."id" FROM "quote_payments" p WHERE p."quote_id" = q."id" AND p."status" = 'paid' ORDER BY p."paid_at", p."id" LIMIT 1
) WHERE q."status" = 'paid';--> statement-breakpoint
-- The current Checkout attempt of each quote is its newest.
UPDATE "quotes" q SET "checkout_payment_id" = (
	SELECT p."id" FROM "quote_payments" p WHERE p."quote_id" = q."id" ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1
);
