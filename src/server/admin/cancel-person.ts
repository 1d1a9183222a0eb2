/**
 * Undoing abuse in one action: every upcoming visit of the person behind an appointment
 * (the same email or the same phone, as the per-person cap counts them) is cancelled in one
 * statement, with one history event each. The slots are free at once. No email goes to the
 * customer (the site sends none for an admin's change), and none to the admins who did it.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { appointmentEvents, appointments } from "../db/schema";
import { upcomingAt } from "../db/appointments";
import { NotFoundError } from "../http/errors";
import { APPOINTMENT_NOT_FOUND } from "./appointment-detail";

/** What the action did: how many visits it cancelled (0 when none was upcoming). */
export interface PersonCancellation {
  cancelled: number;
}

/** Cancels every upcoming visit of the person who booked appointment `id`; throws NotFoundError for an unknown id. */
export async function cancelPersonUpcoming(db: Database, id: string, { actor, now }: { actor: string; now: Date }): Promise<PersonCancellation> {
  const at = now.toISOString();
  // Both drivers answer execute() with { rows }.
  const result = (await db.execute(sql`
    with person as (
      select email_key, phone_key from ${appointments} where id = ${id}
    ),
    targets as (
      select ${appointments.id} as id, ${appointments.status} as status from ${appointments}, person
      where (${appointments.emailKey} = person.email_key or ${appointments.phoneKey} = person.phone_key) and ${upcomingAt(now)}
    ),
    cancelled as (
      update ${appointments} set status = 'cancelled', updated_at = ${at}::timestamptz
      from targets where ${appointments.id} = targets.id and ${appointments.status} in ('pending', 'confirmed')
      returning targets.id, targets.status
    ),
    events as (
      insert into ${appointmentEvents} (appointment_id, actor, action, from_value, to_value, created_at)
      select id, ${actor}, 'status', status, 'cancelled', ${at}::timestamptz from cancelled
      returning id
    )
    select (select count(*) from person)::int as found, (select count(*) from events)::int as cancelled
  `)) as unknown as { rows: { found: number; cancelled: number }[] };
  const row = result.rows[0];
  if (!row?.found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return { cancelled: row.cancelled };
}
