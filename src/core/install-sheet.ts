/**
 * The crew's install sheet: each unit to install as one line of words, from what was ordered
 * (src/core/purchase-orders.ts OrderedUnit: the final size, product, options, tempered and obscure
 * glass, install method). An ordered unit holds no price, so neither can the sheet.
 */
import { LEAD_SAFE_REQUIRED } from "@/i18n/lead-safe";
import { openingWords } from "@/i18n/openings";
import { permitWords } from "@/i18n/permits";
import { formatInches } from "./measure";
import type { Permit } from "./permits";
import type { OrderedUnit } from "./purchase-orders";

/** One opening to install, as the day sheet, the calendar feed and the job page list it. */
export interface InstallOpening {
  openingId: string;
  unit: OrderedUnit;
  /** How many photos the opening has on the measure sheet. */
  photoCount: number;
}

/**
 * "Living room · picture window · W 72 × H 48 in · Milgard Tuscany V400 · Low-E · insert ·
 * tempered glass, required by code · 2 photos", in the office's English.
 */
export function installLine({ unit, photoCount }: InstallOpening): string {
  const words = openingWords.en;
  const style = (words.styles as Record<string, string>)[unit.style] ?? unit.style;
  return [
    unit.location,
    style,
    words.size(formatInches(unit.widthSixteenths), formatInches(unit.heightSixteenths)),
    unit.product,
    ...unit.options.map((option) => option.name),
    words.installMethods[unit.installMethod],
    ...(unit.tempered ? ["tempered glass"] : []),
    ...(unit.obscure ? [words.flags.obscure] : []),
    ...(photoCount ? [`${photoCount} photo${photoCount === 1 ? "" : "s"}`] : []),
  ].join(" · ");
}

/**
 * The units to install as plain-text lines ("To install (2):" then one "- " line each; none for a
 * job without orders), after "Lead-safe work practices (RRP) required" for a home built before 1978.
 */
export function installSheetLines(openings: readonly InstallOpening[], { leadSafe = false }: { leadSafe?: boolean } = {}): string[] {
  return [
    ...(leadSafe ? [LEAD_SAFE_REQUIRED] : []),
    ...(openings.length ? [`To install (${openings.length}):`, ...openings.map((opening) => `- ${installLine(opening)}`)] : []),
  ];
}

/** The permit as the crew's sheet and the install's calendar event say it ("Permit BP-2026-1234 (issued)"), in the office's English; none when no permit is needed. */
export function installPermitLines(permit: Pick<Permit, "required" | "number" | "status">): string[] {
  const line = permitWords.en.sheetLine(permit);
  return line ? [line] : [];
}
