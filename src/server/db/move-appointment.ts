/**
 * Moving an appointment to another slot in ONE statement: it takes the lowest free seat
 * of the new slot, changes the row only if it is still where and as the caller read it,
 * raises its calendar SEQUENCE, writes the history event and stores the manage link and
 * emails that announce the move. The partial unique index on
 * (date, time, seat) judges simultaneous moves and bookings: the loser's statement fails
 * as a whole, so its appointment keeps its old slot.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "./emails";
import type { Told } from "@/core/visit-changes";
import type { ManageLink } from "./manage-links";
import { appointmentEvents, appointmentLinks, appointments, type Appointment, type EmailMessage } from "./schema";
import { uniqueViolation } from "./unique-violation";

/** Where the appointment is moving, and what the caller read of it. */
export interface MoveRequest {
  /** The appointment as read just before: the move applies only if its slot and status are unchanged. */
  from: Pick<Appointment, "id" | "status" | "appointmentDate" | "appointmentTime">;
  appointmentDate: string;
  appointmentTime: string;
  /** The calendar's crews per slot now. */
  capacity: number;
  /** The calendar's visit length now, in minutes. */
  duration: number;
  /** Who moved it, for the history. */
  actor: string;
  now: Date;
  /** The manage link and emails that announce the move, stored in the same statement, and what the history records as sent (the office's moves). */
  announce?: { link?: ManageLink; emails: readonly QueuedEmail[]; told?: Told };
}

/** The outcome of one attempt. */
export type MoveAttempt =
  | { kind: "moved"; appointment: Appointment; emails: EmailMessage[] }
  /** The appointment changed (status or slot) since it was read. */
  | { kind: "stale" }
  /** No seat of the new slot was free. */
  | { kind: "full" }
  /** A simultaneous booking or move took the chosen seat; the slot may still have another. */
  | { kind: "seat-race" }
  /** The same person already holds the new slot with another appointment. */
  | { kind: "person-taken" };

/** The slot label as the history writes it, e.g. "2026-12-03 10:00 AM". */
export function slotText(date: string, time: string): string {
  return `${date} ${time}`;
}

/** Tries the move once; see MoveAttempt. Throws only for unexpected database errors. */
export async function tryMoveAppointment(db: Database, move: MoveRequest): Promise<MoveAttempt> {
  try {
    // Both drivers answer execute() with { rows }; the rows are raw column names.
    const result = (await db.execute(moveStatement(move))) as unknown as { rows: { id: string; email_ids: (number | string)[] }[] };
    const written = result.rows[0];
    if (written) {
      const [row] = await db.select().from(appointments).where(sql`${appointments.id} = ${written.id}`);
      return { kind: "moved", appointment: row!, emails: await emailsById(db, written.email_ids) };
    }
    return (await stillAsRead(db, move)) ? { kind: "full" } : { kind: "stale" };
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation === "appointments_active_person") return { kind: "person-taken" };
    if (violation) return { kind: "seat-race" };
    throw error;
  }
}

function moveStatement({ from, appointmentDate: date, appointmentTime: time, capacity, duration, actor, now, announce }: MoveRequest) {
  const at = now.toISOString();
  return sql`
    with target as (
      select free.seat_number from generate_series(1, ${capacity}::int) as free(seat_number)
      where not exists (
        select 1 from ${appointments} taken
        where taken.appointment_date = ${date} and taken.appointment_time = ${time}
          and taken.seat = free.seat_number and taken.status <> 'cancelled' and taken.id <> ${from.id}
      )
      and (
        select count(*) from ${appointments} held
        where held.appointment_date = ${date} and held.appointment_time = ${time}
          and held.status <> 'cancelled' and held.id <> ${from.id}
      ) < ${capacity}
      order by free.seat_number
      limit 1
    ),
    moved as (
      update ${appointments} set appointment_date = ${date}, appointment_time = ${time}, seat = target.seat_number,
        duration = ${duration}, ics_sequence = ${appointments.icsSequence} + 1, updated_at = ${at}
      from target
      where ${appointments.id} = ${from.id} and ${appointments.status} = ${from.status}
        and ${appointments.appointmentDate} = ${from.appointmentDate} and ${appointments.appointmentTime} = ${from.appointmentTime}
      returning ${appointments.id}
    ),
    event as (
      -- The move, then (an office's move) what the customer was told, in that order.
      insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
      select moved.id, ${actor}, change.action, change.from_value, change.to_value, ${at}
      from moved cross join lateral (
        values (1, 'moved', ${slotText(from.appointmentDate, from.appointmentTime)}::text, ${slotText(date, time)}::text, true), (2, 'notified', null, ${announce?.told ?? null}::text, ${announce?.told !== undefined})
      ) as change(position, action, from_value, to_value, recorded)
      where change.recorded
      order by change.position
    ),
    link as (
      insert into ${appointmentLinks} (token_hash, appointment_id, created_at)
      select ${announce?.link?.tokenHash ?? null}, id, ${at} from moved where ${announce?.link !== undefined}
    ),
    mail as (${storeEmailsAbout("moved", announce?.emails ?? [], now)})
    select moved.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from moved
  `;
}

async function stillAsRead(db: Database, { from }: MoveRequest): Promise<boolean> {
  const [row] = await db.select().from(appointments).where(sql`${appointments.id} = ${from.id}`);
  return Boolean(row && row.status === from.status && row.appointmentDate === from.appointmentDate && row.appointmentTime === from.appointmentTime);
}

