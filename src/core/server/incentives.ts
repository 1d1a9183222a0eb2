/**
 * Incentives (rebates, tax credits) are dated facts: each has an amount, a source and the
 * last day it applies. This module decides which are in force on a given day; the day is an
 * argument, so the rule is the same at build time and in tests.
 */
import { phoenixDate } from "../phoenix-time";

/** A rebate or tax credit as the content files state it. */
export interface IncentiveFact {
  /** A utility or manufacturer rebate, or a federal tax credit. */
  kind: "rebate" | "tax-credit";
  /** Dollars per window for a rebate; the yearly cap for a tax credit. */
  amount: number;
  /** Where the offer is published. */
  source: string;
  /** First day it applies, when it has one. */
  validFrom?: Date | undefined;
  /** Last day it applies (inclusive). */
  validThrough: Date;
}

// Content dates (YAML `2025-12-31`) arrive as UTC midnight: their calendar day is the UTC one.
const contentDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day (YYYY-MM-DD, Phoenix time) an instant falls on: offers are stated in calendar days for Arizona homes. */
export function dayOf(instant: Date): string {
  return phoenixDate(instant);
}

/** Whether an incentive applies on the Phoenix calendar day of `on`: from validFrom through validThrough, both included. */
export function isInForce(fact: Pick<IncentiveFact, "validFrom" | "validThrough">, on: Date): boolean {
  const day = dayOf(on);
  if (fact.validFrom && day < contentDay(fact.validFrom)) return false;
  return day <= contentDay(fact.validThrough);
}

/** The incentives in force on `on`, in their given order. */
export function inForce<T extends Pick<IncentiveFact, "validFrom" | "validThrough">>(facts: readonly T[], on: Date): T[] {
  return facts.filter((fact) => isInForce(fact, on));
}

/** The largest of the given incentives of one kind, or undefined when there is none. */
export function strongest<T extends Pick<IncentiveFact, "kind" | "amount">>(
  facts: readonly T[],
  kind: IncentiveFact["kind"],
): T | undefined {
  return facts
    .filter((fact) => fact.kind === kind)
    .reduce<T | undefined>((best, fact) => (best && best.amount >= fact.amount ? best : fact), undefined);
}
