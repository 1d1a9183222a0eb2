/**
 * /admin/today: one day's visits in time order, for the estimator on the road, and its installs
 * with every opening the crew installs. The day starts
 * as today in Phoenix (or ?date=YYYY-MM-DD), and moves with Previous / Today / Next or the date
 * field; the address keeps the day, so a reload or a shared link shows the same one. One request
 * a day: the list carries each visit's texts summary, which says who can get "On my way".
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { Role } from "@/core/roles";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import type { AdminPage } from "@/schemas/admin/lists";
import { addDays, isRealDate, phoenixDate } from "@/core/phoenix-time";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { dayVisitsUrl } from "../admin-api";
import { plural } from "../admin-format";
import { formatDay } from "../admin-time";
import { currentSearch } from "../list-filters";
import { DayInstalls } from "./day-installs";
import { DayVisitCard } from "./day-visit-card";

// The calendar link (and the permission table that says who sees it here) loads after the day.
const DayFeed = lazy(() => import("./day-feed").then((module) => ({ default: module.DayFeed })));

/** The day a page address asks for (?date=), else today in Phoenix as of `now`. */
export function dayFrom(search: string, now: Date): string {
  const asked = new URLSearchParams(search).get("date") ?? "";
  return isRealDate(asked) ? asked : phoenixDate(now);
}

/** Keeps the shown day in the address without adding a history entry per click. */
function rememberDay(date: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set("date", date);
  window.history.replaceState(window.history.state, "", url);
}

function summaryText(page: AdminPage<AdminAppointment> | undefined, isError: boolean, date: string): string {
  if (isError) return "We couldn't load this day's visits. Refresh the page to try again.";
  if (!page) return "Loading the day's visits...";
  const cancelled = page.items.filter((visit) => visit.status === "cancelled").length;
  const active = page.items.length - cancelled;
  const day = formatDay(date);
  if (page.items.length === 0) return `No visits on ${day}.`;
  return `${plural(active, "visit")} on ${day}${cancelled ? ` (and ${cancelled} cancelled, listed last)` : ""}.`;
}

function DayNav({ date, today, onDay }: { date: string; today: string; onDay: (date: string) => void }) {
  // On a phone the three buttons share one thumb-sized row ("Previous", "Next"), the date field the next.
  const wide = "sr-only sm:not-sr-only";
  return (
    <nav aria-label="Choose a day" className="grid gap-2 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid grid-cols-3 gap-2 sm:flex">
        <Button variant="outline" className="h-11 px-2 sm:px-4" onClick={() => onDay(addDays(date, -1))}>
          <span aria-hidden="true">←</span>
          <span>
            Previous<span className={wide}> day</span>
          </span>
        </Button>
        <Button variant="outline" className="h-11 px-2 sm:px-4" disabled={date === today} onClick={() => onDay(today)}>
          Today
        </Button>
        <Button variant="outline" className="h-11 px-2 sm:px-4" onClick={() => onDay(addDays(date, 1))}>
          <span>
            Next<span className={wide}> day</span>
          </span>
          <span aria-hidden="true">→</span>
        </Button>
      </div>
      <label className="grid gap-1 text-sm font-semibold text-slate-800">
        Date
        <Input
          type="date"
          className="sm:w-44"
          value={date}
          onChange={(event) => isRealDate(event.target.value) && onDay(event.target.value)}
        />
      </label>
    </nav>
  );
}

function DayScreen({ role }: { role: Role | null }) {
  const [today] = useState(() => phoenixDate(new Date()));
  const [date, setDate] = useState(() => dayFrom(currentSearch(), new Date()));
  const list = useQuery<AdminPage<AdminAppointment>>({ queryKey: [dayVisitsUrl(date)] });
  const page = list.data;
  const showDay = (next: string) => {
    setDate(next);
    rememberDay(next);
  };
  return (
    <div className="grid gap-4">
      <DayNav date={date} today={today} onDay={showDay} />
      <h2 className="text-xl font-bold text-brand-900">
        {formatDay(date)}
        {date === today && <span className="ml-2 text-base font-semibold text-slate-700">(today)</span>}
      </h2>
      <p role="status" aria-live="polite" className="font-semibold text-slate-800">
        {summaryText(page, list.isError, date)}
      </p>
      {page && page.items.length > 0 && (
        <ol className="grid gap-3 lg:grid-cols-2">
          {page.items.map((visit) => (
            <li key={visit.id} className="grid">
              <DayVisitCard visit={visit} textsConfigured={Boolean(page.textsConfigured)} />
            </li>
          ))}
        </ol>
      )}
      <DayInstalls date={date} />
      {page && page.total > page.items.length && (
        <p className="text-sm text-slate-700">
          More visits than fit here:{" "}
          <a href={`/admin/appointments?from=${date}&to=${date}`} className="font-semibold text-brand-700 underline">
            see them all on Appointments
          </a>
          .
        </p>
      )}
      <Suspense fallback={null}>
        <DayFeed role={role} />
      </Suspense>
    </div>
  );
}

/** The /admin/today island. */
export function DayView({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {(user) => <DayScreen role={user.role} />}
      </RouteGuard>
    </QueryProvider>
  );
}
