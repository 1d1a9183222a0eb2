/**
 * The money panel's weekly chart: each week's bar height as a share of the tallest week, its
 * label, and the sentence that sums the chart up for screen readers. Pure, so the panel only draws.
 */
import type { CollectedWeek } from "@/schemas/admin/money-panel";
import { formatCents } from "@/i18n/money";
import { formatShortDay } from "../admin-time";

/** One week's bar: its height in percent of the chart's (0 for none), label and amount. */
export interface CollectedBar {
  weekStart: string;
  label: string;
  amount: string;
  percent: number;
}

/** The bars of `weeks`, the tallest reaching the top. */
export function collectedBars(weeks: readonly CollectedWeek[]): CollectedBar[] {
  const most = Math.max(0, ...weeks.map((week) => week.collectedCents));
  return weeks.map((week) => ({
    weekStart: week.weekStart,
    label: formatShortDay(week.weekStart),
    amount: formatCents(week.collectedCents, "en"),
    percent: most > 0 ? (Math.max(0, week.collectedCents) / most) * 100 : 0,
  }));
}

/** One sentence for the chart's label: the weeks, the total, this week, and the best week. */
export function collectedSummary(weeks: readonly CollectedWeek[]): string {
  if (!weeks.length) return "Money collected per week: no weeks yet.";
  const total = weeks.reduce((sum, week) => sum + week.collectedCents, 0);
  const current = weeks[weeks.length - 1]!;
  const best = weeks.reduce((top, week) => (week.collectedCents > top.collectedCents ? week : top), weeks[0]!);
  const parts = [
    `Money collected per week for the last ${weeks.length} weeks, starting ${formatShortDay(weeks[0]!.weekStart)}: ${formatCents(total, "en")} in all.`,
    `This week so far: ${formatCents(current.collectedCents, "en")}.`,
  ];
  if (best.collectedCents > 0) parts.push(`Best week: ${formatShortDay(best.weekStart)}, with ${formatCents(best.collectedCents, "en")}.`);
  return parts.join(" ");
}
