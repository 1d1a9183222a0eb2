/**
 * The texts customers sent us, for the admins' inbox (table sms_messages, direction "inbound"):
 * how many wait for an answer, a page of them newest first, and marking them answered. An inbound
 * text's `kind` is what the site took it for (a keyword it answered by itself, or
 * INBOUND_MESSAGE_KIND: a message forwarded to the admins); its `status` is "received" until
 * someone answers ("answered"). Each function is one statement.
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { COUNT_AHEAD, countUpTo } from "../admin-lists/filters";
import { rowsOf } from "../rows";
import { appointments, leads, smsMessages, type SmsMessage } from "../schema";
import { uuidRows } from "./uuid-rows";

/** The kind of an inbound text that is not a keyword: a message for the office, forwarded to the admins. */
export const INBOUND_MESSAGE_KIND = "message";

/** An inbound text's status on arrival, and once someone has answered it. */
const RECEIVED = "received";
const ANSWERED = "answered";

/**
 * Every inbound text. Only inbound texts take these two statuses (outbound ones are pending,
 * sent, failed or skipped), so the condition reads the status index, not the whole outbox.
 */
const inbound: SQL = and(eq(smsMessages.direction, "inbound"), inArray(smsMessages.status, [RECEIVED, ANSWERED]))!;

/** A customer's message that nobody has answered yet. */
const waiting: SQL = and(
  eq(smsMessages.direction, "inbound"),
  eq(smsMessages.status, RECEIVED),
  eq(smsMessages.kind, INBOUND_MESSAGE_KIND),
)!;

/** How many customers' messages wait for an answer: a subquery, for a statement of counts. */
export const textsToAnswerCount = sql<number>`(select count(*) from ${smsMessages} where ${waiting})::int`;

/** One inbound text with the name on the visit or lead it was filed with. */
export interface InboxRow {
  text: SmsMessage;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A page of inbound texts, newest first (all of them, or the messages that wait), after the text
 * `afterId`, how many there are (counted up to COUNT_AHEAD), and the cursor of the next page.
 */
export async function readInboxPage(
  db: Database,
  { waitingOnly, afterId, pageSize }: { waitingOnly: boolean; afterId: number | null; pageSize: number },
): Promise<{ rows: InboxRow[]; total: number; capped: boolean; nextCursor: string | null }> {
  const which = waitingOnly ? waiting : inbound;
  const [texts, counted] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .where(and(which, afterId === null ? undefined : lt(smsMessages.id, afterId)))
      // Ids rise with arrival, so the newest text has the highest id: one column to page by.
      .orderBy(desc(smsMessages.id))
      .limit(pageSize + 1),
    countUpTo(db, smsMessages, which, COUNT_AHEAD),
  ]);
  const page = texts.slice(0, pageSize);
  // The names are read for the page's texts only, after the page is chosen, not for every text the sort looks at.
  const names = await namesOf(db, page);
  return {
    rows: page.map((text) => ({ text, ...(names.get(text.appointmentId ?? text.leadId ?? "") ?? { firstName: null, lastName: null }) })),
    total: counted.total,
    capped: counted.capped,
    nextCursor: texts.length > pageSize ? String(page.at(-1)!.id) : null,
  };
}

/** The name on each visit and lead these texts were filed with, by its id: one index lookup per id. */
async function namesOf(db: Database, texts: readonly SmsMessage[]): Promise<Map<string, { firstName: string; lastName: string }>> {
  const ids = (of: "appointmentId" | "leadId") => [...new Set(texts.flatMap((text) => (text[of] ? [text[of]] : [])))];
  const lookup = (table: typeof appointments | typeof leads, owners: string[]) =>
    owners.length
      ? [
          sql`select t.id::text as id, t.first_name as "firstName", t.last_name as "lastName" from ${uuidRows(owners, "page")} join ${table} as t on t.id = page.id`,
        ]
      : [];
  const parts = [...lookup(appointments, ids("appointmentId")), ...lookup(leads, ids("leadId"))];
  if (!parts.length) return new Map();
  const rows = rowsOf<{ id: string; firstName: string; lastName: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** Marks the inbound text `id` answered (or waiting again); answers the row, or null when no inbound text has that id. */
export async function setTextAnswered(db: Database, id: number, answered: boolean, now: Date): Promise<SmsMessage | null> {
  const [row] = await db
    .update(smsMessages)
    .set({ status: answered ? ANSWERED : RECEIVED, updatedAt: now })
    .where(and(eq(smsMessages.id, id), inbound))
    .returning();
  return row ?? null;
}

/** Marks every text from `phone` that waits as answered: an admin has just texted that number. */
export async function answerTextsFrom(db: Database, phone: string, now: Date): Promise<void> {
  await db
    .update(smsMessages)
    .set({ status: ANSWERED, updatedAt: now })
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "inbound"), eq(smsMessages.status, RECEIVED)));
}

/** Whether a stored inbound text was answered: its status says so. */
export function isAnswered(text: Pick<SmsMessage, "status">): boolean {
  return text.status === ANSWERED;
}
