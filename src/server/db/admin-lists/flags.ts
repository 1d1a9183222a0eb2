/**
 * The admin's marks on appointments and leads, as SQL so the lists can show and filter
 * them in one statement: spam (the bot check), over a per-person limit (the person holds
 * more upcoming visits than the cap, or sent more than the daily number of leads, e.g.
 * before the limits existed or after an admin lowered one), outside the service area.
 *
 * A lead's over-limit mark never changes once written, so it is stored (leads.over_limit). An
 * appointment's depends on today and on the saved cap, so it is computed here, but only over
 * upcoming visits: the date index bounds it by the booking window, not by the years behind.
 */
import { isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { AbuseFlag, FlagFilter } from "@/schemas/admin/lists";
import { appointments, leads } from "../schema";

// The outer row's column, always qualified: in a one-table select list Drizzle writes column
// names bare, which inside the subquery would name the subquery's own row.
const outer = (table: "appointments" | "leads", column: string) => sql.raw(`"${table}"."${column}"`);

/** What "over the limit" of appointments is measured against. */
export interface AppointmentFlagContext {
  /** Today in Phoenix, YYYY-MM-DD: visits from today on count as upcoming. */
  today: string;
  /** The calendar setting maxUpcomingPerPerson. */
  maxUpcoming: number;
}

/**
 * True for an active visit whose person (same email or phone) holds more than `maxUpcoming` from
 * today on, counted for the row itself: the mark a list shows on the rows of its page (a few
 * index probes each, and only for upcoming visits). Filtering by the mark uses overLimitIds,
 * the same rule worked out once per statement (tests/admin/appointment-over-limit.test.ts).
 */
export function appointmentOverLimit({ today, maxUpcoming }: AppointmentFlagContext): SQL<boolean> {
  return sql<boolean>`(${appointments.status} in ('pending', 'confirmed') and ${appointments.appointmentDate} >= ${today} and (
    select count(*) from ${appointments} other
    where (other.email_key = ${outer("appointments", "email_key")} or other.phone_key = ${outer("appointments", "phone_key")})
      and other.status in ('pending', 'confirmed') and other.appointment_date >= ${today}
  ) > ${maxUpcoming})`;
}

/**
 * The ids of the visits appointmentOverLimit marks, as one uncorrelated subquery: Postgres works
 * it out once per statement over the upcoming visits alone (the booking window, through the date
 * index), and each row a filter looks at is then one hash lookup. Counted per row, a filter paid
 * two index probes for every upcoming row it passed over on its way to a page of marked ones.
 */
function overLimitIds({ today, maxUpcoming }: AppointmentFlagContext): SQL {
  // The visits a person holds are those sharing the email key or the phone key:
  // same email + same phone - same both (inclusion-exclusion). A visit without a phone key
  // (no digits) shares none by phone; the email key is never null (email is required).
  return sql`(select id from (
      select id, count(*) over (partition by email_key) + case when phone_key is null then 0
        else count(*) over (partition by phone_key) - count(*) over (partition by email_key, phone_key) end as held
      from ${appointments} where status in ('pending', 'confirmed') and appointment_date >= ${today}
    ) as upcoming where held > ${maxUpcoming})`;
}

/** The filter "over the limit": an upcoming active visit among overLimitIds. */
function overLimitCondition(context: AppointmentFlagContext): SQL {
  return sql`(${appointments.status} in ('pending', 'confirmed') and ${appointments.appointmentDate} >= ${context.today}
    and ${appointments.id} in ${overLimitIds(context)})`;
}

/** The condition of a flag filter on appointments. */
export function appointmentFlagCondition(filter: FlagFilter, context: AppointmentFlagContext): SQL {
  const conditions: Record<AbuseFlag, SQL> = {
    spam: isNotNull(appointments.spamReason),
    "over-limit": overLimitCondition(context),
    "outside-service-area": sql`${appointments.outsideServiceArea}`,
  };
  return filter === "any" ? or(...Object.values(conditions))! : conditions[filter];
}

/** The condition of a flag filter on leads. */
export function leadFlagCondition(filter: FlagFilter): SQL {
  if (filter === "outside-service-area") return sql`false`;
  if (filter === "spam") return isNotNull(leads.spamReason);
  // Set once when the lead was written (the trigger leads_over_limit in drizzle/0007), never counted here.
  if (filter === "over-limit") return sql`${leads.overLimit}`;
  return or(isNotNull(leads.spamReason), sql`${leads.overLimit}`)!;
}
