/** Scores: 100 less a fixed penalty per problem, and the site's mean. */
import { ERROR_PENALTY, WARNING_PENALTY } from "@/core/seo-audit/rules";
import type { SeoProblem } from "@/core/seo-audit/types";

/** A page's score, 0-100. */
export function scoreProblems(problems: readonly SeoProblem[]): number {
  const penalty = problems.reduce((sum, problem) => sum + (problem.severity === "error" ? ERROR_PENALTY : WARNING_PENALTY), 0);
  return Math.max(0, 100 - penalty);
}

/** The rounded mean of `scores`, or 100 when there are none. */
export function meanScore(scores: readonly number[]): number {
  if (scores.length === 0) return 100;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** `problems` with errors before warnings, otherwise in the order found. */
export function errorsFirst(problems: readonly SeoProblem[]): SeoProblem[] {
  return [...problems].sort((a, b) => Number(a.severity === "warning") - Number(b.severity === "warning"));
}
