/**
 * The admin's marks on appointments and leads, as SQL so the lists can show and filter
 * them in one statement: spam (the bot check), over a per-person limit (the person holds
 * more upcoming visits than the cap, or sent more than the daily number of leads, e.g.
 * before the limits existed or after an admin lowered one), outside the service area.
 */
import { isNotNull, or, sql, type SQL } from "drizzle-orm";
import { LEAD_PERSON_WINDOW_MS, LEADS_PER_PERSON } from "@/core/limits";
import type { AbuseFlag, FlagFilter } from "@/schemas/admin";
import { appointments, leads } from "../db/schema";

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

/** True for an active visit whose person (same email or phone) holds more than `maxUpcoming` from today on. */
export function appointmentOverLimit({ today, maxUpcoming }: AppointmentFlagContext): SQL<boolean> {
  return sql<boolean>`(${appointments.status} in ('pending', 'confirmed') and ${appointments.appointmentDate} >= ${today} and (
    select count(*) from ${appointments} other
    where (other.email_key = ${outer("appointments", "email_key")} or other.phone_key = ${outer("appointments", "phone_key")})
      and other.status in ('pending', 'confirmed') and other.appointment_date >= ${today}
  ) > ${maxUpcoming})`;
}

/** True for a lead that was more than the daily number from its person (same email or phone) in the day before it. */
export function leadOverLimit(): SQL<boolean> {
  return sql<boolean>`(${leads.spamReason} is null and (
    select count(*) from ${leads} other
    where (other.email_key = ${outer("leads", "email_key")} or other.phone_key = ${outer("leads", "phone_key")}) and other.spam_reason is null
      and other.created_at <= ${outer("leads", "created_at")} and other.created_at > ${outer("leads", "created_at")} - ${`${LEAD_PERSON_WINDOW_MS / 1000} seconds`}::interval
  ) > ${LEADS_PER_PERSON})`;
}

/** The condition of a flag filter on appointments. */
export function appointmentFlagCondition(filter: FlagFilter, context: AppointmentFlagContext): SQL {
  const conditions: Record<AbuseFlag, SQL> = {
    spam: isNotNull(appointments.spamReason),
    "over-limit": appointmentOverLimit(context),
    "outside-service-area": sql`${appointments.outsideServiceArea}`,
  };
  return filter === "any" ? or(...Object.values(conditions))! : conditions[filter];
}

/** The condition of a flag filter on leads. */
export function leadFlagCondition(filter: FlagFilter): SQL {
  if (filter === "outside-service-area") return sql`false`;
  if (filter === "spam") return isNotNull(leads.spamReason);
  if (filter === "over-limit") return leadOverLimit();
  return or(isNotNull(leads.spamReason), leadOverLimit())!;
}

/** The flags of a row, from its columns and the computed over-limit mark. */
export function flagsOf(row: { spamReason: string | null; outsideServiceArea?: boolean; overLimit?: boolean }): AbuseFlag[] {
  const flags: AbuseFlag[] = [];
  if (row.spamReason) flags.push("spam");
  if (row.overLimit) flags.push("over-limit");
  if (row.outsideServiceArea) flags.push("outside-service-area");
  return flags;
}
