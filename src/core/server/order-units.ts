/**
 * What a job's purchase orders hold, as rules: each opening of the signed option ordered as one
 * unit at its final (re-measured) size, else its measured one, with the options the customer
 * signed for and the tempered glass the code requires at the size ordered; the units grouped by
 * the supplier of their price-book line; and when a job's orders may be written at all.
 */
import type { JobStage } from "../job-stages";
import type { OpeningSize } from "../measure";
import type { InstallMethod, OpeningKind, OpeningStyle } from "../openings";
import type { OrderedUnit } from "../purchase-orders";
import type { PricedOpeningRecord } from "../quote-openings";
import { openingFlags } from "../safety-glazing";

/** What an order reads of a measure sheet's opening (a row of `openings` has it). */
export interface OpeningToOrder {
  id: string;
  location: string;
  kind: OpeningKind;
  style: OpeningStyle;
  installMethod: InstallMethod;
  obscure: boolean;
  wetArea: boolean;
  nearDoor: boolean;
  sillSixteenths: number | null;
  widthSixteenths: number;
  heightSixteenths: number;
  finalWidthSixteenths: number | null;
  finalHeightSixteenths: number | null;
}

/** The size an opening is ordered at: the final one once recorded, else the measured one, and which. */
export function orderSizeOf(opening: OpeningToOrder): OpeningSize & { sizeFrom: OrderedUnit["sizeFrom"] } {
  if (opening.finalWidthSixteenths !== null && opening.finalHeightSixteenths !== null)
    return { widthSixteenths: opening.finalWidthSixteenths, heightSixteenths: opening.finalHeightSixteenths, sizeFrom: "final" };
  return { widthSixteenths: opening.widthSixteenths, heightSixteenths: opening.heightSixteenths, sizeFrom: "measured" };
}

/**
 * One opening as ordered from its priced record: the line's name, the options chosen plus the
 * tempered upgrade where the quote added it, and tempered glass wherever the code requires it at
 * the size ordered (a re-measure can make a pane large enough to need it) or a tempered option was
 * chosen. Never a price.
 */
export function orderedUnitOf(record: PricedOpeningRecord, opening: OpeningToOrder): OrderedUnit {
  const size = orderSizeOf(opening);
  const added =
    record.temperedOption && record.priced.options.some((option) => option.automatic && option.optionId === record.temperedOption!.id);
  const options = [...record.options, ...(added ? [record.temperedOption!] : [])];
  const required = openingFlags({ ...opening, ...size }).temperedRequired;
  return {
    location: opening.location,
    kind: opening.kind,
    style: opening.style,
    widthSixteenths: size.widthSixteenths,
    heightSixteenths: size.heightSixteenths,
    sizeFrom: size.sizeFrom,
    product: record.line.name,
    lineId: record.line.id,
    options: options.map((option) => ({ id: option.id, name: option.name })),
    tempered: required || options.some((option) => option.tempered),
    obscure: opening.obscure,
    installMethod: opening.installMethod,
  };
}

/** One supplier's units, in the order the quote listed them. */
export interface SupplierUnits {
  supplierId: string;
  units: { openingId: string; unit: OrderedUnit }[];
}

/**
 * The signed option's openings as units, in the quote's order: each priced record whose opening
 * the sheet still has, at its final size (else its measured one). What the orders are written from,
 * and what the crew installs while a job has no order yet.
 */
export function signedUnitsOf(
  records: readonly PricedOpeningRecord[],
  openings: readonly OpeningToOrder[],
): { openingId: string; unit: OrderedUnit }[] {
  const byId = new Map(openings.map((opening) => [opening.id, opening]));
  return [...records]
    .sort((a, b) => a.itemIndex - b.itemIndex)
    .flatMap((record) => {
      const opening = byId.get(record.openingId);
      return opening ? [{ openingId: opening.id, unit: orderedUnitOf(record, opening) }] : [];
    });
}

/**
 * The signed option's openings grouped by the supplier of their line (`supplierOf`: a line's id to
 * its supplier's, null for none), in the quote's order; `unsupplied` names the products whose
 * line has no supplier, each once. An opening the sheet no longer has is left out.
 */
export function groupBySupplier(
  records: readonly PricedOpeningRecord[],
  openings: readonly OpeningToOrder[],
  supplierOf: (lineId: string) => string | null,
): { groups: SupplierUnits[]; unsupplied: string[] } {
  const groups = new Map<string, SupplierUnits>();
  const unsupplied = new Set<string>();
  for (const ordered of signedUnitsOf(records, openings)) {
    const supplierId = supplierOf(ordered.unit.lineId);
    if (supplierId === null) {
      unsupplied.add(ordered.unit.product);
      continue;
    }
    const group = groups.get(supplierId) ?? { supplierId, units: [] };
    group.units.push(ordered);
    groups.set(supplierId, group);
  }
  return { groups: [...groups.values()], unsupplied: [...unsupplied] };
}

/** Why a job's orders cannot be written now. */
export type OrdersRefusal = "not-measured" | "past-ordering" | "on-hold" | "cancelled";

/**
 * Whether a job's orders may be written: once it is measured (or signed with every opening's final
 * size recorded, the office not yet having marked it measured) and until its units are delivered
 * (a unit ordered again after that is a remake). While it is ordered, the orders still drafts (a
 * second supplier's) may be written and revised.
 */
export function ordersRefusal(stage: JobStage, openings: readonly OpeningToOrder[]): OrdersRefusal | null {
  if (stage === "on_hold" || stage === "cancelled") return stage === "on_hold" ? "on-hold" : "cancelled";
  if (stage === "measured" || stage === "ordered") return null;
  if (stage === "signed")
    return openings.length > 0 && openings.every((opening) => orderSizeOf(opening).sizeFrom === "final") ? null : "not-measured";
  return "past-ordering";
}

/** A purchase order the supplier has, as the job's order facts read it. */
export interface SentOrderFact {
  number: number;
  supplier: string;
  /** The Phoenix day it was sent (YYYY-MM-DD). */
  sentOn: string;
}

/**
 * The job's order facts once its purchase orders are sent (they replace what the office typed):
 * the suppliers as its manufacturer, the orders' numbers as its order number ("PO 7001, PO 7002"),
 * the first send day as the day it was ordered. Null while none is sent: the typed facts stand.
 */
export function orderFactsOf(orders: readonly SentOrderFact[]): { manufacturer: string; orderNumber: string; orderedOn: string } | null {
  if (orders.length === 0) return null;
  return {
    manufacturer: [...new Set(orders.map((order) => order.supplier))].join(", "),
    orderNumber: orders.map((order) => `PO ${order.number}`).join(", "),
    orderedOn: orders.map((order) => order.sentOn).sort()[0]!,
  };
}
