/**
 * The booking widget's rules as plain functions of its data: the days the calendar shows, the
 * request a booking sends, what the server's answer means for the visitor, and the words of the
 * last step. The widget (booking-widget.tsx) renders what these answer; use-booking-widget.ts
 * holds the state they are asked with.
 */
import { availability, daysFromToday, weekDays, type DayAvailability, type TakenSeat } from "@/core/availability";
import type { CalendarSettings } from "@/core/calendar-settings";
import type { BookingWidgetCopy } from "@/i18n/booking-widget";
import { formatDay, formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { AppointmentRequest } from "@/schemas/appointment";
import type { ContactFields } from "./booking-form";

/** Days the compact view shows. */
export const COMPACT_DAYS = 28;

/** Compact on the home page (28 days from today), full on /estimate (a week at a time). */
export type WidgetVariant = "compact" | "full";

/** The days the calendar shows, each with its slots: none until the settings are in. */
export function calendarDays(
  settings: CalendarSettings | undefined,
  taken: TakenSeat[],
  variant: WidgetVariant,
  weekOffset: number,
  now: Date,
): DayAvailability[] {
  if (!settings) return [];
  const dates = variant === "compact" ? daysFromToday(now, COMPACT_DAYS) : weekDays(now, weekOffset);
  return availability(settings, taken, dates, now);
}

/** What a booking sends besides the visitor's fields. */
export interface BookingExtras {
  date: string;
  time: string;
  /** The visit's length from the calendar's settings. */
  duration: number | undefined;
  recaptchaToken: string;
  formToken: AppointmentRequest["formToken"];
  /** The language the visit is stored and emailed in. */
  locale: Locale;
  attribution: AppointmentRequest["attribution"];
}

/** The request a booking sends: the visitor's fields, the slot picked, asked as pending. */
export function appointmentRequest(
  fields: ContactFields,
  { date, time, duration, recaptchaToken, formToken, locale, attribution }: BookingExtras,
): AppointmentRequest {
  return {
    ...fields,
    appointmentDate: date,
    appointmentTime: time,
    duration,
    status: "pending",
    recaptchaToken,
    formToken,
    locale,
    attribution,
  };
}

/** The widget's last step: "held" when the server kept the request for the office instead of booking it (its answer's status). */
export type BookingEnd = "success" | "held";

/** Which last step the server's answer to a booking leads to. */
export function bookingEnd(answer: { status?: string } | undefined): BookingEnd {
  return answer?.status === "held" ? "held" : "success";
}

/** A server's refusal as the client reads it (an ApiError), or undefined when no answer came. */
export interface Refusal {
  status: number;
  body: { error?: string; fieldErrors?: Record<string, string[]> };
}

/**
 * What a refused booking means for the visitor: "cap", they hold the most upcoming visits (409
 * with a form message); "limited", over a limit (429); "taken", the slot went meanwhile (409), so
 * back to a refreshed calendar; "failed", anything else, with the fields' messages of a 400.
 */
export type BookingFailure =
  { kind: "cap" | "limited"; message: string | undefined } | { kind: "taken" } | { kind: "failed"; fieldErrors?: Record<string, string[]> };

/** What the refusal of a booking means (see BookingFailure). */
export function bookingFailure(refusal: Refusal | undefined): BookingFailure {
  if (refusal?.status === 409 && refusal.body.fieldErrors?._form) return { kind: "cap", message: refusal.body.error };
  if (refusal?.status === 429) return { kind: "limited", message: refusal.body.error };
  if (refusal?.status === 409) return { kind: "taken" };
  return refusal?.status === 400 && refusal.body.fieldErrors
    ? { kind: "failed", fieldErrors: refusal.body.fieldErrors }
    : { kind: "failed" };
}

/** A toast's words. */
export interface Notice {
  title: string;
  description: string | undefined;
}

/** The toast a refused booking shows: the server's own message for a cap or a limit. */
export function failureNotice(failure: BookingFailure, words: BookingWidgetCopy["widget"]): Notice {
  if (failure.kind === "cap") return { title: words.capTitle, description: failure.message };
  if (failure.kind === "limited") return { title: words.failedTitle, description: failure.message };
  if (failure.kind === "taken") return { title: words.takenTitle, description: words.takenText };
  return { title: words.failedTitle, description: words.failedText };
}

/** The toast an answered booking shows: booked, or held for the office. */
export function endNotice(end: BookingEnd, words: BookingWidgetCopy["widget"]): Notice {
  return end === "held"
    ? { title: words.heldToastTitle, description: words.heldToastText }
    : { title: words.bookedTitle, description: words.bookedText };
}

/** The last step's heading and text: the day and arrival window booked (or asked for) and the phone. */
export function endWords(
  end: BookingEnd,
  slot: { date: string; time: string; duration: number },
  copy: BookingWidgetCopy,
  locale: Locale,
  phone: string,
): { title: string; text: string } {
  const when = copy.dayAt(formatDay(slot.date, locale, true), formatWindow(slot.time, slot.duration, locale));
  return end === "held"
    ? { title: copy.widget.heldTitle, text: copy.widget.heldText(when, phone) }
    : { title: copy.widget.successTitle, text: copy.widget.successText(when, phone) };
}
