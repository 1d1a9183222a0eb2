/** Lead queries. */
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { emailKey, phoneKey } from "@/core/server/person-key";
import type { LeadStatus } from "@/schemas/admin/leads";
import { jsonOrNull } from "../rows";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { leads, type EmailMessage, type Lead, type NewLead } from "../schema";

/** Records how forwarding to the external admin host went. */
export async function recordForward(db: Database, id: string, status: "sent" | "failed", attempts: number): Promise<void> {
  await db.update(leads).set({ forwardStatus: status, forwardAttempts: attempts, updatedAt: new Date() }).where(eq(leads.id, id));
}

/** Leads whose forwarding failed and may be tried again. */
export async function listUnforwarded(db: Database, maxAttempts: number, limit: number): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(and(inArray(leads.forwardStatus, ["pending", "failed"]), lt(leads.forwardAttempts, maxAttempts)))
    .orderBy(asc(leads.createdAt))
    .limit(limit);
}

/** The rules insertLeadOnce applies, with the clock passed in. */
export interface LeadRules {
  now: Date;
  /** A lead from the same email with the same service and message after this is a duplicate. */
  duplicateSince: Date;
  /** Leads from the same email or phone after this count toward `maxPerPerson`. */
  personSince: Date;
  maxPerPerson: number;
}

/** What became of a lead: stored, the same as one stored moments ago, or one too many. */
export type LeadOutcome = { stored: Lead; emails: EmailMessage[] } | { duplicateOf: Lead } | { overLimit: true };

/**
 * Stores the lead, with `emails` about it, in one statement unless the same email sent the same
 * service and message since `duplicateSince`, or the same email or phone sent `maxPerPerson`
 * leads since `personSince` (spam does not count). Nothing earlier is ever changed. The row
 * takes `values.id`, so the emails can name it before it exists.
 */
export async function insertLeadOnce(
  db: Database,
  values: NewLead & { id: string },
  rules: LeadRules,
  emails: readonly QueuedEmail[] = [],
): Promise<LeadOutcome> {
  const keys = { email: emailKey(values.email), phone: phoneKey(values.phone) };
  const duplicate = and(
    eq(leads.emailKey, keys.email),
    eq(leads.service, values.service),
    eq(leads.projectDetails, values.projectDetails ?? ""),
    isNull(leads.spamReason),
    gt(leads.createdAt, rules.duplicateSince),
  );
  const byPerson = keys.phone ? or(eq(leads.emailKey, keys.email), eq(leads.phoneKey, keys.phone)) : eq(leads.emailKey, keys.email);
  const at = rules.now.toISOString();
  const result = (await db.execute(sql`
    with stored as (
      insert into ${leads} (id, first_name, last_name, email, phone, service, project_details, source, forward_status, client_address, locale, attribution, channel, requested_slot, created_at, updated_at)
      select ${values.id}::uuid, ${values.firstName}, ${values.lastName}, ${values.email}, ${values.phone}, ${values.service}, ${values.projectDetails ?? ""},
        ${values.source ?? "website"}, ${values.forwardStatus ?? "not-configured"}, ${values.clientAddress ?? null}, ${values.locale ?? "en"},
        ${jsonOrNull(values.attribution)}::jsonb, ${values.channel ?? "direct"}, ${values.requestedSlot ?? null}, ${at}::timestamptz, ${at}::timestamptz
      where not exists (select 1 from ${leads} where ${duplicate})
        and (select count(*) from ${leads} where ${byPerson} and ${isNull(leads.spamReason)} and ${gt(leads.createdAt, rules.personSince)}) < ${rules.maxPerPerson}
      returning id
    ),
    mail as (${storeEmailsAbout("stored", emails, rules.now)})
    select stored.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from stored
  `)) as unknown as { rows: { id: string; email_ids: (number | string)[] }[] };
  const written = result.rows[0];
  if (written)
    return { stored: (await db.select().from(leads).where(eq(leads.id, written.id)))[0]!, emails: await emailsById(db, written.email_ids) };
  const [earlier] = await db.select().from(leads).where(duplicate).orderBy(asc(leads.createdAt)).limit(1);
  return earlier ? { duplicateOf: earlier } : { overLimit: true };
}

/** Stores a lead the bot check judged spam: kept for the admin, never emailed or forwarded. */
export async function insertSpamLead(db: Database, values: NewLead, reason: string): Promise<Lead> {
  const [row] = await db
    .insert(leads)
    .values({ ...values, forwardStatus: "not-configured", spamReason: reason })
    .returning();
  return row!;
}

/**
 * The held booking requests (leads whose `requested_slot` is set) of a person's email key for
 * `slot` ("2026-12-16 10:00 AM"), not spam, oldest first: a repeat of the request is one of them
 * when the caller finds the same booker (src/core/server/same-booking.ts).
 */
export async function findHeldRequests(db: Database, emailKeyValue: string, slot: string): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(and(eq(leads.emailKey, emailKeyValue), eq(leads.requestedSlot, slot), isNull(leads.spamReason)))
    .orderBy(asc(leads.createdAt));
}

/** The lead `id`, or null. */
export async function findLead(db: Database, id: string): Promise<Lead | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/** Sets the lead's status and notes where given, in one statement; answers the lead as it now is, or null when there is none. */
export async function updateLead(
  db: Database,
  id: string,
  fields: { status?: LeadStatus; notes?: string },
  now: Date,
): Promise<Lead | null> {
  const [row] = await db
    .update(leads)
    .set({
      ...(fields.status !== undefined && { status: fields.status }),
      ...(fields.notes !== undefined && { notes: fields.notes }),
      updatedAt: now,
    })
    .where(eq(leads.id, id))
    .returning();
  return row ?? null;
}
