/**
 * "Waiting for you" on the dashboard: each screen's count of what waits (the route table's adminWaiting,
 * the same read and words as the admin frame's navigation), each a link to that screen filtered
 * to those rows. A new kind of waiting work joins by its screen's entry in
 * src/config/admin-navigation.ts, nothing here.
 */
import { useQuery } from "@tanstack/react-query";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { adminScreens, waitingText } from "@/config/admin-navigation";
import { adminWaiting } from "@/schemas/routes/admin";
import { cx } from "@/components/ui/cx";

const waitingQuery = apiQuery(apiUrl(adminWaiting));

export function WaitingPanel() {
  const waiting = useQuery(waitingQuery);
  const counted = adminScreens().flatMap((screen) => (screen.waiting ? [{ label: screen.label, ...screen.waiting }] : []));
  const total = waiting.data ? counted.reduce((sum, item) => sum + waiting.data[item.key], 0) : 0;
  return (
    <section
      aria-labelledby="waiting-heading"
      className="grid content-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="waiting-heading" className="text-lg font-bold text-brand-900">
        Waiting for you
      </h2>
      {waiting.isError ? (
        <p className="text-slate-700">We couldn't count what waits. Refresh the page to try again.</p>
      ) : !waiting.data ? (
        <p role="status" className="text-slate-700">
          Counting...
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {counted.map((item) => {
              const count = waiting.data[item.key];
              return (
                <li key={item.key}>
                  <a
                    href={item.href}
                    className={cx(
                      "flex min-h-12 items-center justify-between gap-3 rounded-xl border px-4 py-2 font-semibold hover:border-brand-500 hover:bg-brand-50",
                      count ? "border-accent-500 text-brand-900" : "border-slate-200 text-slate-700",
                    )}
                  >
                    {item.label}
                    <span className={cx("tabular-nums", count ? "text-accent-700" : "text-slate-600")}>{waitingText(count, item)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
          {total === 0 && <p className="text-slate-700">Nothing waits for the office right now.</p>}
        </>
      )}
    </section>
  );
}
