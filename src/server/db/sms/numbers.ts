/**
 * What is kept per number (table sms_numbers) and what a number has done: its STOP, its one
 * auto-reply a day, the visit or lead its texts are bound to until its owner engages, and
 * whether its owner engaged. Each change is one upsert, so two texts at once change it once.
 */
import { eq, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointments, smsMessages, smsNumbers } from "../schema";

/** True when the number sent STOP (and not START since). */
export async function isOptedOut(db: Database, phone: string): Promise<boolean> {
  const [row] = await db.select({ optedOut: smsNumbers.optedOut }).from(smsNumbers).where(eq(smsNumbers.phone, phone));
  return row?.optedOut ?? false;
}

/** Records the number's choice; true when that changed it. */
export async function setOptedOut(db: Database, phone: string, optedOut: boolean, now: Date): Promise<boolean> {
  const changed = await db
    .insert(smsNumbers)
    .values({ phone, optedOut, optChangedAt: now })
    .onConflictDoUpdate({ target: smsNumbers.phone, set: { optedOut, optChangedAt: now }, setWhere: ne(smsNumbers.optedOut, optedOut) })
    .returning({ phone: smsNumbers.phone });
  return changed.length > 0;
}

/** True (and recorded) when the number has had no auto-reply on the Phoenix day `today` yet. */
export async function takeAutoReply(db: Database, phone: string, today: string): Promise<boolean> {
  const rows = await db
    .insert(smsNumbers)
    .values({ phone, lastAutoReplyDay: today })
    .onConflictDoUpdate({
      target: smsNumbers.phone,
      set: { lastAutoReplyDay: today },
      setWhere: or(isNull(smsNumbers.lastAutoReplyDay), ne(smsNumbers.lastAutoReplyDay, today)),
    })
    .returning({ phone: smsNumbers.phone });
  return rows.length > 0;
}

/** True when the number's owner engaged: it texted us, or a visit booked with its digits (`digits`) was completed. */
export async function hasEngaged(db: Database, phone: string, digits: string | null): Promise<boolean> {
  const [row] = rowsOf<{ engaged: boolean }>(
    await db.execute(sql`
    select exists (select 1 from ${smsMessages} where ${smsMessages.phone} = ${phone} and ${smsMessages.direction} = 'inbound')
      or exists (select 1 from ${appointments} where ${appointments.phoneKey} = ${digits} and ${appointments.status} = 'completed') as engaged
  `),
  );
  return row?.engaged === true;
}

/** Binds the number's texts to `subject` (a visit's or lead's id) when none is bound yet; true when it is bound to `subject` now. */
export async function bindFirstSubject(db: Database, phone: string, subject: string): Promise<boolean> {
  const claimed = await db
    .insert(smsNumbers)
    .values({ phone, firstSubjectId: subject })
    .onConflictDoUpdate({
      target: smsNumbers.phone,
      set: { firstSubjectId: subject },
      setWhere: or(isNull(smsNumbers.firstSubjectId), eq(smsNumbers.firstSubjectId, subject)),
    })
    .returning({ phone: smsNumbers.phone });
  return claimed.length > 0;
}
