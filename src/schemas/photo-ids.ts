/**
 * The optional `photoIds` of a booking, lead or manage request: the ids POST
 * /api/photos answered, at most six. Absent, the request is exactly the spec's.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import { MAX_PHOTOS_PER_OWNER } from "@/core/photo-limits";
import { fill, type ValidationMessages } from "@/i18n/validation";

/** The field, with the messages of `m`. */
export function photoIdsField(m: ValidationMessages) {
  const tooMany = fill(m.tooManyPhotos, { max: MAX_PHOTOS_PER_OWNER });
  return z.optional(z.array(z.uuid()).check(z.maxLength(MAX_PHOTOS_PER_OWNER, tooMany)));
}

/** The body of POST /api/cancel/{token}/photos: the uploads to attach to the visit, one to six. */
export const photoIdsRequestSchema = z.object({ photoIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(MAX_PHOTOS_PER_OWNER)) });
