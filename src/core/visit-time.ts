/**
 * When a visit starts and ends, and the words emails use for them. Appointments store a Phoenix
 * calendar day and a slot label; Phoenix is UTC-7 all year (no daylight saving time), so every
 * conversion is fixed.
 */
import { formatDay } from "@/i18n/dates";
import { PHOENIX_UTC_OFFSET_MINUTES, phoenixDate, phoenixInstant } from "@/core/phoenix-time";
import { slotMinutes } from "@/core/calendar-settings";

/** A visit as stored: its Phoenix calendar day and slot label. */
export interface VisitSlot {
  appointmentDate: string;
  appointmentTime: string;
}

/** A visit with its length in minutes. */
type Scheduled = VisitSlot & { duration: number };

/** The instant the visit starts. Throws on a slot label that is not like "10:00 AM" (bookings only store real slots). */
export function appointmentStart(appointment: VisitSlot): Date {
  return phoenixInstant(appointment.appointmentDate, slotMinutes(appointment.appointmentTime));
}

/** The statuses of a visit still to come: a customer may move or cancel it (any other is cancelled, done or missed). */
const CANCELLABLE_STATUSES: ReadonlySet<string> = new Set(["pending", "confirmed"]);

/** True while the visit is pending or confirmed and has not started yet at `now`: its customer may still cancel or move it. */
export function isCancellable(appointment: VisitSlot & { status: string }, now: Date): boolean {
  return CANCELLABLE_STATUSES.has(appointment.status) && appointmentStart(appointment).getTime() > now.getTime();
}

/** The instant the visit ends, `duration` minutes after it starts. */
export function appointmentEnd(appointment: Scheduled): Date {
  return new Date(appointmentStart(appointment).getTime() + appointment.duration * 60_000);
}

/** The visit's day in words, e.g. "Tuesday, December 1, 2026". */
export function appointmentDay(appointment: Scheduled): string {
  return formatDay(appointment.appointmentDate, "en", true);
}

/** A length in minutes in words: "2 hours", "90 minutes", "1 hour". */
export function durationInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** A length in minutes before a noun: "2-hour", "90-minute". */
export function durationAsAdjective(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}-hour` : `${minutes}-minute`;
}

/** An instant in Phoenix time, e.g. "Tuesday, December 1, 2026 at 8:05 AM". */
export function phoenixDateTime(instant: Date): string {
  const wallClock = new Date(instant.getTime() + PHOENIX_UTC_OFFSET_MINUTES * 60_000);
  const hours = wallClock.getUTCHours();
  const minutes = String(wallClock.getUTCMinutes()).padStart(2, "0");
  return `${formatDay(phoenixDate(instant), "en", true)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
