/** The calendar's data: saved settings and the slots already taken (read only while the calendar shows). */
import { useQuery } from "@tanstack/react-query";
import type { PublicAppointment } from "@/schemas/appointment";
import type { CalendarSettings } from "@/core/calendar-settings";

export const CALENDAR_KEY = ["/api/calendar"] as const;
export const APPOINTMENTS_KEY = ["/api/appointments"] as const;

export function useCalendarSettings() {
  return useQuery<{ settings: CalendarSettings }>({ queryKey: CALENDAR_KEY });
}

export function useTakenSlots(enabled: boolean) {
  return useQuery<PublicAppointment[]>({ queryKey: APPOINTMENTS_KEY, enabled });
}
