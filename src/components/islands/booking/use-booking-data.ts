/** The calendar's data: saved settings and the slots already taken (read only while the calendar shows). */
import { useQuery } from "@tanstack/react-query";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { appointments, calendar } from "@/schemas/routes/booking";

const calendarQuery = apiQuery(apiUrl(calendar));
const takenQuery = apiQuery(apiUrl(appointments));

export const CALENDAR_KEY = calendarQuery.queryKey;
export const APPOINTMENTS_KEY = takenQuery.queryKey;

export function useCalendarSettings() {
  return useQuery(calendarQuery);
}

export function useTakenSlots(enabled: boolean) {
  return useQuery({ ...takenQuery, enabled });
}
