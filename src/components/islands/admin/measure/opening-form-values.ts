/**
 * The measure sheet's form as plain values: what the estimator has typed, the body the API takes
 * from it, the size and the tempered flag read back as the server will store them (the same rules
 * from src/core), and the field messages of the same schema the server checks.
 */
import { formatInches, isOpeningSize, parseInches, squareFeet, unitedInches, type OpeningSize } from "@/core/measure";
import { OPENING_STYLES, type InstallMethod, type OpeningKind } from "@/core/openings";
import { openingFlags, type OpeningFlags, type TemperedReason } from "@/core/safety-glazing";
import type { FieldErrors } from "@/browser/api-request";
import { newOpeningSchema, type OpeningView } from "@/schemas/openings";
import type { z } from "@/schemas/zod";

/** The body of a new opening (adminVisitOpenings' POST) without its clientId, sizes as typed. */
export type OpeningBody = Omit<z.input<typeof newOpeningSchema>, "clientId">;

/** The floors the sheet offers; the first is left unsaid in the location ("Kitchen"), the others follow the room ("Bedroom 2, upstairs"). */
export const FLOORS = ["main floor", "upstairs", "basement"] as const;
export type Floor = (typeof FLOORS)[number];

/** The form's fields as the estimator has them: text for what is typed, booleans for the boxes. */
export interface OpeningFormValues {
  room: string;
  floor: Floor;
  kind: OpeningKind;
  style: string;
  width: string;
  height: string;
  installMethod: InstallMethod;
  obscure: boolean;
  wetArea: boolean;
  nearDoor: boolean;
  sill: string;
  notes: string;
}

/** A new opening's form: a window, single-hung, an insert, nothing typed. */
export const EMPTY_OPENING: OpeningFormValues = {
  room: "",
  floor: "main floor",
  kind: "window",
  style: OPENING_STYLES.window[0],
  width: "",
  height: "",
  installMethod: "insert",
  obscure: false,
  wetArea: false,
  nearDoor: false,
  sill: "",
  notes: "",
};

/** The next opening's form after a save: the same room, floor, kind, style and method (a house's windows come in runs), nothing measured. */
export function nextOpening(saved: OpeningFormValues): OpeningFormValues {
  return { ...EMPTY_OPENING, room: saved.room, floor: saved.floor, kind: saved.kind, style: saved.style, installMethod: saved.installMethod };
}

/** The location the API keeps: the room, then the floor unless it is the main one. */
export function locationOf(room: string, floor: Floor): string {
  const named = room.trim();
  return floor === FLOORS[0] || !named ? named : `${named}, ${floor}`;
}

/** A kept location split back into the form's room and floor. */
export function roomAndFloor(location: string): { room: string; floor: Floor } {
  for (const floor of FLOORS.slice(1)) {
    const tail = `, ${floor}`;
    if (location.endsWith(tail)) return { room: location.slice(0, -tail.length), floor };
  }
  return { room: location, floor: FLOORS[0] };
}

/** The form's kind changed: the style stays when it is one of the new kind's, else the kind's first. */
export function withKind(values: OpeningFormValues, kind: OpeningKind): OpeningFormValues {
  const styles: readonly string[] = OPENING_STYLES[kind];
  return { ...values, kind, style: styles.includes(values.style) ? values.style : styles[0]! };
}

/** The API body of the form; empty optional fields are left out. */
export function bodyOf(values: OpeningFormValues): OpeningBody {
  return {
    location: locationOf(values.room, values.floor),
    kind: values.kind,
    style: values.style,
    width: values.width.trim(),
    height: values.height.trim(),
    installMethod: values.installMethod,
    obscure: values.obscure,
    wetArea: values.wetArea,
    nearDoor: values.nearDoor,
    ...(values.sill.trim() ? { sillInches: values.sill.trim() } : {}),
    ...(values.notes.trim() ? { notes: values.notes.trim() } : {}),
  };
}

/** The form of a body kept on the phone (to edit an opening still waiting to be sent). */
export function valuesOfBody(body: OpeningBody): OpeningFormValues {
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
  return {
    ...roomAndFloor(String(body.location ?? "")),
    kind: body.kind,
    style: String(body.style),
    width: text(body.width),
    height: text(body.height),
    installMethod: body.installMethod,
    obscure: Boolean(body.obscure),
    wetArea: Boolean(body.wetArea),
    nearDoor: Boolean(body.nearDoor),
    sill: text(body.sillInches),
    notes: text(body.notes),
  };
}

