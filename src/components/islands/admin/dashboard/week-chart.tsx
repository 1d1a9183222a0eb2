/**
 * Bookings and leads per week as a hand-drawn bar chart. The SVG is one image to
 * assistive technology (its label sums it up); the numbers themselves are in a visually
 * hidden table right after it. Axis labels are HTML laid over the drawing, so they keep
 * a readable size however small the chart is drawn on a phone.
 */
import type { DashboardWeek } from "@/schemas/admin/dashboard";
import { formatDay } from "../admin-time";
import { chartLayout, chartSummary, CHART } from "./week-chart-layout";

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export function WeekChart({ weeks }: { weeks: DashboardWeek[] }) {
  const layout = chartLayout(weeks);
  const axisLabel = "absolute text-[11px] leading-none text-slate-700 sm:text-xs";
  return (
    <figure data-slot="week-chart" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-lg font-bold text-brand-900">Bookings and leads per week</span>
        <span className="flex gap-4 text-sm text-slate-700" aria-hidden="true">
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand-700" /> Bookings
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-accent-500" /> Leads
          </span>
        </span>
      </figcaption>
      <div className="relative mt-4">
        <svg role="img" aria-label={chartSummary(weeks)} viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="block h-auto w-full">
          {layout.ticks.map((tick) => (
            <line key={tick.value} x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
          ))}
          {layout.weeks.map((week) => (
            <g key={week.weekStart}>
              <rect
                x={week.bookings.x}
                y={week.bookings.y}
                width={layout.barWidth}
                height={week.bookings.height}
                rx={2}
                className="fill-brand-700"
              />
              <rect
                x={week.leads.x}
                y={week.leads.y}
                width={layout.barWidth}
                height={week.leads.height}
                rx={2}
                className="fill-accent-500"
              />
            </g>
          ))}
        </svg>
        <div aria-hidden="true">
          {layout.ticks.map((tick) => (
            <span
              key={tick.value}
              className={`${axisLabel} -translate-y-1/2 text-right`}
              style={{ top: percent(tick.y, CHART.height), left: 0, width: percent(CHART.left - 6, CHART.width) }}
            >
              {tick.value}
            </span>
          ))}
          {layout.weeks.map((week, index) => (
            <span
              key={week.weekStart}
              // Phones label every other week, counting back from the current one, so labels never touch.
              className={`${axisLabel} -translate-x-1/2 whitespace-nowrap ${(layout.weeks.length - 1 - index) % 2 ? "max-sm:hidden" : ""}`}
              style={{ left: percent(week.labelX, CHART.width), bottom: 2 }}
            >
              {week.label}
            </span>
          ))}
        </div>
      </div>
      <table className="sr-only">
        <caption>Bookings and leads per week</caption>
        <thead>
          <tr>
            <th scope="col">Week starting</th>
            <th scope="col">Bookings</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row">{formatDay(week.weekStart)}</th>
              <td>{week.bookings}</td>
              <td>{week.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
