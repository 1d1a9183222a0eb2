/** What the calendar knows of a slot: which are taken, and how many hold a seat. */
import { and, asc, between, eq, gte, sql } from "drizzle-orm";
import type { PublicAppointment } from "@/schemas/appointment";
import type { Database } from "../client";
import { appointments, type Appointment } from "../schema";
import { active } from "./person";

/** Active appointments between two Phoenix days (inclusive), with nothing personal in them. */
export async function listActiveSlots(db: Database, from: string, to: string): Promise<PublicAppointment[]> {
  const rows = await db
    .select({ appointmentDate: appointments.appointmentDate, appointmentTime: appointments.appointmentTime, status: appointments.status })
    .from(appointments)
    .where(and(active, between(appointments.appointmentDate, from, to)))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows as PublicAppointment[];
}

/** How many active appointments hold seats in a slot. */
export async function countActiveInSlot(db: Database, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(active, eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time)));
  return row?.count ?? 0;
}

/** The active appointments from `day` on (Phoenix), in no order: what new calendar settings are checked against. */
export function listActiveFrom(db: Database, day: string): Promise<Appointment[]> {
  return db
    .select()
    .from(appointments)
    .where(and(active, gte(appointments.appointmentDate, day)));
}
