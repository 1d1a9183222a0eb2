/** An opening as the API answers it (src/schemas/openings.ts OpeningView), its flags decided here from the row. */
import { squareFeet, unitedInches, type OpeningSize } from "@/core/measure";
import { openingFlags } from "@/core/safety-glazing";
import { sizeView, type OpeningView } from "@/schemas/openings";
import type { OpeningRow } from "../db/schema";

/** What the safety-glazing rule reads of a row, at the size given (the measured one, or the re-measure's). */
export function glazingFactsOf(row: Pick<OpeningRow, "kind" | "wetArea" | "nearDoor" | "sillSixteenths">, size: OpeningSize) {
  return { ...size, kind: row.kind, wetArea: row.wetArea, nearDoor: row.nearDoor, sillSixteenths: row.sillSixteenths };
}

/** The row's measured size. */
export function measuredSizeOf(row: Pick<OpeningRow, "widthSixteenths" | "heightSixteenths">): OpeningSize {
  return { widthSixteenths: row.widthSixteenths, heightSixteenths: row.heightSixteenths };
}

/** The row's final size, once the re-measure recorded one. */
export function finalSizeOf(row: Pick<OpeningRow, "finalWidthSixteenths" | "finalHeightSixteenths">): OpeningSize | null {
  return row.finalWidthSixteenths === null || row.finalHeightSixteenths === null
    ? null
    : { widthSixteenths: row.finalWidthSixteenths, heightSixteenths: row.finalHeightSixteenths };
}

/** The opening `row` with its photos' ids, as answered. */
export function openingView(row: OpeningRow, photoIds: readonly string[]): OpeningView {
  const size = measuredSizeOf(row);
  const final = finalSizeOf(row);
  return {
    id: row.id,
    appointmentId: row.appointmentId,
    clientId: row.clientId,
    location: row.location,
    kind: row.kind,
    style: row.style,
    width: sizeView(row.widthSixteenths),
    height: sizeView(row.heightSixteenths),
    installMethod: row.installMethod,
    obscure: row.obscure,
    wetArea: row.wetArea,
    nearDoor: row.nearDoor,
    sillInches: row.sillSixteenths === null ? null : sizeView(row.sillSixteenths),
    notes: row.notes,
    unitedInches: unitedInches(size),
    squareFeet: squareFeet(size),
    flags: openingFlags(glazingFactsOf(row, size)),
    final: final && {
      width: sizeView(final.widthSixteenths),
      height: sizeView(final.heightSixteenths),
      unitedInches: unitedInches(final),
      squareFeet: squareFeet(final),
      measuredAt: (row.finalMeasuredAt ?? row.updatedAt).toISOString(),
      by: row.finalMeasuredBy ?? "",
    },
    photoIds: [...photoIds],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
