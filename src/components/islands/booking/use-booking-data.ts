/** The calendar's data: saved settings and the slots already taken (read only while the calendar shows), and the week it shows. */
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { openingWeek, type TakenSeat } from "@/core/availability";
import type { CalendarSettings } from "@/core/calendar-settings";
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

/**
 * The week the full calendar shows, and the setter its arrows call: the week the visitor moved
 * to, else the first with a day to pick (src/core/availability.ts `openingWeek`), worked out
 * again as the taken seats come in.
 */
export function useShownWeek(settings: CalendarSettings | undefined, taken: TakenSeat[] | undefined) {
  const [chosen, setChosen] = useState<number>();
  const opening = useMemo(() => (settings ? openingWeek(settings, taken ?? [], new Date()) : 0), [settings, taken]);
  return [chosen ?? opening, setChosen] as const;
}