/** The form of an opening the server keeps: its sizes as the server wrote them. */
export function valuesOfView(view: OpeningView): OpeningFormValues {
  return {
    ...roomAndFloor(view.location),
    kind: view.kind,
    style: view.style,
    width: view.width.text,
    height: view.height.text,
    installMethod: view.installMethod,
    obscure: view.obscure,
    wetArea: view.wetArea,
    nearDoor: view.nearDoor,
    sill: view.sillInches?.text ?? "",
    notes: view.notes,
  };
}

/** Typed inches in sixteenths when they are a size the sheet takes, else null. */
function sizeOf(typed: unknown): number | null {
  if (typeof typed !== "string" || !typed.trim()) return null;
  const parsed = parseInches(typed);
  return "sixteenths" in parsed && isOpeningSize(parsed.sixteenths) ? parsed.sixteenths : null;
}

/** An opening's size and what follows from it, as the sheet shows it. */
export interface SizeReading {
  size: OpeningSize;
  /** "W 35 1/2 × H 59 15/16 in". */
  text: string;
  unitedInches: number;
  squareFeet: number;
  flags: OpeningFlags;
}

/** "W 35 1/2 × H 59 15/16 in": width and height always named, fractions as people write them. */
export function sizeText(size: OpeningSize): string {
  return `W ${formatInches(size.widthSixteenths)} × H ${formatInches(size.heightSixteenths)} in`;
}

/** The size and flags the server will store for `body`, or null while the width or height is not a size yet. */
export function readBack(body: OpeningBody): SizeReading | null {
  const widthSixteenths = sizeOf(body.width);
  const heightSixteenths = sizeOf(body.height);
  if (widthSixteenths === null || heightSixteenths === null) return null;
  const size = { widthSixteenths, heightSixteenths };
  const sill = typeof body.sillInches === "string" && body.sillInches.trim() ? parseInches(body.sillInches) : null;
  const sillSixteenths = sill && "sixteenths" in sill ? sill.sixteenths : null;
  return {
    size,
    text: sizeText(size),
    unitedInches: unitedInches(size),
    squareFeet: squareFeet(size),
    flags: openingFlags({ ...size, kind: body.kind, wetArea: Boolean(body.wetArea), nearDoor: Boolean(body.nearDoor), sillSixteenths }),
  };
}

/** The server's reading of an opening it keeps, in the same shape. */
export function readingOfView(view: OpeningView): SizeReading {
  const size = { widthSixteenths: Math.round(view.width.inches * 16), heightSixteenths: Math.round(view.height.inches * 16) };
  return { size, text: `W ${view.width.text} × H ${view.height.text} in`, unitedInches: view.unitedInches, squareFeet: view.squareFeet, flags: view.flags };
}

/** The field messages of the schema the server checks, first message per field (location is the room's). */
export function fieldErrorsOf(body: OpeningBody): FieldErrors {
  const result = newOpeningSchema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "_form");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Why the code wants tempered glass, as the estimator reads it. */
export const TEMPERED_REASON_WORDS: Record<TemperedReason, string> = {
  door: "glass in a door",
  "wet-area": "wet area, sill under 60 in",
  "near-door": "within 24 in of a door, sill under 60 in",
  "large-pane": "pane over 9 sq ft, sill under 18 in",
};

/** "Tempered required: glass in a door; wet area, sill under 60 in", or null when not required. */
export function temperedText(flags: OpeningFlags): string | null {
  if (!flags.temperedRequired) return null;
  return `Tempered required: ${flags.temperedReasons.map((reason) => TEMPERED_REASON_WORDS[reason]).join("; ")}`;
}

/** The kinds and styles as the sheet names them. */
export const KIND_WORDS: Record<OpeningKind, string> = { window: "Window", "patio-door": "Patio door", "entry-door": "Entry door" };

/** "single-hung" → "Single-hung", "sliding-patio-door" → "Sliding patio door". */
export function styleWords(style: string): string {
  const words = style.endsWith("-hung") ? style : style.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fractions a width or height may take, in sixteenths: 1/16 to 15/16. */
export const FRACTIONS = Array.from({ length: 15 }, (_, index) => formatInches(index + 1));

/** The typed inches with the fraction replaced ("35.5" with 3/4 → "35 3/4"); "" as the fraction keeps the whole inch alone. */
export function withFraction(typed: string, fraction: string): string {
  const whole = /^\s*(\d+)/.exec(typed)?.[1] ?? "";
  if (!whole) return fraction;
  return fraction ? `${whole} ${fraction}` : whole;
}

/** The fraction part of typed inches as the picker shows it ("35 1/2" → "1/2"), "" when there is none or the text is not a size. */
export function fractionOf(typed: string): string {
  const parsed = typed.trim() ? parseInches(typed) : null;
  if (!parsed || !("sixteenths" in parsed) || parsed.sixteenths % 16 === 0) return "";
  return formatInches(parsed.sixteenths % 16);
}
