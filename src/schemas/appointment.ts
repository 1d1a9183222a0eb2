/**
 * A booking request from the calendar's form, parsed by the browser before sending and
 * by POST /api/appointments on arrival. Rules that need the calendar (past, Sunday,
 * full) are checked on top of this by the server's availability rules.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import { isRealDate } from "@/core/phoenix-time";
import { perLocale, type ValidationMessages } from "@/i18n/validation";
import { bookingCopy } from "@/i18n/booking";
import { plainText, publicFormFields, textableWhenConsented } from "./fields";
import { BOOKING_SERVICE_TYPES } from "./services";

/** Labels shown for each service type, in English (each language's: src/i18n/booking.ts). */
export const BOOKING_SERVICE_LABELS: Record<(typeof BOOKING_SERVICE_TYPES)[number], string> = bookingCopy.en.form.serviceLabels;

/** Appointment statuses: pending on creation; the admin moves it on. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The booking request's rules, with the messages of `m` (one language of src/i18n/validation.ts). */
function appointmentRequestSchemaWith(m: ValidationMessages) {
  return z.object({
    ...publicFormFields(m),
    /** Street address of the home to visit. */
    address: z
      .string({ error: m.address.required })
      .check(z.trim(), z.minLength(1, m.address.required), z.maxLength(200, m.address.tooLong), plainText(m)),
    city: z
      .string({ error: m.city.required })
      .check(z.trim(), z.minLength(1, m.city.required), z.maxLength(100, m.city.tooLong), plainText(m)),
    zipCode: z.string({ error: m.zipCode.required }).check(z.trim(), z.regex(/^\d{5}$/, m.zipCode.invalid)),
    serviceType: z.enum(BOOKING_SERVICE_TYPES, { error: m.chooseService }),
    /** Phoenix calendar day, YYYY-MM-DD. */
    appointmentDate: z.string({ error: m.chooseDate }).check(z.refine(isRealDate, m.realDate)),
    /** A slot label, e.g. "10:00 AM". */
    appointmentTime: z.string({ error: m.chooseTime }).check(z.minLength(1, m.chooseTime), z.maxLength(20, m.chooseTime), plainText(m)),
    /** Minutes; the calendar's setting decides, whatever the client sends. */
    duration: z.optional(z.number().check(z.int(), z.positive())),
    /** The spec's client sends "pending"; new appointments are always pending. */
    status: z.optional(z.literal("pending")),
    /** reCAPTCHA v3 token, empty when the check could not run. */
    recaptchaToken: z._default(z.optional(z.string().check(z.maxLength(4096))), ""),
  });
}

/** The booking request schema that answers in a language (built once per language). */
export const appointmentRequestSchemaFor = perLocale((m) => appointmentRequestSchemaWith(m).check(textableWhenConsented(m)));

/** The booking request's fields alone, without the rule joining phone and smsConsent: forms pick theirs from it (zod refuses to pick from a refined object). */
export const appointmentFieldsSchemaFor = perLocale(appointmentRequestSchemaWith);

/** The booking request schema with the spec's English messages. */
export const appointmentRequestSchema = appointmentRequestSchemaFor("en");

export type AppointmentRequest = z.input<typeof appointmentRequestSchema>;
export type ParsedAppointmentRequest = z.output<typeof appointmentRequestSchema>;

/** What GET /api/appointments shows of each active appointment: no personal data. */
export interface PublicAppointment {
  appointmentDate: string;
  appointmentTime: string;
  status: AppointmentStatus;
}

/** A signed-in customer's own appointment, as /dashboard lists it (GET /api/my/appointments). */
export interface MyAppointment {
  id: string;
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: string;
  /** "Thursday, December 3, 2026". */
  dateLabel: string;
  /** The slot label, e.g. "10:00 AM". */
  appointmentTime: string;
  /** Minutes: the page shows the arrival window, "10 a.m. to 12 p.m.". */
  duration: number;
  serviceType: string;
  /** What the booking form called the service, e.g. "Window installation". */
  serviceLabel: string;
  address: string;
  city: string;
  zipCode: string;
  status: AppointmentStatus;
  /** True while it can still be cancelled online: pending or confirmed, not yet started. */
  cancellable: boolean;
}
