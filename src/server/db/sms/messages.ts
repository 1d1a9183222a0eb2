/**
 * The text outbox's statements (table sms_messages): storing texts, recording what became of
 * each, claiming the due ones for a retry run, and reading them for the admin. The channel
 * (src/server/sms/outbox.ts) decides when each runs; each is one statement.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { pastBackoff, stillRetried, type RetryLimits } from "../outbox-rows";
import { appointments, leads, smsMessages, type SmsMessage } from "../schema";

/** A text to store: what, to whom, about which visit or lead, and not before when. */
export interface NewText {
  kind: string;
  phone: string;
  body: string;
  appointmentId?: string | null;
  leadId?: string | null;
  /** The job it is about, if any. */
  jobId?: string | null;
  /** Quiet hours: not sent before this instant. */
  notBefore?: Date | null;
  /** The admin who wrote it, for admin texts. */
  sentBy?: string | null;
}

/** The texts' retry limits (the channel's). */
export type TextRetryLimits = RetryLimits;

/** Whose texts: a visit's or a lead's. */
export type TextSubject = { appointmentId: string } | { leadId: string };

/** Stores the texts as pending outbound rows and returns them. */
export async function insertTexts(db: Database, texts: readonly NewText[], now: Date): Promise<SmsMessage[]> {
  if (texts.length === 0) return [];
  const rows = texts.map((text) => ({
    direction: "outbound",
    kind: text.kind,
    phone: text.phone,
    body: text.body,
    appointmentId: text.appointmentId ?? null,
    leadId: text.leadId ?? null,
    jobId: text.jobId ?? null,
    notBefore: text.notBefore ?? null,
    sentBy: text.sentBy ?? null,
    status: "pending",
    createdAt: now,
    updatedAt: now,
  }));
  return db.insert(smsMessages).values(rows).returning();
}

/** The texts with these ids, in that order. */
export async function textsByIds(db: Database, ids: readonly number[]): Promise<SmsMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(smsMessages)
    .where(inArray(smsMessages.id, [...ids]));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** The texts of `kind` about a visit that a statement wrote at `writtenAt` and that still wait to be sent (a reminder's claim writes its text itself). */
export async function textsWrittenAt(db: Database, appointmentId: string, kind: string, writtenAt: Date): Promise<SmsMessage[]> {
  return db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.appointmentId, appointmentId),
        eq(smsMessages.kind, kind),
        eq(smsMessages.createdAt, writtenAt),
        eq(smsMessages.status, "pending"),
      ),
    );
}

/** The texts of `kind` about a job that a statement wrote at `writtenAt` and that still wait to be sent (an install reminder's claim writes its text itself). */
export async function jobTextsWrittenAt(db: Database, jobId: string, kind: string, writtenAt: Date): Promise<SmsMessage[]> {
  return db
    .select()
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.jobId, jobId),
        eq(smsMessages.kind, kind),
        eq(smsMessages.createdAt, writtenAt),
        eq(smsMessages.status, "pending"),
      ),
    );
}

/** True when a text of one of `kinds` about the visit was written after `text` (a later move's, say). */
export async function hasLaterText(
  db: Database,
  text: Pick<SmsMessage, "id" | "createdAt">,
  appointmentId: string,
  kinds: readonly string[],
): Promise<boolean> {
  const [later] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.appointmentId, appointmentId),
        inArray(smsMessages.kind, [...kinds]),
        ne(smsMessages.id, text.id),
        gt(smsMessages.createdAt, text.createdAt),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/** True when a text of one of `kinds` about the job was written after `text` (a later move's or unbooking's). */
export async function hasLaterJobText(
  db: Database,
  text: Pick<SmsMessage, "id" | "createdAt">,
  jobId: string,
  kinds: readonly string[],
): Promise<boolean> {
  const [later] = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.jobId, jobId),
        inArray(smsMessages.kind, [...kinds]),
        ne(smsMessages.id, text.id),
        gt(smsMessages.createdAt, text.createdAt),
      ),
    )
    .limit(1);
  return Boolean(later);
}

/** Holds the row until `until`; `note` (why) is kept as its last error when given. */
export async function deferText(db: Database, id: number, until: Date, now: Date, note: string | null = null): Promise<void> {
  await db
    .update(smsMessages)
    .set({ notBefore: until, updatedAt: now, ...(note ? { lastError: note } : {}) })
    .where(eq(smsMessages.id, id));
}

/** Drops the row for `reason`: it will not be sent. */
export async function skipText(db: Database, id: number, reason: string, now: Date): Promise<void> {
  await db.update(smsMessages).set({ status: "skipped", lastError: reason, updatedAt: now }).where(eq(smsMessages.id, id));
}

/** Records one attempt to send the row and its outcome (sent, with Twilio's answer, or failed). */
export async function recordTextAttempt(db: Database, id: number, outcome: Partial<SmsMessage>, now: Date): Promise<void> {
  await db
    .update(smsMessages)
    .set({ ...outcome, attempts: sql`${smsMessages.attempts} + 1`, updatedAt: now })
    .where(eq(smsMessages.id, id));
}

/** Outbound rows still worth sending: not sent, not given up, not too old. */
function waiting(now: Date, limits: TextRetryLimits): SQL {
  return and(eq(smsMessages.direction, "outbound"), stillRetried(smsMessages, now, limits))!;
}

/**
 * Marks the due rows (worth sending, past their notBefore, untouched for attempts² minutes, at
 * least one) as touched now, in one statement, and returns at most `limit` of them (see
 * claimDueEmails in ../emails/outbox.ts).
 */
