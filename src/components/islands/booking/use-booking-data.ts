/**
 * The calendar's data: the saved settings and the slots already taken, read while a calendar
 * shows. Each is read once and shared by every calendar on the page (islands are separate React
 * roots); a failed read is tried once more, a second later (the rule for every read); the taken
 * slots are read again after a booking or a refusal (`refreshTakenSlots`); and once the last
 * calendar on the page has gone, the next one reads afresh.
 * A small store of its own rather than TanStack Query: the calendar is /estimate's first screen,
 * and the library was a tenth of that page's scripts (10 KB gzipped) for these two reads.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { apiGet, apiUrl } from "@/browser/api-request";
import { openingWeek, type TakenSeat } from "@/core/availability";
import type { CalendarSettings } from "@/core/calendar-settings";
import { appointments, calendar } from "@/schemas/routes/booking";

/** What a calendar knows of one read. */
export interface ReadState<T> {
  data?: T;
  /** The last read failed twice. */
  failed: boolean;
  /** A read is under way (the first, or a refresh). */
  fetching: boolean;
}

/** The wait before a failed read is tried again. */
const RETRY_DELAY_MS = 1000;

/** One read shared by the page's calendars. */
function sharedRead<T>(load: () => Promise<T>) {
  const empty: ReadState<T> = { failed: false, fetching: false };
  let state = empty;
  // Counts the forgettings: a read that answers after the last calendar has gone keeps nothing.
  let generation = 0;
  let inFlight: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const update = (next: Partial<ReadState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const tryTwice = () => load().catch(() => new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS)).then(load));

  const read = (): Promise<void> => {
    if (inFlight) return inFlight;
    const mine = generation;
    update({ fetching: true });
    const running: Promise<void> = tryTwice()
      .then(
        (data) => void (mine === generation && update({ data, failed: false, fetching: false })),
        () => void (mine === generation && update({ failed: true, fetching: false })),
      )
      .finally(() => {
        if (inFlight === running) inFlight = undefined;
      });
    inFlight = running;
    return running;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      generation++;
      inFlight = undefined;
      state = empty;
    };
  };
  return { read, subscribe, snapshot: () => state, serverSnapshot: () => empty };
}

const settingsRead = sharedRead(() => apiGet(apiUrl(calendar)));
const takenRead = sharedRead(() => apiGet(apiUrl(appointments)));

/** The page's read of `store`, started when `enabled` and nothing has been read yet (a read that failed twice is not tried again until the calendar is shown anew). */
function useSharedRead<T>(store: ReturnType<typeof sharedRead<T>>, enabled: boolean): ReadState<T> {
  const state = useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot);
  const needed = enabled && state.data === undefined && !state.fetching && !state.failed;
  useEffect(() => {
    if (needed) void store.read();
  }, [store, needed]);
  return state;
}

/** The saved calendar settings and closed days. */
export function useCalendarSettings() {
  return useSharedRead(settingsRead, true);
}

/** The slots already taken, read while `enabled` (the calendar shows). */
export function useTakenSlots(enabled: boolean) {
  return useSharedRead(takenRead, enabled);
}

/** Reads the taken slots again, for every calendar on the page: after a booking or a move, or when the time picked was taken meanwhile. */
export function refreshTakenSlots(): Promise<void> {
  return takenRead.read();
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
