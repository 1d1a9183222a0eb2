/**
 * The public booking and contact forms: the calendar, booking a visit, the contact form, the
 * form token and photo uploads.
 */
import type { CalendarSettings } from "@/core/calendar-settings";
import type { Locale } from "@/i18n/locales";
import type { appointmentRequestSchemaFor, PublicAppointment } from "../appointment";
import type { leadRequestSchemaFor } from "../lead";
import type { Answers, ApiRoute, Takes } from "./route";

/** What the booking calendar needs of the saved settings, and every closed day of the bookable window (YYYY-MM-DD). */
export const calendar = {
  path: "/api/calendar",
  GET: {} as Answers<{ settings: CalendarSettings; closedDates: string[] }>,
} satisfies ApiRoute;

/**
 * GET: the taken slots of the booking window, nothing personal. POST: book a free in-home
 * estimate (in the body's `locale`): 201 booked, 200 a repeat, 202 `status: "held"` for a request
 * kept for the office past the site's hourly ceiling.
 */
export const appointments = {
  path: "/api/appointments",
  GET: {} as Answers<PublicAppointment[]>,
  POST: {} as Takes<
    typeof appointmentRequestSchemaFor,
    { id: string; status: string; duration: number; appointmentDate: string; appointmentTime: string }
  >,
} satisfies ApiRoute;

/** The contact form: 201 stored (200 a repeat), with the thanks in the body's `locale`. */
export const leads = {
  path: "/api/leads",
  POST: {} as Takes<typeof leadRequestSchemaFor, { success: boolean; message: string }>,
} satisfies ApiRoute;

/** A signed note of when a form opened, sent back with the form, and whether texts are configured (the "Text me" box shows only then). */
export const formToken = { path: "/api/form-token", GET: {} as Answers<{ token: string; sms: boolean }> } satisfies ApiRoute;

/**
 * One photo as the multipart/form-data field `photo` (not JSON): 201 `{ id }`, with `preview: "1"`
 * also the stored thumbnail as a data: URL, for a photo the browser could not draw itself.
 */
export const photos = {
  path: "/api/photos",
  POST: {} as Answers<{ id: string; thumbnail?: string }, { locale: Locale; preview?: "1" }>,
} satisfies ApiRoute;