export async function claimDueTexts(db: Database, now: Date, limits: TextRetryLimits, limit: number): Promise<SmsMessage[]> {
  const due = and(
    waiting(now, limits),
    or(isNull(smsMessages.notBefore), lte(smsMessages.notBefore, now)),
    // A deferred row waited for its notBefore, not for a failure: it is due at once, once (the
    // claim sets updatedAt past notBefore, so a second run no longer sees it as waiting).
    or(and(eq(smsMessages.attempts, 0), sql`${smsMessages.updatedAt} < ${smsMessages.notBefore}`), pastBackoff(smsMessages, now)),
  );
  const picked = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(due)
    .orderBy(asc(smsMessages.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(smsMessages)
    .set({ updatedAt: now })
    .where(and(due, sql`${smsMessages.id} = any(array(${picked}))`))
    .returning();
}

/** How many texts still worth sending were refused at least once, or were due before `late`. */
export async function countOverdueTexts(db: Database, now: Date, limits: TextRetryLimits, late: Date): Promise<number> {
  const overdue = or(gt(smsMessages.attempts, 0), lt(sql`coalesce(${smsMessages.notBefore}, ${smsMessages.createdAt})`, late));
  const [row] = await db
    .select({ waiting: count() })
    .from(smsMessages)
    .where(and(waiting(now, limits), overdue));
  return row?.waiting ?? 0;
}

/** How many outbound texts stored since `since` were given up (not sent and no longer worth sending). */
export async function countGivenUpTextsSince(db: Database, now: Date, limits: TextRetryLimits, since: Date): Promise<number> {
  const [row] = await db
    .select({ givenUp: count() })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.direction, "outbound"),
        inArray(smsMessages.status, ["pending", "failed"]),
        gte(smsMessages.createdAt, since),
        sql`not (${waiting(now, limits)})`,
      ),
    );
  return row?.givenUp ?? 0;
}

/** How many texts were handed to Twilio since `since`. */
export async function countSentTextsSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(smsMessages)
    .where(and(eq(smsMessages.direction, "outbound"), eq(smsMessages.status, "sent"), gte(smsMessages.sentAt, since)));
  return row?.sent ?? 0;
}

/** Every text of a visit's or lead's thread, oldest first. */
export function listThread(db: Database, subject: TextSubject): Promise<SmsMessage[]> {
  const where = "appointmentId" in subject ? eq(smsMessages.appointmentId, subject.appointmentId) : eq(smsMessages.leadId, subject.leadId);
  return db.select().from(smsMessages).where(where).orderBy(asc(smsMessages.createdAt), asc(smsMessages.id));
}

/** The newest `most` texts of any of these visits and leads, newest first. */
export async function listTextsOf(
  db: Database,
  { appointmentIds, leadIds }: { appointmentIds: readonly string[]; leadIds: readonly string[] },
  most: number,
): Promise<SmsMessage[]> {
  if (!appointmentIds.length && !leadIds.length) return [];
  return db
    .select()
    .from(smsMessages)
    .where(
      or(
        appointmentIds.length ? inArray(smsMessages.appointmentId, [...appointmentIds]) : undefined,
        leadIds.length ? inArray(smsMessages.leadId, [...leadIds]) : undefined,
      ),
    )
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(most);
}

/**
 * Records Twilio's report of the text `sid` when `status` is a later stage (`stage`) than the one
 * recorded (`stages` ranks each status); answers the row, or null (no such text, or not later).
 */
export async function recordDeliveryStatus(
  db: Database,
  {
    sid,
    status,
    stage,
    stages,
    errorCode,
  }: { sid: string; status: string; stage: number; stages: Record<string, number>; errorCode: string | null },
  now: Date,
): Promise<SmsMessage | null> {
  const current = sql`(case ${smsMessages.deliveryStatus} ${sql.join(
    Object.entries(stages).map(([name, rank]) => sql`when ${name} then ${rank}`),
    sql` `,
  )} else 0 end)`;
  const [row] = await db
    .update(smsMessages)
    .set({ deliveryStatus: status, deliveryErrorCode: errorCode, updatedAt: now })
    .where(sql`${smsMessages.providerSid} = ${sid} and ${current} < ${stage}`)
    .returning();
  return row ?? null;
}

/**
 * Stores an inbound text once (its SID is unique: Twilio's retried webhook stores nothing); null
 * for a repeat. `kind` is what it was taken for: a keyword, or a message for the office
 * (INBOUND_MESSAGE_KIND in ./inbox.ts, which waits for an answer).
 */
export async function insertInboundText(
  db: Database,
  text: { kind: string; phone: string; body: string; providerSid: string | null; appointmentId: string | null; leadId: string | null },
  now: Date,
): Promise<SmsMessage | null> {
  const [stored] = await db
    .insert(smsMessages)
    .values({ direction: "inbound", status: "received", ...text, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return stored ?? null;
}

/** The name on the visit or lead `id` a text is about, or null. */
export async function nameOfVisitOrLead(db: Database, id: string): Promise<string | null> {
  const [visit] = await db
    .select({ first: appointments.firstName, last: appointments.lastName })
    .from(appointments)
    .where(eq(appointments.id, id));
  const [lead] = visit ? [] : await db.select({ first: leads.firstName, last: leads.lastName }).from(leads).where(eq(leads.id, id));
  const row = visit ?? lead;
  return row ? `${row.first} ${row.last}` : null;
}
