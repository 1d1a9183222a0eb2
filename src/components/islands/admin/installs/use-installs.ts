/**
 * The installs calendar's state and read: the range shown (two weeks from a Sunday, moved a
 * range at a time or back to this week), the crew filter (kept in the address), and the
 * crews' days over the range.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { adminInstalls } from "@/schemas/routes/jobs";
import { crewFrom, rangeFor, WEEKS_SHOWN } from "./installs-layout";

export function useInstalls() {
  const today = phoenixDate(new Date());
  const [anchor, setAnchor] = useState(today);
  const [crew, setCrew] = useState<number | undefined>(() => crewFrom(typeof window === "undefined" ? "" : window.location.search));
  const range = rangeFor(anchor);
  const calendar = useQuery({
    ...apiQuery(apiUrl(adminInstalls, { query: { ...range, crew } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const chooseCrew = (next: number | undefined) => {
    setCrew(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set("crew", String(next));
    else url.searchParams.delete("crew");
    window.history.replaceState(null, "", url);
  };
  return {
    today,
    range,
    crew,
    chooseCrew,
    calendar,
    earlier: () => setAnchor(addDays(range.from, -7 * WEEKS_SHOWN)),
    later: () => setAnchor(addDays(range.from, 7 * WEEKS_SHOWN)),
    thisWeek: () => setAnchor(today),
  };
}
