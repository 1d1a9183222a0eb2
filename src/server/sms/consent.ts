/**
 * Consent to texts: stored when a booking or lead carries a ticked box, with the time, the
 * wording's version, the language it was shown in and the client address it came from; read before any text about that
 * visit or lead is written. Opt-outs (STOP) are kept per number in sms_numbers and win over
 * any consent (see isOptedOut in ./outbox.ts).
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { SMS_CONSENT_VERSION } from "@/i18n/sms";
import type { Database } from "@/server/db/client";
import { smsConsents, type SmsConsent } from "@/server/db/schema";
import { uuidRows } from "@/server/db/uuid-rows";
import { textableNumber } from "./assigned-number";

/** Whose consent: a booking's or a lead's. */
export type ConsentSubject = { appointmentId: string } | { leadId: string };

/**
 * Stores the consent given with a booking or lead for `phone`, as of `now`, from `clientAddress`
 * (the form's sender, as the booking or lead stores it; null for a request that came through no
 * network). A number the schema let through is always textable; anything else stores nothing.
 * It does not lift an earlier STOP of that number: only START does (carriers keep blocking the
 * number until then).
 */
export async function recordConsent(db: Database, subject: ConsentSubject, phone: string, locale: Locale, now: Date, clientAddress: string | null = null): Promise<SmsConsent | null> {
  const number = textableNumber(phone);
  if (!number) return null;
  const [row] = await db
    .insert(smsConsents)
    .values({ phone: number, ...subject, wordingVersion: SMS_CONSENT_VERSION, locale, consentedAt: now, clientAddress })
    .returning();
  return row ?? null;
}

/** The newest consent given with this booking or lead, or null when it carried none. */
export async function consentFor(db: Database, subject: ConsentSubject): Promise<SmsConsent | null> {
  const where = "appointmentId" in subject ? eq(smsConsents.appointmentId, subject.appointmentId) : eq(smsConsents.leadId, subject.leadId);
  const [row] = await db.select().from(smsConsents).where(where).orderBy(desc(smsConsents.id)).limit(1);
  return row ?? null;
}

/** The newest consent this number gave with any booking (for replies, which come by number). */
export async function latestConsentOf(db: Database, phone: string): Promise<SmsConsent | null> {
  const [row] = await db
    .select()
    .from(smsConsents)
    .where(and(eq(smsConsents.phone, phone), isNotNull(smsConsents.consentedAt)))
    .orderBy(desc(smsConsents.id))
    .limit(1);
  return row ?? null;
}

/** When consent was first given with each of these bookings (or leads), by id: the CSV's "SMS consent" column. */
export async function consentTimes(db: Database, ids: readonly string[], of: "appointment" | "lead"): Promise<Map<string, Date>> {
  const times = new Map<string, Date>();
  if (ids.length === 0) return times;
  const owner = sql.raw(of === "appointment" ? "appointment_id" : "lead_id");
  // One index lookup per id: an export reads 500 ids a batch, and `in (...)` over that many
  // lets the planner read every consent ever given, once per batch (tests/admin/query-plans.test.ts).
  const result = (await db.execute(sql`
    select batch.id::text as id, (select consented_at from sms_consents where ${owner} = batch.id order by id limit 1) as at
    from ${uuidRows(ids, "batch")}`)) as unknown as { rows: { id: string; at: Date | string | null }[] };
  for (const row of result.rows) if (row.at) times.set(row.id, new Date(row.at));
  return times;
}
