/**
 * Consent to texts (table sms_consents): stored when a booking or lead carries a ticked box, with
 * the time, the wording's version, the language and the client address; read before any text
 * about that visit or lead is written.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { smsConsents, type NewSmsConsent, type SmsConsent } from "../schema";
import { uuidRows } from "./uuid-rows";
import type { TextSubject } from "./messages";

/** Stores a consent and answers it. */
export async function insertConsent(db: Database, values: NewSmsConsent): Promise<SmsConsent | null> {
  const [row] = await db.insert(smsConsents).values(values).returning();
  return row ?? null;
}

/** The newest consent given with this booking or lead, or null when it carried none. */
export async function consentFor(db: Database, subject: TextSubject): Promise<SmsConsent | null> {
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
  const rows = rowsOf<{ id: string; at: Date | string | null }>(
    await db.execute(sql`
    select batch.id::text as id, (select consented_at from sms_consents where ${owner} = batch.id order by id limit 1) as at
    from ${uuidRows(ids, "batch")}`),
  );
  for (const row of rows) if (row.at) times.set(row.id, new Date(row.at));
  return times;
}
