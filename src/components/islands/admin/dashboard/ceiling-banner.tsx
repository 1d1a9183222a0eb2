/**
 * The dashboard's banner while a site-wide limit is reached: which one, how many came past it,
 * what the site does until the hour (or day) ends, and where to raise it. The admins were
 * emailed once; the banner stays until the window passes. Nothing when no limit is reached.
 */
import { useQuery } from "@tanstack/react-query";
import { CEILING_RULES, countOf } from "@/core/site-ceilings";
import type { ReachedCeiling } from "@/schemas/site-ceilings";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminSiteCeilings } from "@/schemas/routes/admin";
import { formatTimeOfDay } from "../admin-time";

/** "10 booking requests an hour: 86 more came past it since 9:31 AM. Until 10:00 AM, ...". */
function lineOf({ key, ceiling, refused, reachedAt, until }: ReachedCeiling): string {
  const rule = CEILING_RULES[key];
  const end = rule.window === "hour" ? formatTimeOfDay(until) : "midnight";
  return `${countOf(key, ceiling)} ${rule.window === "hour" ? "an hour" : "a day"}: ${refused} more came past it since ${formatTimeOfDay(reachedAt)}. Until ${end}, ${rule.pastIt}.`;
}

export function CeilingBanner() {
  // No retry: the banner is news only when it loads; the rest of the dashboard does not wait for it.
  const record = useQuery({ ...apiQuery(apiUrl(adminSiteCeilings)), staleTime: 60_000, retry: false });
  const reached = record.data?.reached ?? [];
  if (reached.length === 0) return null;
  return (
    <section
      data-slot="ceiling-banner"
      role="alert"
      aria-labelledby="ceiling-banner-title"
      className="rounded-lg border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="ceiling-banner-title" className="text-lg font-bold">
        The site reached a site-wide limit
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {reached.map((ceiling) => (
          <li key={ceiling.key}>{lineOf(ceiling)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm">
        So many at once usually means a script, not customers; nothing is lost and you were emailed once. If it is real business, raise the
        limit in{" "}
        <a href="/admin/calendar-settings#ceilings-heading" className="font-semibold underline">
          Calendar settings
        </a>
        .
      </p>
    </section>
  );
}
