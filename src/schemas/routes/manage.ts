/**
 * A customer's own visits: through the link in their email (/cancel/{token}: the visit, cancel,
 * move, its photos), and signed in (/dashboard).
 */
import type { Locale } from "@/i18n/locales";
import type { MyAppointment } from "../appointment";
import type { photoIdsRequestSchema } from "../photo-ids";
import type { ManageView, rescheduleRequestSchemaFor } from "../reschedule";
import type { Answers, ApiRoute, Takes } from "./route";

/** The language an answer is worded in (English when absent). */
type LocaleQuery = { locale?: Locale };

/**
 * GET: the visit the link belongs to, its date in words in `locale`. POST: cancel it (twice is
 * harmless); 409 once it has taken place, 429 past the address's cancellations in the hour.
 */
export const manageVisit = {
  path: "/api/cancel/:token",
  GET: {} as Answers<ManageView, LocaleQuery>,
  POST: {} as Answers<ManageView, LocaleQuery>,
} satisfies ApiRoute;

/** Move the visit: the moved visit; 400 for a time that cannot be booked, 409 when just taken or started, 429 past the limits. */
export const reschedule = {
  path: "/api/reschedule/:token",
  POST: {} as Takes<typeof rescheduleRequestSchemaFor, ManageView & { id: string }>,
} satisfies ApiRoute;

/** The visit's photos (`private, no-store`). */
type ManagedPhotos = { photos: { id: string; thumbnailUrl: string }[] };

/** GET: the visit's photos. POST: attach uploads (201), until the visit; 400 past six. */
export const visitPhotos = {
  path: "/api/cancel/:token/photos",
  GET: {} as Answers<ManagedPhotos, LocaleQuery>,
  POST: {} as Takes<typeof photoIdsRequestSchema, ManagedPhotos, LocaleQuery>,
} satisfies ApiRoute;

/** GET: one photo, the image itself (`size: "thumb"` its thumbnail). DELETE: remove it, until the visit; answers the list. */
export const visitPhoto = {
  path: "/api/cancel/:token/photos/:photoId",
  GET: {} as Answers<Blob, LocaleQuery & { size?: "thumb" }>,
  DELETE: {} as Answers<ManagedPhotos, LocaleQuery>,
} satisfies ApiRoute;

/** The signed-in user's upcoming visits (401 signed out). */
export const myAppointments = { path: "/api/my/appointments", GET: {} as Answers<MyAppointment[]> } satisfies ApiRoute;

/** Cancel one of the signed-in user's own visits; someone else's is a 404. */
export const myAppointmentCancel = { path: "/api/my/appointments/:id/cancel", POST: {} as Answers<MyAppointment> } satisfies ApiRoute;
