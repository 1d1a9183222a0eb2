/**
 * An admin's change to a visit (status, notes, estimator) in one statement, with an event per changed field,
 * so the history cannot miss a change. A status change the customer hears of raises the
 * invitation's SEQUENCE and stores the notice's manage link and emails in that same statement,
 * with an event saying what was sent. Restoring a cancelled visit takes the lowest free seat of
 * its slot (../seats.ts), as a booking does; a full slot writes nothing.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Told } from "@/core/visit-changes";
import type { Database } from "../client";
import { emailsById, storeEmailsAbout, type QueuedEmail } from "../emails/messages";
import { storeCustomerLink, type CustomerLinkRow } from "../jobs/customer-links";
import { linkTables, storeLinkSql } from "../private-links/links";
import { rowsOf } from "../rows";
import { appointments, teamMembers, type Appointment, type EmailMessage } from "../schema";
import { seatIsFree, seatNumbers, VISIT_SEATS } from "../seats";
import { recordEvents } from "./events";

/** The change: the fields an admin set (undefined: unchanged). */
export interface AppointmentFields {
  status?: string;
  adminNotes?: string;
  /** The team member going to the visit (checked by the caller); null: nobody. */
  estimatorId?: string | null;
  /** The home's year built; null: unknown. */
  yearBuilt?: number | null;
}

/** The team member's name for the id `id` (an expression), null for none. */
const nameOf = (id: SQL) => sql`(select m.name from ${teamMembers} m where m.id = ${id})`;

/** What the statement writes beside the change. */
export interface PatchWrite {
  actor: string;
  now: Date;
  /** Crews per slot now: the seats a restored visit may take. */
  crewsPerSlot: number;
  /** The manage link and emails of the notice the change sends (none: nobody is told). */
  announce: { link?: { tokenHash: string }; customerLink?: CustomerLinkRow; emails: readonly QueuedEmail[] };
  /** What the history records as sent to the customer; null records nothing. */
  told: Told | null;
}

/** What became of the patch: whether the visit exists, its status as read by the statement, and whether it changed. */
export interface PatchOutcome {
  found: boolean;
  /** The status the statement found (null when there is no such visit). */
  status: string | null;
  /** The change would restore a cancelled visit. */
  reactivating: boolean;
  /** The row changed; false when nothing changed, the status changed meanwhile, or a restored visit's slot was full. */
  updated: boolean;
  /** The stored emails of the notice (none when nothing changed). */
  emails: EmailMessage[];
}

/**
 * Applies `fields` to the visit `found` (as the caller read it), only if its status is still the
 * one read; see PatchOutcome.
 */
export async function patchAppointmentRow(
  db: Database,
  found: Pick<Appointment, "id" | "status">,
  fields: AppointmentFields,
  { actor, now, crewsPerSlot, announce, told }: PatchWrite,
): Promise<PatchOutcome> {
  const at = now.toISOString();
  const id = found.id;
  // All parts see the row as it was before the statement; `updated` is empty when nothing
  // changes, or when a reactivation finds the slot full.
  const [row] = rowsOf<{
    found: string | null;
    status: string | null;
    reactivating: boolean | null;
    updated: string | null;
    email_ids: (number | string)[] | null;
  }>(
    await db.execute(sql`
    with current_row as (
      select id, status, admin_notes, estimator_id, year_built, appointment_date, appointment_time from ${appointments} where id = ${id}
    ),
    target as (
      select coalesce(${fields.status ?? null}::text, status) as status,
        coalesce(${fields.adminNotes ?? null}::text, admin_notes) as admin_notes,
        case when ${fields.estimatorId !== undefined}::boolean then ${fields.estimatorId ?? null}::uuid else estimator_id end as estimator_id,
        -- null is a value here (unknown), so "not given" is told apart from it.
        case when ${fields.yearBuilt !== undefined}::boolean then ${fields.yearBuilt ?? null}::int else year_built end as year_built,
        (status = 'cancelled' and coalesce(${fields.status ?? null}::text, status) <> 'cancelled') as reactivating
      from current_row
    ),
    free_seat as (
      select free.seat_number from current_row c, target t, ${seatNumbers(crewsPerSlot)}
      where t.reactivating
        -- Seats above today's crew count (booked when there were more crews) still count as taken.
        and ${seatIsFree(VISIT_SEATS, { slot: [sql`c.appointment_date`, sql`c.appointment_time`], capacity: crewsPerSlot })}
      order by free.seat_number
      limit 1
    ),
    updated as (
      update ${appointments} set
        status = t.status,
        admin_notes = t.admin_notes,
        estimator_id = t.estimator_id,
        year_built = t.year_built,
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
        and (t.status <> c.status or t.admin_notes <> c.admin_notes or t.estimator_id is distinct from c.estimator_id or t.year_built is distinct from c.year_built)
        and (not t.reactivating or exists (select 1 from free_seat))
      returning ${appointments.id} as id, ${appointments.status} as status, ${appointments.adminNotes} as admin_notes,
        ${appointments.estimatorId} as estimator_id, ${appointments.yearBuilt} as year_built
    ),
    -- One event per changed field, then what the customer was told; in that order, so the
    -- history reads "changed the status", then "told the customer".
    events as (${recordEvents({
      from: sql`current_row c join updated u on u.id = c.id`,
      id: sql`c.id`,
      actor,
      at: now,
      changes: [
        { action: "status", from: sql`c.status`, to: sql`u.status` },
        { action: "notes", from: sql`c.admin_notes`, to: sql`u.admin_notes` },
        // By name, so the history reads as people do even after someone leaves the team.
        { action: "estimator", from: nameOf(sql`c.estimator_id`), to: nameOf(sql`u.estimator_id`) },
        { action: "yearBuilt", from: sql`c.year_built`, to: sql`u.year_built` },
        { action: "notified", from: null, to: told, when: told !== null },
      ],
    })}),
    link as (${storeLinkSql(linkTables.visit, "updated", announce.link?.tokenHash, now)}),
    my_link as (${storeCustomerLink("updated", announce.customerLink, now)}),
    mail as (${storeEmailsAbout("updated", announce.emails, now)})
    select (select id from current_row) as found,
      (select status from current_row) as status,
      (select reactivating from target) as reactivating,
      (select id from updated) as updated,
      (select coalesce(array_agg(mail.id), '{}') from mail) as email_ids
  `),
  );
  return {
    found: Boolean(row?.found),
    status: row?.status ?? null,
    reactivating: Boolean(row?.reactivating),
    updated: Boolean(row?.updated),
    emails: row?.updated ? await emailsById(db, row.email_ids ?? []) : [],
  };
}
