/**
 * An admin's change to an appointment (status, notes), written in one statement together
 * with an event per changed field, so the history cannot miss a change. Moving a cancelled
 * appointment back to an active status takes the lowest free seat of its slot in the same
 * statement (as a booking does); when the slot already holds as many active appointments as
 * there are crews, or another request takes that seat at the same instant, nothing is
 * written and the admin gets a 409.
 */
import { eq, sql } from "drizzle-orm";
import type { AdminAppointment, AppointmentPatch } from "@/schemas/admin";
import type { Database } from "../db/client";
import { appointmentEvents, appointments } from "../db/schema";
import { ConflictError, NotFoundError } from "../http/errors";
import { APPOINTMENT_NOT_FOUND } from "./appointment-detail";
import { toAdminAppointment } from "./views";

/** The 409 message when a reactivated appointment's slot is full. */
export const SLOT_TAKEN_BY_ANOTHER = "That slot is already taken by another appointment.";

/** The 409 message when the same person already holds another active appointment in the slot. */
export const PERSON_ALREADY_BOOKED = "This person already has another active appointment in that slot.";

/** Who changes what, when, and how many crews a slot has now (the seats a reactivation may take). */
export interface PatchContext {
  actor: string;
  now: Date;
  crewsPerSlot: number;
}

interface PatchOutcome {
  found: string | null;
  reactivating: boolean | null;
  updated: string | null;
}

/** Applies the patch and records its events; returns the appointment as it now is. */
export async function patchAppointment(db: Database, id: string, patch: AppointmentPatch, context: PatchContext): Promise<AdminAppointment> {
  const outcome = await runPatch(db, id, patch, context).catch((error: unknown) => {
    throw conflictOf(error) ?? error;
  });
  if (!outcome.found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  if (!outcome.updated && outcome.reactivating) throw new ConflictError(SLOT_TAKEN_BY_ANOTHER);
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return toAdminAppointment(row);
}

async function runPatch(db: Database, id: string, patch: AppointmentPatch, { actor, now, crewsPerSlot }: PatchContext): Promise<PatchOutcome> {
  const at = now.toISOString();
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
        updated_at = ${at}::timestamptz
      from target t, current_row c
      where ${appointments.id} = c.id
        and (t.status <> c.status or t.admin_notes <> c.admin_notes)
        and (not t.reactivating or exists (select 1 from free_seat))
      returning ${appointments.id} as id, ${appointments.status} as status, ${appointments.adminNotes} as admin_notes
    ),
    events as (
      insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
      select c.id, ${actor}, change.action, change.from_value, change.to_value, ${at}::timestamptz
      from current_row c
      join updated u on u.id = c.id
      cross join lateral (values ('status', c.status, u.status), ('notes', c.admin_notes, u.admin_notes)) as change(action, from_value, to_value)
      where change.from_value <> change.to_value
      returning id
    )
    select (select id from current_row) as found,
      (select reactivating from target) as reactivating,
      (select id from updated) as updated
  `)) as unknown as { rows: PatchOutcome[] };
  return result.rows[0] ?? { found: null, reactivating: null, updated: null };
}

/** The 409 for a unique-index conflict of the seat or person indexes; undefined for anything else. */
function conflictOf(error: unknown): ConflictError | undefined {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== "23505") return undefined;
  return new ConflictError(cause.constraint === "appointments_active_person" ? PERSON_ALREADY_BOOKED : SLOT_TAKEN_BY_ANOTHER);
}
