/**
 * Moving a visit to another time: what the manage page (POST /api/reschedule/{token}) and
 * the admin appointment detail (POST /api/admin/appointments/{id}/move) send. The
 * calendar's rules (past, Sunday, lead time, full) are checked on top by the server.
 */
import { z } from "./zod";
import { isPlainText } from "@/core/plain-text";
import { isRealDate } from "@/core/phoenix-time";
import { locales } from "@/i18n/locales";
import { perLocale } from "@/i18n/validation";

/** The move's rules with a language's messages (src/i18n/validation.ts), built once per language. */
export const rescheduleRequestSchemaFor = perLocale((m) =>
  z.object({
    /** The new Phoenix calendar day, YYYY-MM-DD. */
    appointmentDate: z.string({ error: m.chooseDate }).refine(isRealDate, m.realDate),
    /** The new slot label, e.g. "10:00 AM". */
    appointmentTime: z.string({ error: m.chooseTime }).min(1, m.chooseTime).max(20, m.chooseTime).refine(isPlainText, m.controlCharacters),
    /** The page's language, for the answer's messages and date; English when absent. */
    locale: z.enum(locales).optional().default("en"),
  }),
);

/** The move's rules with the English messages. */
export const rescheduleRequestSchema = rescheduleRequestSchemaFor("en");

export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>;

/** An admin's move: the same, and whether to tell the customer (default yes; no for a time they already agreed to on the phone). */
export const adminMoveSchema = rescheduleRequestSchema.extend({
  /** False: the customer already knows; no email or text goes, and the history says nobody was told. */
  notify: z.boolean({ error: "Say whether to tell the customer" }).optional(),
});

export type AdminMoveRequest = z.input<typeof adminMoveSchema>;

/** What the manage page shows of a visit (GET and POST answers): nothing personal beyond the city. */
export interface ManageView {
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: string;
  /** Slot label, e.g. "10:00 AM". */
  appointmentTime: string;
  /** The visit's length in minutes: the page shows its arrival window, "10 a.m. to 12 p.m.". */
  duration: number;
  /** "Thursday, December 3, 2026". */
  dateLabel: string;
  city: string;
  /** pending (the page says "Booked: we'll confirm it within 24 hours"), confirmed, cancelled, completed, no-show. */
  status: string;
  /** True while it can still be moved or cancelled online: pending or confirmed, not yet started. */
  cancellable: boolean;
}
