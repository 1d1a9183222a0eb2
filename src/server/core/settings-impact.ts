/**
 * Which booked appointments new calendar settings would no longer allow: a pure function
 * of the settings, the appointments and the current instant. Admins see the list before
 * they save; saving never changes an appointment.
 */
import { SLOT_LABEL, slotMinutes, type CalendarSettings } from "@/schemas/calendar-settings";
import { phoenixDate, phoenixInstant, weekday } from "@/lib/phoenix-time";

/** What the check needs of an appointment. */
export interface BookedAppointment {
  id: string;
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: string;
  /** Slot label, e.g. "10:00 AM". */
  appointmentTime: string;
  status: string;
  /** When it was booked (ISO); the latest bookings of an overfull slot are the ones beyond capacity. */
  createdAt: string;
}

/** Why the new settings no longer allow an appointment. */
export type ImpactReason = "closed-weekday" | "blocked-date" | "slot-removed" | "slot-unavailable" | "over-capacity";

/** An appointment the new settings no longer allow, and the first reason why. */
export interface Impact<T extends BookedAppointment> {
  appointment: T;
  reason: ImpactReason;
}

/**
 * The future, not cancelled appointments that `settings` would not allow, in the order
 * given: on a closed weekday or blocked date, in a slot removed or marked always
 * unavailable, or booked after the slot's first `crewsPerSlot` appointments.
 */
export function settingsImpact<T extends BookedAppointment>(settings: CalendarSettings, booked: T[], now: Date): Impact<T>[] {
  const upcoming = booked.filter((appointment) => appointment.status !== "cancelled" && isFuture(appointment, now));
  const overCapacity = beyondCapacity(upcoming, settings.crewsPerSlot);
  const slots = new Map(settings.slots.map((slot) => [slot.label, slot]));
  const impacts: Impact<T>[] = [];
  for (const appointment of upcoming) {
    const slot = slots.get(appointment.appointmentTime);
    const reason: ImpactReason | undefined = settings.closedWeekdays.includes(weekday(appointment.appointmentDate))
      ? "closed-weekday"
      : settings.blockedDates.includes(appointment.appointmentDate)
        ? "blocked-date"
        : !slot
          ? "slot-removed"
          : slot.alwaysUnavailable
            ? "slot-unavailable"
            : overCapacity.has(appointment)
              ? "over-capacity"
              : undefined;
    if (reason) impacts.push({ appointment, reason });
  }
  return impacts;
}

/** True when the appointment starts after `now` (a label that is not a time counts from its day). */
function isFuture(appointment: BookedAppointment, now: Date): boolean {
  if (!SLOT_LABEL.test(appointment.appointmentTime)) return appointment.appointmentDate > phoenixDate(now);
  return phoenixInstant(appointment.appointmentDate, slotMinutes(appointment.appointmentTime)).getTime() > now.getTime();
}

/** The appointments booked after their slot's first `capacity`. */
function beyondCapacity<T extends BookedAppointment>(upcoming: T[], capacity: number): Set<T> {
  const bySlot = new Map<string, T[]>();
  for (const appointment of upcoming) {
    const key = `${appointment.appointmentDate} ${appointment.appointmentTime}`;
    bySlot.set(key, [...(bySlot.get(key) ?? []), appointment]);
  }
  const beyond = new Set<T>();
  for (const inSlot of bySlot.values()) {
    const firstBooked = [...inSlot].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const appointment of firstBooked.slice(capacity)) beyond.add(appointment);
  }
  return beyond;
}
