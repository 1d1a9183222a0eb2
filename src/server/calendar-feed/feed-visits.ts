/** The visits the admins' feed lists: every one not cancelled, from 30 days ago on, soonest first. */
import { and, gte, ne } from "drizzle-orm";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { soonestFirst } from "../db/appointments";
import type { Database } from "../db/client";
import { appointments, type Appointment } from "../db/schema";

/** How many days back the feed reaches. */
export const FEED_PAST_DAYS = 30;

/** Upcoming visits and those of the last 30 days (Phoenix days), cancelled ones left out. */
export async function listFeedVisits(db: Database, now: Date): Promise<Appointment[]> {
  const from = addDays(phoenixDate(now), -FEED_PAST_DAYS);
  return db
    .select()
    .from(appointments)
    .where(and(ne(appointments.status, "cancelled"), gte(appointments.appointmentDate, from)))
    .orderBy(...soonestFirst);
}
