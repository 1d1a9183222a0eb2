/**
 * Which existing appointments new calendar settings would no longer allow: a pure function
 * of the settings, the future active appointments and the current instant. Admins see the
 * list before saving; saving never changes an appointment.
 */
import { SLOT_LABEL, slotMinutes, type CalendarSettings } from "@/core/calendar-settings";
import { phoenixInstant } from "@/core/phoenix-time";
import { availability } from "@/core/availability";

/** Why saved calendar settings would no longer allow an existing appointment. */
export type AffectedReason = "closed-weekday" | "holiday" | "blocked-date" | "slot-removed" | "slot-unavailable" | "over-capacity";

/** What the check needs of an appointment; callers pass their own richer rows through. */
export interface ScheduledAppointment {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  /** Booking order decides who keeps a crew when a slot holds more than the new crews per slot. */
  createdAt: Date | string;
}

/** One appointment the settings would no longer allow. */
export interface Affected<A extends ScheduledAppointment> {
  appointment: A;
  reason: AffectedReason;
}

/**
 * The appointments among `upcoming` (active ones; any that already started are skipped)
 * that `settings` would no longer allow, in date and time order: on a closed weekday or a
 * closed day (weekday, holiday, day off), in a slot that is gone or never bookable, or booked after the slot's
 * first `crewsPerSlot` appointments. Booking-window rules (lead time, weeks ahead) only
 * govern new bookings, so they are not applied here.
 */
export function affectedAppointments<A extends ScheduledAppointment>(
  settings: CalendarSettings,
  upcoming: readonly A[],
  now: Date,
): Affected<A>[] {
  const future = upcoming.filter((appointment) => startOf(appointment) > now.getTime()).sort(byBookingOrder);
  const affected: Affected<A>[] = [];
  const keptPerSlot = new Map<string, number>();
  for (const appointment of future) {
    const reason = ruleBreak(settings, appointment);
    if (reason) {
      affected.push({ appointment, reason });
      continue;
    }
    const slot = `${appointment.appointmentDate} ${appointment.appointmentTime}`;
    const kept = (keptPerSlot.get(slot) ?? 0) + 1;
    keptPerSlot.set(slot, kept);
    if (kept > settings.crewsPerSlot) affected.push({ appointment, reason: "over-capacity" });
  }
  return affected.sort((a, b) => byStart(a.appointment, b.appointment));
}

/** The day and slot rules an appointment breaks, judged as the booking calendar judges them. */
function ruleBreak(settings: CalendarSettings, appointment: ScheduledAppointment): AffectedReason | undefined {
  const { appointmentDate: date, appointmentTime: time } = appointment;
  // Judged as if the day were today, so the booking window (past, weeks ahead) does not
  // hide the day's own rules: only closed days (weekdays, holidays, days off) remain as day reasons.
  const [day] = availability(settings, [], [date], phoenixInstant(date, 0));
  if (day!.reason === "closed") return "closed-weekday";
  if (day!.reason === "holiday") return "holiday";
  if (day!.reason === "blocked") return "blocked-date";
  const slot = day!.slots.find((entry) => entry.time === time);
  if (!slot) return "slot-removed";
  if (slot.reason === "unavailable") return "slot-unavailable";
  return undefined;
}

/** The instant the appointment starts; an unreadable slot label counts as the start of its day. */
function startOf(appointment: ScheduledAppointment): number {
  const minutes = SLOT_LABEL.test(appointment.appointmentTime) ? slotMinutes(appointment.appointmentTime) : 0;
  return phoenixInstant(appointment.appointmentDate, minutes).getTime();
}

function byStart(a: ScheduledAppointment, b: ScheduledAppointment): number {
  return startOf(a) - startOf(b) || byBookingOrder(a, b);
}

function byBookingOrder(a: ScheduledAppointment, b: ScheduledAppointment): number {
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() || a.id.localeCompare(b.id);
}
