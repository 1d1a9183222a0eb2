/**
 * What the job page (/admin/job?id=) offers and says: the stage's allowed steps (forward as the
 * server lists them, on hold and resume, cancel, and the steps back that only a correction
 * with a note may take), the timeline in words, the next step for the office, the order form's
 * values and what it sends, the install's days in words, and an API refusal as a message.
 * Pure: ./use-job.ts holds the requests, ./job-page.tsx and its sections draw.
 */
import { paymentWayOf } from "@/core/payment-way";
import { ApiError } from "@/browser/api-request";
import { JOB_PATH, stageRank, type JobStage } from "@/core/job-stages";
import type { Permit } from "@/core/permits";
import { permitWords } from "@/i18n/permits";
import type { AdminJobDetail, JobInstall, JobOrder, JobPatch, JobTimelineEntry, NextStep } from "@/schemas/job";
import { plural } from "../admin-format";
import { formatDay, formatInstant } from "../admin-time";
import { dollars } from "../quotes/quote-format";
import { deliveryText, STAGE_LABELS } from "./job-board";
import { PAYMENT_WAY_LABELS } from "./payment-ways";
import { timelineActorWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";

/** The stage controls the job page shows. */
export interface StageActions {
  /** Forward steps, in order (the first is the usual next one). */
  forward: JobStage[];
  /** "Put on hold" is allowed. */
  hold: boolean;
  /** The stage "Resume" returns an on-hold job to; null when not on hold. */
  resume: JobStage | null;
  cancel: boolean;
  /** Earlier stages a correction may go back to (with a note). */
  corrections: JobStage[];
}

/**
 * The controls of a job: forward steps are the server's `forwardStages` on the path (the rule
 * is decided once, on the server); going back is offered for every earlier stage of the path,
 * as a correction ("scheduled" only while install days are held).
 */
export function stageActions(job: Pick<AdminJobDetail, "stage" | "stageBeforeHold" | "forwardStages" | "install">): StageActions {
  const resume = job.stage === "on_hold" ? (job.stageBeforeHold ?? "signed") : null;
  const allowed = new Set(job.forwardStages);
  const forward = JOB_PATH.filter((stage) => allowed.has(stage) && stage !== resume);
  const from = resume ?? job.stage;
  const corrections =
    job.stage === "cancelled"
      ? []
      : JOB_PATH.filter(
          (stage) => stageRank(stage) >= 0 && stageRank(stage) < stageRank(from) && (stage !== "scheduled" || job.install.dates.length > 0),
        );
  return { forward, hold: allowed.has("on_hold"), resume, cancel: allowed.has("cancelled"), corrections };
}

/** A forward button's words: "Mark measured". */
export function forwardLabel(stage: JobStage): string {
  return `Mark ${STAGE_LABELS[stage].toLowerCase()}`;
}

/** What the office does next, in one sentence. */
export function nextStepText(next: NextStep): string {
  switch (next.step) {
    case "re-measure":
      return next.on ? `Re-measure on ${formatDay(next.on)}.` : "Book the re-measure, or record it done.";
    case "order":
      return "Order the windows and doors, and record the order.";
    case "delivery":
      return next.expected
        ? `Waiting for delivery: ${deliveryText(next.expected, next.precision)!.replace(/^Delivery /, "")}.`
        : "Waiting for delivery; record the expected day when the manufacturer gives it.";
    case "choose-install":
      return "The customer can choose the install days from their link; you can book them here too.";
    case "install":
      return `Install on ${next.dates.map(formatDay).join(", ")}.`;
    case "completion":
      return "Check the work, then mark the job completed.";
    case "done":
      return "Done: the warranty stands.";
    case "pay-balance":
      return next.invoiced
        ? `Done; ${dollars(next.amountCents)} still due on its open invoice.`
        : `Done; ${dollars(next.amountCents)} still due: send the final invoice.`;
    case "on-hold":
      return "On hold: resume it when the customer is ready.";
    case "cancelled":
      return "Cancelled.";
  }
}

/** One line of the timeline, in words. */
export interface TimelineRow {
  key: string;
  /** What happened: "Ordered", "Corrected back to Measured", "Install booked". */
  title: string;
  when: string;
  by: string;
  note: string;
  /** "Customer told" or "Customer not told". */
  told: string;
  /** What else changed, "Order number: 12345"; empty when nothing. */
  details: string[];
}

const KIND_TITLES: Partial<Record<JobTimelineEntry["kind"], string>> = {
  created: "Signed: the job began",
  order: "Order details recorded",
  measurements: "Re-measure recorded",
  "install-booked": "Install booked",
  "install-moved": "Install moved",
  "install-unbooked": "Install unbooked",
  "install-settings": "Install settings changed",
  photos: "Photos changed",
  note: "Note",
  "on-my-way": "“On my way” texted",
  "change-order": "Change order signed",
  payment: "Payment received",
  permit: "Permit recorded",
};

/** Each field a change records, in the office's words (any other is spelled out from its name). */
const FIELD_NAMES: Record<string, string> = {
  manufacturer: "Manufacturer",
  orderNumber: "Order number",
  orderedOn: "Ordered on",
  expectedDelivery: "Expected delivery",
  expectedDeliveryPrecision: "Delivery known to the",
  deliveredOn: "Delivered on",
  measuredOn: "Measured on",
  measurements: "Measurements",
  installDays: "Install length (days)",
  schedulingOpen: "Customer may choose early",
  installedAt: "Installed",
  completedAt: "Completed",
  dates: "Days",
  previousDates: "Previous days",
  releasedDates: "Days released",
  crew: "Crew",
  remeasureVisit: "Re-measure visit",
  etaMinutes: "Arriving in",
  invoice: "Invoice",
  amountCents: "Amount",
  method: "Paid by",
  totalCents: "Change order total",
  contractCents: "Contract total",
  system: "Why",
  permitRequired: "Permit required",
  permitNumber: "Permit number",
  permitStatus: "Permit status",
  permitInspectionDate: "Inspection",
};

/** Changes the title already says (a correction, a hold), and ids that mean nothing to a reader. */
const UNSHOWN = new Set(["stage", "correction", "move", "permit"]);
const isId = (name: string) => name === "id" || name.endsWith("Id");

/** A photos change lists the photos' ids: the timeline says how many. */
const PHOTO_CHANGES: Record<string, string> = { added: "Photos added", removed: "Photos removed" };

/** A field the timeline has no name for, in words: "someNewField" → "Some new field". */
function fieldName(name: string): string {
  const words = name
    .replace(/Cents$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return FIELD_NAMES[name] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value in words: a day as a day, an instant in Phoenix time, cents in dollars. */
function valueText(value: unknown, cents = false): string {
  if (value === null || value === undefined || value === "") return "none";
  if (Array.isArray(value)) return value.map((item) => valueText(item, cents)).join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (cents && typeof value === "number") return dollars(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
    return formatInstant(value);
  if (typeof value === "object") {
    const change = value as { from?: unknown; to?: unknown };
    if ("to" in change)
      return "from" in change && change.from !== null && change.from !== undefined
        ? `${valueText(change.from, cents)} → ${valueText(change.to, cents)}`
        : valueText(change.to, cents);
    return Object.entries(value)
      .filter(([name]) => !isId(name))
      .map(([, part]) => valueText(part, cents))
      .join(", ");
  }
  return String(value);
}

/** One changed field's value in words: dollars for cents, a payment's way by name, minutes as minutes. */
function detailText(name: string, value: unknown): string {
  if (name === "method" && typeof value === "string") return PAYMENT_WAY_LABELS[paymentWayOf(value)];
  if (name === "etaMinutes" && typeof value === "number") return plural(value, "minute");
  const permitLabels: Record<string, Record<string, string>> = {
    permitStatus: permitWords.en.statuses,
    permitRequired: permitWords.en.required,
  };
  const labels = permitLabels[name];
  if (labels && value && typeof value === "object") {
    const { from, to } = value as { from?: string; to?: string };
    return from ? `${labels[from] ?? from} → ${labels[to ?? ""] ?? to}` : (labels[to ?? ""] ?? String(to));
  }
  return valueText(value, name.endsWith("Cents"));
}

/** What changed, field by field: a change order's contract before and after read as one change. */
function shownChanges(changes: Record<string, unknown>): [string, unknown][] {
  const { contractBeforeCents, contractAfterCents, ...rest } = changes;
  const contract = contractAfterCents === undefined ? {} : { contractCents: { from: contractBeforeCents, to: contractAfterCents } };
  return Object.entries({ ...rest, ...contract }).filter(([name]) => !UNSHOWN.has(name) && !isId(name));
}

/** The title of a timeline entry. */
export function timelineTitle(entry: JobTimelineEntry): string {
  if (entry.kind === "permit" && entry.changes?.permit) return permitWords.en.eventTitle(entry.changes.permit as Permit);
  if (entry.kind !== "stage") return KIND_TITLES[entry.kind] ?? entry.kind;
  if (entry.correction) return `Corrected back to ${STAGE_LABELS[entry.stage]}`;
  if (entry.stage === "on_hold") return "Put on hold";
  if (entry.fromStage === "on_hold") return `Resumed: ${STAGE_LABELS[entry.stage]}`;
  return STAGE_LABELS[entry.stage];
}

/** Who made the change, in `locale`: "by Maria" (the person's name, else their address), "by the customer", "by the system". */
export function timelineActor(entry: Pick<JobTimelineEntry, "by" | "byName">, locale: Locale): string {
  const words = timelineActorWords[locale];
  if (entry.by === "customer") return words.customer;
  if (entry.by === "system") return words.system;
  return words.person(entry.byName ?? entry.by);
}

/** The timeline, newest first, in words. */
export function timelineRows(timeline: readonly JobTimelineEntry[]): TimelineRow[] {
  return timeline
    .map((entry, index) => ({
      key: `${entry.at}-${index}`,
      title: timelineTitle(entry),
      when: formatInstant(entry.at),
      by: timelineActor(entry, "en"),
      note: entry.note,
      told: entry.notified ? "Customer told" : "Customer not told",
      details: shownChanges(entry.changes ?? {}).map(([name, value]) =>
        PHOTO_CHANGES[name] && Array.isArray(value)
          ? `${PHOTO_CHANGES[name]}: ${value.length}`
          : `${fieldName(name)}: ${detailText(name, value)}`,
      ),
    }))
    .reverse();
}

/** The order form's fields, as text inputs hold them. */
export interface OrderForm {
  manufacturer: string;
  orderNumber: string;
  orderedOn: string;
  expectedDelivery: string;
  expectedDeliveryPrecision: "day" | "week";
  deliveredOn: string;
}

/** The form's first values: the job's order as recorded. */
export function orderForm(order: JobOrder): OrderForm {
  return {
    manufacturer: order.manufacturer ?? "",
    orderNumber: order.orderNumber ?? "",
    orderedOn: order.orderedOn ?? "",
    expectedDelivery: order.expectedDelivery ?? "",
    expectedDeliveryPrecision: order.expectedDeliveryPrecision,
    deliveredOn: order.deliveredOn ?? "",
  };
}

/** The PATCH of the fields the office changed (an emptied one is cleared), or null when none changed. */
export function orderPatch(form: OrderForm, order: JobOrder): JobPatch | null {
  const before = orderForm(order);
  const patch: Record<string, unknown> = {};
  for (const name of ["manufacturer", "orderNumber", "orderedOn", "expectedDelivery", "deliveredOn"] as const) {
    const value = form[name].trim();
    if (value !== before[name]) patch[name] = value === "" ? null : value;
  }
  if (form.expectedDeliveryPrecision !== before.expectedDeliveryPrecision) patch.expectedDeliveryPrecision = form.expectedDeliveryPrecision;
  return Object.keys(patch).length > 0 ? (patch as JobPatch) : null;
}

/** The stage the order form's second button moves to ("Save and mark ordered"), or null. */
export function orderStep(stage: JobStage): "ordered" | "delivered" | null {
  if (stage === "signed" || stage === "measured") return "ordered";
  if (stage === "ordered") return "delivered";
  return null;
}

/** "Crew 2: Tue, Dec 8, 2026 – Wed, Dec 9, 2026 (2 days)", or that none are booked. */
export function installText(install: JobInstall): string {
  if (install.dates.length === 0) return `Not booked. The install takes ${plural(install.days, "day")}.`;
  const days =
    install.dates.length === 1
      ? formatDay(install.dates[0]!)
      : `${formatDay(install.dates[0]!)} – ${formatDay(install.dates.at(-1)!)} (${plural(install.dates.length, "day")})`;
  return install.crewName ? `${install.crewName}: ${days}` : days;
}

/** The words of a refused or failed request: the server's message and its field messages, else `fallback`. */
export function problemText(error: unknown, fallback = "Not saved. Try again."): string {
  if (!(error instanceof ApiError)) return fallback;
  const fields = Object.values(error.body.fieldErrors ?? {}).flat();
  const lead = error.body.error ?? error.body.message;
  const parts = [lead, ...fields].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? [...new Set(parts)].join(" ") : fallback;
}

/** "Ana will get an email and a text, in Spanish, …" before a change the customer hears of; the given names as typed ("María José"). */
export function noticeText(job: Pick<AdminJobDetail, "customer">, notify: boolean, what: string): string {
  const first = job.customer.firstName.trim() || "The customer";
  if (!notify) return `Nobody will be told. Use this when ${first} already knows; the timeline records that nobody was told.`;
  const channels = job.customer.reach.text ? "an email and a text" : "an email";
  return `${first} will get ${channels}, in ${job.customer.reach.locale === "es" ? "Spanish" : "English"}, ${what}.`;
}
