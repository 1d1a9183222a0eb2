/**
 * Orders to the manufacturer, as rules: what a line orders, what the supplier's confirmation says,
 * and how the two are compared line by line. A confirmation that reads 71 1/2 × 48 for a unit
 * ordered 72 × 48 is the mistake that costs a remake and weeks; the server compares every line with
 * these rules and nothing is confirmed while a difference stands unanswered.
 */
import { formatInches } from "./measure";
import type { InstallMethod, OpeningKind, OpeningStyle } from "./openings";

/** An order of units, or of units made again. */
export const PURCHASE_ORDER_KINDS = ["order", "remake"] as const;
export type PurchaseOrderKind = (typeof PURCHASE_ORDER_KINDS)[number];

/**
 * Where an order stands: a draft (revised freely), sent to the supplier, confirmed (clean, or its
 * differences accepted by the office with a reason), needing attention (the confirmation differs),
 * superseded by a corrected order, or cancelled.
 */
export const PURCHASE_ORDER_STATUSES = ["draft", "sent", "needs-attention", "confirmed", "superseded", "cancelled"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Why a unit is made again. */
export const REMAKE_REASONS = ["mis-measure", "damaged", "supplier-error", "other"] as const;
export type RemakeReason = (typeof REMAKE_REASONS)[number];

/** Who pays for a remake: us (a cost of the job) or the supplier (no cost to us). */
export const REMAKE_PAYERS = ["us", "supplier"] as const;
export type RemakePayer = (typeof REMAKE_PAYERS)[number];

/** One unit as ordered: everything the factory builds it from, never a price. */
export interface OrderedUnit {
  /** The room ("Living room"). */
  location: string;
  kind: OpeningKind;
  style: OpeningStyle;
  /** The final (re-measured) size, else the measured one, in sixteenths. */
  widthSixteenths: number;
  heightSixteenths: number;
  /** Which size that is: the re-measure's final one, or the one measured at the visit. */
  sizeFrom: "final" | "measured";
  /** The price-book line's name ("Milgard Tuscany V400") and id. */
  product: string;
  lineId: string;
  /** The options ordered, the tempered upgrade included where the code requires it. */
  options: { id: string; name: string }[];
  tempered: boolean;
  obscure: boolean;
  installMethod: InstallMethod;
}

/** One unit as the supplier confirmed it, with what it costs us. */
export interface ConfirmedUnit {
  widthSixteenths: number;
  heightSixteenths: number;
  optionIds: string[];
  unitCostCents: number;
}

/** A field of a line that can differ. */
export type MismatchField = "width" | "height" | "options" | "missing";

/** One difference between an ordered line and its confirmation, in words people compare. */
export interface Mismatch {
  openingId: string;
  field: MismatchField;
  ordered: string;
  confirmed: string;
}

/** An option's name by its price-book id, for an option the confirmation names that the order does not have. */
export type OptionNameOf = (id: string) => string | undefined;

/**
 * The option names of `ids`, by the order's own names, else the book's (`nameOf`); an id neither
 * knows is shown as is, so a difference is never hidden.
 */
const optionNames = (ids: readonly string[], unit: OrderedUnit, nameOf: OptionNameOf) =>
  ids
    .map((id) => unit.options.find((option) => option.id === id)?.name ?? nameOf(id) ?? id)
    .sort()
    .join(", ") || "none";

/**
 * The differences between an order's lines and a confirmation, line by line: a size that differs
 * by any sixteenth, options that are not exactly the ones ordered, and an ordered line the
 * confirmation does not list. Empty when the confirmation matches. `nameOf` names an option the
 * supplier added that the order does not have (the price book's name).
 */
export function compareConfirmation(
  ordered: readonly { openingId: string; unit: OrderedUnit }[],
  confirmed: ReadonlyMap<string, ConfirmedUnit>,
  nameOf: OptionNameOf = () => undefined,
): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const { openingId, unit } of ordered) {
    const line = confirmed.get(openingId);
    if (!line) {
      mismatches.push({ openingId, field: "missing", ordered: "1 unit", confirmed: "not confirmed" });
      continue;
    }
    if (line.widthSixteenths !== unit.widthSixteenths)
      mismatches.push({
        openingId,
        field: "width",
        ordered: formatInches(unit.widthSixteenths),
        confirmed: formatInches(line.widthSixteenths),
      });
    if (line.heightSixteenths !== unit.heightSixteenths)
      mismatches.push({
        openingId,
        field: "height",
        ordered: formatInches(unit.heightSixteenths),
        confirmed: formatInches(line.heightSixteenths),
      });
    const want = new Set(unit.options.map((option) => option.id));
    const got = new Set(line.optionIds);
    if (want.size !== got.size || [...want].some((id) => !got.has(id)))
      mismatches.push({
        openingId,
        field: "options",
        ordered: optionNames([...want], unit, nameOf),
        confirmed: optionNames([...got], unit, nameOf),
      });
  }
  return mismatches;
}
