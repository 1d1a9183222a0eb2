/**
 * An admin's change to an appointment (status, notes), written in one statement together
 * with an event per changed field, so the history cannot miss a change. A status change the
 * customer hears of (confirmed, cancelled: src/core/visit-changes.ts) raises the invitation's
 * SEQUENCE and stores the notice's emails (and manage link) in that same statement, with a
 * history event saying what was sent, or that nobody was told when the office chose so; the
 * emails and texts go out once it is written. Moving a cancelled appointment back to an active
 * status takes the lowest free seat of its slot in the same statement (as a booking does); when
 * the slot already holds as many active appointments as there are crews, or another request
 * takes that seat at the same instant, nothing is written and the admin gets a 409.
 */
import { eq, sql } from "drizzle-orm";
import { toldBy, toldChange, type Told, type ToldChange } from "@/core/visit-changes";
import { appointmentStart } from "@/core/visit-time";
import type { AdminAppointment, AppointmentPatch } from "@/schemas/admin";
import type { Database } from "../db/client";
import { emailsById, storeEmailsAbout } from "../db/emails";
import { appointmentEvents, appointmentLinks, appointments, type Appointment } from "../db/schema";
import { uniqueViolation } from "../db/unique-violation";
import type { ServerEnv } from "../env";
import { ConflictError, NotFoundError } from "../http/errors";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import { customerReach } from "../notify/reach";
import { visitCancelled, visitConfirmed } from "../notify/visits";
import { APPOINTMENT_NOT_FOUND } from "./appointment-detail";
import { toAdminAppointment } from "./views";

/** The 409 message when a reactivated appointment's slot is full. */
export const SLOT_TAKEN_BY_ANOTHER = "That slot is already taken by another appointment.";

/** The 409 message when the same person already holds another active appointment in the slot. */
export const PERSON_ALREADY_BOOKED = "This person already has another active appointment in that slot.";

/** The 409 message when another admin changed the status between this one's read and write. */
export const CHANGED_MEANWHILE = "This appointment was changed a moment ago. Close it, open it again and try again.";

/** Who changes what, when, how many crews a slot has now (the seats a reactivation may take), and the settings notices read. */
export interface PatchContext {
  actor: string;
  now: Date;
  crewsPerSlot: number;
  env: ServerEnv;
}

interface PatchOutcome {
  found: string | null;
  status: string | null;
  reactivating: boolean | null;
  updated: string | null;
  email_ids: (number | string)[] | null;
}

/** What the statement announces: the notice to store and send, and what the history says was sent. */
interface Announcement {
  notice: Notice;
  told: Told | null;
}

/**
 * Applies the patch, records its events and sends what the change tells the customer (unless
 * `patch.notify` is false); returns the appointment as it now is.
 */
