/**
 * Openings on a visit's measure sheet (GET|POST /api/admin/appointments/{id}/openings,
 * PATCH|DELETE /api/admin/openings/{id}) and a job's final sizes at the re-measure
 * (PATCH /api/admin/jobs/{id}/openings/{openingId}). Sizes come in as typed ("35 1/2", "35-1/2",
 * "35.5" or the number 35.5) and are kept in whole sixteenths of an inch (src/core/measure.ts).
 */
import { formatInches, isOpeningSize, MAX_OPENING_INCHES, MIN_OPENING_INCHES, parseInches, inchesToSixteenths } from "@/core/measure";
import {
  ALL_OPENING_STYLES,
  INSTALL_METHODS,
  OPENING_KINDS,
  styleFitsKind,
  type InstallMethod,
  type OpeningKind,
  type OpeningStyle,
} from "@/core/openings";
import { MAX_PHOTOS_PER_OWNER } from "@/core/photo-limits";
import type { OpeningFlags } from "@/core/safety-glazing";
import { officeText } from "./admin/office-text";
import { z } from "./zod";

/** The most openings one visit's sheet holds: a large house, with room to spare. */
export const MAX_OPENINGS_PER_VISIT = 80;
/** The highest sill the sheet takes, in inches (a clerestory). */
export const MAX_SILL_INCHES = 240;

/** Typed inches (text or a number) in sixteenths, or a message. */
function sixteenthsOf(value: unknown): { sixteenths: number } | { message: string } {
  if (typeof value === "number") {
    const sixteenths = inchesToSixteenths(value);
    return sixteenths === null ? { message: "Measure to the nearest 1/16 inch" } : { sixteenths };
  }
  if (typeof value !== "string" || !value.trim()) return { message: "Type inches, e.g. 35 1/2" };
  const parsed = parseInches(value);
  if ("sixteenths" in parsed) return parsed;
  return { message: parsed.problem === "sixteenth" ? "Measure to the nearest 1/16 inch" : "Type inches, e.g. 35 1/2, 35-1/2 or 35.5" };
}

/** A measured size in sixteenths of an inch, from text or a number; `label` names it in the messages. */
export const measuredInches = (label: string, range: { min: number; max: number }) =>
  z.unknown().transform((value, context) => {
    const read = sixteenthsOf(value);
    if ("message" in read) {
      context.addIssue({ code: "custom", message: `${label}: ${read.message}` });
      return z.NEVER;
    }
    if (read.sixteenths < range.min * 16 || read.sixteenths > range.max * 16) {
      context.addIssue({ code: "custom", message: `${label} must be ${range.min} to ${range.max} inches` });
      return z.NEVER;
    }
    return read.sixteenths;
  });

/** An opening's width or height: 6 to 180 inches, to 1/16. */
export const openingSize = (label: string) => measuredInches(label, { min: MIN_OPENING_INCHES, max: MAX_OPENING_INCHES });

/** The fields of an opening as the estimator writes them. */
const openingFields = {
  /** Where it is: the room, and the floor when not the first ("Living room", "Bedroom 2, upstairs"). */
  location: officeText("the room", 80).min(1, "Name the room"),
  kind: z.enum(OPENING_KINDS, { error: "Choose window, patio door or entry door" }),
  style: z.enum(ALL_OPENING_STYLES as [OpeningStyle, ...OpeningStyle[]], { error: "Choose a style" }),
  width: openingSize("Width"),
  height: openingSize("Height"),
  installMethod: z.enum(INSTALL_METHODS, { error: "Choose insert or full-frame" }),
  /** Obscure (privacy) glass. */
  obscure: z.boolean().optional(),
  /** In the walls around a tub, shower or pool (IRC R308.4.5). */
  wetArea: z.boolean().optional(),
  /** Within 24 inches of a door's edge (IRC R308.4.2). */
  nearDoor: z.boolean().optional(),
  /** The glass's bottom edge above the floor, in inches (0 to 240, to 1/16); null clears a sill measured before (unmeasured again). */
  sillInches: measuredInches("Sill height", { min: 0, max: MAX_SILL_INCHES }).nullable().optional(),
  notes: officeText("the notes", 1000).optional(),
};

const STYLE_OF_KIND = { message: "That style is not one of this kind's", path: ["style"] };

/** POST /api/admin/appointments/{id}/openings. `clientId`: the sheet's own id for it, so a resend after lost signal writes it once. */
export const newOpeningSchema = z
  .object({ ...openingFields, clientId: z.uuid("Not an opening of this sheet").optional() })
  .refine((body) => styleFitsKind(body.kind, body.style), STYLE_OF_KIND);
export type NewOpening = z.output<typeof newOpeningSchema>;

/** PATCH /api/admin/openings/{id}: any of the fields; the style must fit the kind after the change. */
export const openingPatchSchema = z.object(openingFields).partial();
export type OpeningPatch = z.output<typeof openingPatchSchema>;

/** PATCH /api/admin/jobs/{id}/openings/{openingId}: the final size the re-measure found. */
export const finalSizeSchema = z.object({ width: openingSize("Width"), height: openingSize("Height") });
export type FinalSize = z.output<typeof finalSizeSchema>;

/** A size as both sides read it: inches (35.5) and as people write it ("35 1/2"). */
export interface SizeView {
  inches: number;
  text: string;
}

/** A size in sixteenths as the answers carry it. */
export function sizeView(sixteenths: number): SizeView {
  return { inches: sixteenths / 16, text: formatInches(sixteenths) };
}

/** Whether the sixteenths are an opening's size: the schema's range, for the browser's own check. */
export { isOpeningSize };

/** An opening as the API answers it. */
export interface OpeningView {
  id: string;
  appointmentId: string;
  /** The sheet's own id, when it gave one. */
  clientId: string | null;
  location: string;
  kind: OpeningKind;
  style: OpeningStyle;
  width: SizeView;
  height: SizeView;
  installMethod: InstallMethod;
  obscure: boolean;
  wetArea: boolean;
  nearDoor: boolean;
  sillInches: SizeView | null;
  notes: string;
  /** Width + height, rounded up to the next whole inch. */
  unitedInches: number;
  /** The area in square feet, two decimals. */
  squareFeet: number;
  flags: OpeningFlags;
  /** The re-measure's size, once recorded (the job keeps both). */
  final: { width: SizeView; height: SizeView; unitedInches: number; squareFeet: number; measuredAt: string; by: string } | null;
  photoIds: string[];
  createdAt: string;
  updatedAt: string;
}

/** POST /api/admin/openings/{id}/photos: attach the office's uploads (POST /api/photos) to the opening. */
export const openingPhotosSchema = z.object({
  photoIds: z
    .array(z.uuid("Not a photo of this site"), { error: "Name the photos" })
    .min(1, "Name at least one photo")
    .max(MAX_PHOTOS_PER_OWNER, `An opening holds at most ${MAX_PHOTOS_PER_OWNER} photos`),
});
