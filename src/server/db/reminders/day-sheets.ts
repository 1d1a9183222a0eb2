/** The morning day sheet (table day_sheets): the day's visits, and recording the day's sheet once with its email. */
import { and, eq, inArray, sql } from "drizzle-orm";
import { soonestFirst } from "../appointments/person";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { rowsOf } from "../rows";
import { appointments, daySheets, type Appointment, type EmailMessage } from "../schema";

/** The active visits (pending or confirmed) of the Phoenix day `day`, in order. */
export function listVisitsOfDay(db: Database, day: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, day), inArray(appointments.status, ["pending", "confirmed"])))
    .orderBy(...soonestFirst);
}

/** Records the day's sheet and stores its emails (the whole day's, and each estimator's own) in one statement; nothing when the day already has one. */
export async function claimDaySheet(db: Database, day: string, emails: readonly QueuedEmail[], now: Date): Promise<EmailMessage[]> {
  const at = now.toISOString();
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
    with claimed as (
      -- The sheet belongs to no one appointment: its related id is null.
      insert into ${daySheets} (day, created_at) values (${day}, ${at}) on conflict do nothing returning null::uuid as id
    )
    ${storeEmailsAbout("claimed", emails, now)}
  `),
  );
  return emailsById(
    db,
    rows.map((row) => row.id),
  );
}