export async function patchAppointment(db: Database, id: string, patch: AppointmentPatch, context: PatchContext): Promise<AdminAppointment> {
  const [found] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  const announcement = await announce(db, found, patch, context);
  const outcome = await runPatch(db, found, patch, announcement, context).catch((error: unknown) => {
    throw conflictOf(error) ?? error;
  });
  if (!outcome.found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  if (!outcome.updated && outcome.status !== found.status) throw new ConflictError(CHANGED_MEANWHILE);
  if (!outcome.updated && outcome.reactivating) throw new ConflictError(SLOT_TAKEN_BY_ANOTHER);
  if (outcome.updated) await deliverNotice(db, context.env, announcement.notice, await emailsById(db, outcome.email_ids ?? []), { now: context.now });
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return toAdminAppointment(row);
}

/** The notice a status change sends (none when the customer is not told of it, or the office chose not to), and what the history records. */
async function announce(db: Database, found: Appointment, patch: AppointmentPatch, { now, actor, env }: PatchContext): Promise<Announcement> {
  const change = patch.status ? toldChange(found.status, patch.status, appointmentStart(found), now) : null;
  if (!change) return { notice: SILENT, told: null };
  const notify = patch.notify ?? true;
  const told = toldBy(await customerReach(db, env, found), notify);
  const changed = { ...found, status: change, icsSequence: found.icsSequence + 1, updatedAt: now };
  return { notice: notify ? noticeOf(change, changed, actor, now, env) : SILENT, told };
}

function noticeOf(change: ToldChange, visit: Appointment, actor: string, now: Date, env: ServerEnv): Notice {
  return change === "confirmed" ? visitConfirmed(visit, env) : visitCancelled(visit, { by: `an admin, ${actor}`, now, byOffice: true }, env);
}

async function runPatch(db: Database, found: Appointment, patch: AppointmentPatch, { notice, told }: Announcement, { actor, now, crewsPerSlot }: PatchContext): Promise<PatchOutcome> {
  const at = now.toISOString();
  const id = found.id;
  // All parts see the row as it was before the statement; `updated` is empty when nothing
  // changes, or when a reactivation finds the slot full. Both drivers answer with { rows }.
  const result = (await db.execute(sql`
    with current_row as (
      select id, status, admin_notes, appointment_date, appointment_time from ${appointments} where id = ${id}
    ),
    target as (
      select coalesce(${patch.status ?? null}::text, status) as status,
        coalesce(${patch.adminNotes ?? null}::text, admin_notes) as admin_notes,
        (status = 'cancelled' and coalesce(${patch.status ?? null}::text, status) <> 'cancelled') as reactivating
      from current_row
    ),
    free_seat as (
      select free.seat_number from current_row c, target t, generate_series(1, ${crewsPerSlot}::int) as free(seat_number)
      where t.reactivating
        -- Seats above today's crew count (booked when there were more crews) still count as taken.
        and (
          select count(*) from ${appointments} held
          where held.appointment_date = c.appointment_date and held.appointment_time = c.appointment_time and held.status <> 'cancelled'
        ) < ${crewsPerSlot}
        and not exists (
          select 1 from ${appointments} taken
          where taken.appointment_date = c.appointment_date and taken.appointment_time = c.appointment_time
            and taken.seat = free.seat_number and taken.status <> 'cancelled'
        )
      order by free.seat_number
      limit 1
    ),
    updated as (
      update ${appointments} set
        status = t.status,
        admin_notes = t.admin_notes,
        seat = coalesce((select seat_number from free_seat), ${appointments.seat}),
        -- A visit an admin restores holds no place of the person's cap (an admin decides beyond it).
        email_place = case when c.status in ('pending', 'confirmed') then ${appointments.emailPlace} end,
        phone_place = case when c.status in ('pending', 'confirmed') then ${appointments.phonePlace} end,
        -- Confirming or cancelling changes the customer's calendar event: calendars apply the higher SEQUENCE.
        ics_sequence = ${appointments.icsSequence} + case when t.status <> c.status and t.status in ('confirmed', 'cancelled') then 1 else 0 end,
        updated_at = ${at}::timestamptz
      from target t, current_row c
      where ${appointments.id} = c.id
        -- The notice was written from the status read before: a change made meanwhile writes nothing.
        and c.status = ${found.status}
        and (t.status <> c.status or t.admin_notes <> c.admin_notes)
        and (not t.reactivating or exists (select 1 from free_seat))
      returning ${appointments.id} as id, ${appointments.status} as status, ${appointments.adminNotes} as admin_notes
    ),
    events as (
      -- One row per changed field, then what the customer was told; in that order, so the
      -- history reads "changed the status", then "told the customer".
      insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
      select c.id, ${actor}, change.action, change.from_value, change.to_value, ${at}::timestamptz
      from current_row c
      join updated u on u.id = c.id
      cross join lateral (
        values (1, 'status', c.status, u.status, true), (2, 'notes', c.admin_notes, u.admin_notes, true), (3, 'notified', null, ${told}::text, ${told !== null})
      ) as change(position, action, from_value, to_value, recorded)
      where change.recorded and change.from_value is distinct from change.to_value
      order by change.position
      returning id
    ),
    link as (
      insert into ${appointmentLinks} (token_hash, appointment_id, created_at)
      select ${notice.link?.tokenHash ?? null}, id, ${at}::timestamptz from updated where ${notice.link !== undefined}
    ),
    mail as (${storeEmailsAbout("updated", notice.emails, now)})
    select (select id from current_row) as found,
      (select status from current_row) as status,
      (select reactivating from target) as reactivating,
      (select id from updated) as updated,
      (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
  `)) as unknown as { rows: PatchOutcome[] };
  return result.rows[0] ?? { found: null, status: null, reactivating: null, updated: null, email_ids: null };
}

/** The 409 for a unique-index conflict of the seat or person indexes; undefined for anything else. */
function conflictOf(error: unknown): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === null) return undefined;
  return new ConflictError(constraint === "appointments_active_person" ? PERSON_ALREADY_BOOKED : SLOT_TAKEN_BY_ANOTHER);
}
