/**
 * /admin/jobs: every job after the signature by stage. At desktop width the path's seven columns
 * side by side, then on hold and cancelled; on a phone a stage filter and that stage's cards in
 * one column. Each card opens the job's page; each column reads more cards on demand. A link
 * with ?flag= lists only the jobs waiting too long for that reason.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Select } from "@/components/ui/field";
import { isJobStage, type JobStage } from "@/core/job-stages";
import type { AdminJob } from "@/schemas/job";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { BOARD_COLUMNS, columnHeading, FLAG_LABELS, jobCard, openJobsText, SET_ASIDE, stageOptions } from "./job-board";
import { useBoardState, useJobColumn, type ColumnFilter } from "./use-job-board";

function Card({ job }: { job: AdminJob }) {
  const card = jobCard(job);
  return (
    <li data-job={card.title} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm lg:p-2">
      <a
        href={card.href}
        className="font-bold text-brand-800 underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
      >
        {card.title}
      </a>
      <p className="font-semibold break-words text-slate-900">{card.customer}</p>
      {/* The town and the total each hold together; a narrow column puts the total on a line of its own. */}
      <p className="text-sm text-slate-700">
        {card.town && (
          <>
            <span className="whitespace-nowrap">{card.town}</span> ·{" "}
          </>
        )}
        <span className="whitespace-nowrap tabular-nums">{card.total}</span>
      </p>
      {card.nextDate && <p className="mt-1 text-sm text-slate-800">{card.nextDate}</p>}
      {card.flags.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Waiting too long">
          {card.flags.map((flag) => (
            <li key={flag} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {flag}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** One column: its heading with the count, its cards, and "More" while there are more. */
function Column({ filter, heading, className }: { filter: ColumnFilter; heading: string; className?: string }) {
  const headingId = useId();
  const column = useJobColumn(filter);
  return (
    <section
      aria-labelledby={headingId}
      data-column={"stage" in filter ? filter.stage : filter.flag}
      className={cx("flex min-w-0 flex-col gap-2 rounded-2xl bg-slate-100 p-2 lg:p-1.5", className)}
    >
      <h2 id={headingId} className="px-1 text-base font-bold text-brand-900">
        {heading}
      </h2>
      {column.failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          We couldn't load these jobs. Refresh the page to try again.
        </p>
      ) : column.loading ? (
        <p role="status" className="animate-pulse px-1 text-sm text-slate-600">
          Loading...
        </p>
      ) : column.jobs.length === 0 ? (
        <p className="px-1 text-sm text-slate-600">No jobs.</p>
      ) : (
        <ul className="grid gap-2">
          {column.jobs.map((job) => (
            <Card key={job.id} job={job} />
          ))}
        </ul>
      )}
      {column.hasMore && (
        <Button variant="outline" size="sm" disabled={column.loadingMore} onClick={column.more}>
          {column.loadingMore ? "Loading..." : "More"}
        </Button>
      )}
    </section>
  );
}

function Board() {
  const { stage, choose, flag } = useBoardState();
  const counts = useJobColumn({ stage: "signed" }).counts;
  const filterId = useId();
  if (flag) {
    return (
      <div className="grid gap-4">
        <p>
          <a href="/admin/jobs" className="font-semibold text-brand-700 underline">
            All jobs by stage
          </a>
        </p>
        <Column filter={{ flag }} heading={`Waiting too long: ${FLAG_LABELS[flag]}`} className="max-w-xl" />
      </div>
    );
  }
  // On a phone only the chosen stage shows; at desktop width every column does.
  const shown = (column: JobStage) => (column === stage ? "flex" : "hidden lg:flex");
  return (
    <div className="grid gap-4">
      <p role="status" className="text-slate-700">
        {openJobsText(counts)}
      </p>
      <div className="grid gap-1 lg:hidden">
        <label htmlFor={filterId} className="font-semibold">
          Stage
        </label>
        <Select id={filterId} value={stage} onChange={(event) => isJobStage(event.target.value) && choose(event.target.value)}>
          {stageOptions(counts).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      {/* At desktop width the seven columns keep a card's width (a name on one or two lines): all
          seven fit beside the admin's sidebar from 1280 px, Completed included, and below that
          they scroll sideways inside their own box, which takes focus so a keyboard can scroll it. */}
      <div
        role="region"
        aria-label="The board's columns"
        tabIndex={0}
        className="grid gap-3 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none lg:grid-cols-[repeat(7,minmax(8rem,1fr))] lg:overflow-x-auto lg:pb-2"
      >
        {BOARD_COLUMNS.map((column) => (
          <Column key={column} filter={{ stage: column }} heading={columnHeading(column, counts)} className={shown(column)} />
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-7">
        <h2 className="sr-only lg:not-sr-only lg:col-span-7 lg:text-lg lg:font-bold lg:text-brand-900">Set aside</h2>
        {SET_ASIDE.map((column) => (
          <Column
            key={column}
            filter={{ stage: column }}
            heading={columnHeading(column, counts)}
            className={cx(shown(column), "lg:col-span-2")}
          />
        ))}
      </div>
    </div>
  );
}

/** The /admin/jobs island. */
export function JobsBoard({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Board />}
      </RouteGuard>
    </QueryProvider>
  );
}
