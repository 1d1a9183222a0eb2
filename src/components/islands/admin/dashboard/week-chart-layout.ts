/**
 * The dashboard chart's numbers: bar geometry in SVG units and the sentence that
 * describes the chart to screen readers. Pure, so the chart component only draws.
 */
import type { DashboardWeek } from "@/schemas/admin/dashboard";
import { plural } from "../admin-format";
import { formatShortDay } from "../admin-time";

/** The drawing's size in SVG units (it scales to its box); left and bottom leave room for the axis labels. */
export const CHART = { width: 640, height: 260, left: 44, right: 8, top: 12, bottom: 36 } as const;

/** One week's two bars and its label, in SVG units. */
export interface WeekBars {
  weekStart: string;
  label: string;
  labelX: number;
  bookings: { x: number; y: number; height: number; value: number };
  leads: { x: number; y: number; height: number; value: number };
}

/** The chart's layout: bar width, gridline values with their y, and the bars. */
export interface ChartLayout {
  barWidth: number;
  ticks: { value: number; y: number }[];
  weeks: WeekBars[];
}

/** A whole step (1, 2, 5, 10, 20, 50...) giving about four gridlines up to `max`. */
export function tickStep(max: number): number {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.max(1, step);
}

/** Where every bar and gridline goes for `weeks`. */
export function chartLayout(weeks: DashboardWeek[]): ChartLayout {
  const max = Math.max(0, ...weeks.flatMap((week) => [week.bookings, week.leads]));
  const step = tickStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const groupWidth = plotWidth / Math.max(1, weeks.length);
  const barWidth = groupWidth * 0.32;
  const yOf = (value: number) => CHART.top + plotHeight - (value / top) * plotHeight;
  const bar = (x: number, value: number) => ({ x, y: yOf(value), height: (value / top) * plotHeight, value });

  return {
    barWidth,
    ticks: Array.from({ length: top / step + 1 }, (_, index) => ({ value: index * step, y: yOf(index * step) })),
    weeks: weeks.map((week, index) => {
      const groupX = CHART.left + index * groupWidth;
      return {
        weekStart: week.weekStart,
        label: formatShortDay(week.weekStart),
        labelX: groupX + groupWidth / 2,
        bookings: bar(groupX + groupWidth * 0.16, week.bookings),
        leads: bar(groupX + groupWidth * 0.52, week.leads),
      };
    }),
  };
}

/** One sentence that says what the chart shows, for its aria-label. */
export function chartSummary(weeks: DashboardWeek[]): string {
  if (weeks.length === 0) return "Bookings and leads per week: no data yet.";
  const first = weeks[0]!;
  const current = weeks[weeks.length - 1]!;
  const bookings = weeks.reduce((sum, week) => sum + week.bookings, 0);
  const leads = weeks.reduce((sum, week) => sum + week.leads, 0);
  const busiest = weeks.reduce((best, week) => (week.bookings > best.bookings ? week : best), first);
  const parts = [
    `Bookings and leads per week for the last ${plural(weeks.length, "week")}, starting ${formatShortDay(first.weekStart)}:`,
    `${plural(bookings, "booking")} and ${plural(leads, "lead")} in total.`,
    `This week so far: ${plural(current.bookings, "booking")} and ${plural(current.leads, "lead")}.`,
  ];
  if (busiest.bookings > 0) parts.push(`Most bookings: the week of ${formatShortDay(busiest.weekStart)}, with ${busiest.bookings}.`);
  return parts.join(" ");
}
