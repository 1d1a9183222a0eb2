-- Generated from schema.ts (comments added): the dashboard's weekly chart counts bookings and
-- leads that are not spam from these partial indexes alone (index-only scans), and the
-- appointment list's city filter reads only that city's rows (tests/admin/query-plans.test.ts).
CREATE INDEX "appointments_booked_not_spam" ON "appointments" USING btree ("created_at") WHERE "appointments"."spam_reason" is null;--> statement-breakpoint
CREATE INDEX "appointments_city_date" ON "appointments" USING btree (lower("city"),"appointment_date","city");--> statement-breakpoint
CREATE INDEX "leads_sent_not_spam" ON "leads" USING btree ("created_at") WHERE "leads"."spam_reason" is null;