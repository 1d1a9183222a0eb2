/**
 * Moving an appointment to another slot in ONE statement: it takes the lowest free seat
 * of the new slot, changes the row only if it is still where and as the caller read it,
 * raises its calendar SEQUENCE, writes the history event and stores the manage link and
 * emails that announce the move. The partial unique index on
 * (date, time, seat) judges simultaneous moves and bookings: the loser's statement fails
 * as a whole, so its appointment keeps its old slot.
 */
import { eq, sql } from "drizzle-orm";
import type { Told } from "@/core/visit-changes";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { linkTables, storeLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { appointments, type Appointment, type EmailMessage } from "../schema";
import { seatIsFree, seatNumbers, VISIT_SEATS } from "../seats";
import { uniqueViolation } from "../unique-violation";
import { recordEvents } from "./events";

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
  announce?: { link?: { tokenHash: string }; customerLink?: CustomerLinkRow; emails: readonly QueuedEmail[]; told?: Told };
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
    const [written] = rowsOf<{ id: string; email_ids: (number | string)[] }>(await db.execute(moveStatement(move)));
    if (written) {
      const [row] = await db.select().from(appointments).where(eq(appointments.id, written.id));
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
      select free.seat_number from ${seatNumbers(capacity)}
      where ${seatIsFree(VISIT_SEATS, { slot: [date, time], capacity, leaving: from.id })}
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
    -- The move, then (an office's move) what the customer was told, in that order.
    event as (${recordEvents({
      from: sql`moved`,
      id: sql`moved.id`,
      actor,
      at: now,
      changes: [
        { action: "moved", from: slotText(from.appointmentDate, from.appointmentTime), to: slotText(date, time) },
        { action: "notified", from: null, to: announce?.told ?? null, when: announce?.told !== undefined },
      ],
    })}),
    link as (${storeLinkSql(linkTables.visit, "moved", announce?.link?.tokenHash, now)}),
    my_link as (${storeCustomerLink("moved", announce?.customerLink, now)}),
    mail as (${storeEmailsAbout("moved", announce?.emails ?? [], now)})
    select moved.id, (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids from moved
  `;
}

async function stillAsRead(db: Database, { from }: MoveRequest): Promise<boolean> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, from.id));
  return Boolean(
    row && row.status === from.status && row.appointmentDate === from.appointmentDate && row.appointmentTime === from.appointmentTime,
  );
}
