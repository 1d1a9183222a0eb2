/**
 * A job's building permit: whether the city requires one for this work (a same-size replacement
 * often not, a changed opening often so), its number, and where it stands; what a careful office
 * may record of it, and when it holds the install back. Pure.
 */
export const PERMIT_REQUIRED = ["yes", "no", "unknown"] as const;
export type PermitRequired = (typeof PERMIT_REQUIRED)[number];

export const PERMIT_STATUSES = ["not-applied", "applied", "issued", "passed"] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** A job's permit as recorded. */
export interface Permit {
  required: PermitRequired;
  /** The city's permit number ("BP-2026-1234"); null until issued (or applied for, when the city gives one then). */
  number: string | null;
  status: PermitStatus;
  /** The inspection's day, YYYY-MM-DD: booked once issued, the day it passed once passed. */
  inspectionDate: string | null;
}

/** The statuses before the city issues the permit: the work may not start yet. */
export const PERMIT_NOT_ISSUED: readonly PermitStatus[] = ["not-applied", "applied"];

/** A permit the work needs and the city has not issued: the job is flagged and its install booking warns the office. */
export function permitPending(permit: Pick<Permit, "required" | "status">): boolean {
  return permit.required === "yes" && PERMIT_NOT_ISSUED.includes(permit.status);
}

/** Why a permit as sent cannot be recorded, by field. */
export type PermitProblem =
  /** Issued or passed: the city gave it a number, and the inspector and the crew ask for it. */
  | "number-needed"
  /** Passed: the day of the inspection it passed. */
  | "inspection-date-needed"
  /** No permit to inspect before it is issued. */
  | "inspection-before-issued"
  /** A job that needs no permit has no permit's status, number or inspection. */
  | "not-required";

/**
 * What a careful office records, or the fields that contradict themselves: a permit issued or
 * passed has its number; a passed one its inspection's day; an inspection day only once the
 * permit is issued; and a job that needs no permit keeps "not applied" with no number or day.
 * "Unknown" may still hold an application (the office asked the city while it decides).
 */
export function permitProblems(permit: Permit): Partial<Record<"status" | "number" | "inspectionDate", PermitProblem>> {
  if (permit.required === "no") {
    const problems: Partial<Record<"status" | "number" | "inspectionDate", PermitProblem>> = {};
    if (permit.status !== "not-applied") problems.status = "not-required";
    if (permit.number !== null) problems.number = "not-required";
    if (permit.inspectionDate !== null) problems.inspectionDate = "not-required";
    return problems;
  }
  const issued = !PERMIT_NOT_ISSUED.includes(permit.status);
  return {
    ...(issued && permit.number === null && { number: "number-needed" as const }),
    ...(permit.status === "passed" && permit.inspectionDate === null && { inspectionDate: "inspection-date-needed" as const }),
    ...(!issued && permit.inspectionDate !== null && { inspectionDate: "inspection-before-issued" as const }),
  };
}
