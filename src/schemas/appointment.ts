/**
 * A booking request from the calendar's form, parsed by the browser before sending and
 * by POST /api/appointments on arrival. Rules that need the calendar (past, Sunday,
 * full) are checked on top of this by the server's availability rules.
 */
import * as z from "zod/mini";
import "./zod-mini";
import { isRealDate } from "@/lib/phoenix-time";
import { email, firstName, formToken, honeypot, lastName, phone, projectDetails } from "./fields";

/** Service types the booking form offers (the contact form has general-inquiry instead of consultation). */
export const BOOKING_SERVICE_TYPES = ["window-installation", "door-installation", "energy-efficiency", "consultation"] as const;

/** Labels shown for each service type. */
export const BOOKING_SERVICE_LABELS: Record<(typeof BOOKING_SERVICE_TYPES)[number], string> = {
  "window-installation": "Window installation",
  "door-installation": "Door installation",
  "energy-efficiency": "Energy efficiency upgrade",
  consultation: "Consultation",
};

/** Appointment statuses: pending on creation; the admin moves it on. */
export const APPOINTMENT_STATUSES = ["pending", "confirmed", "completed", "cancelled", "no-show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const appointmentRequestSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  /** Street address of the home to visit. */
  address: z.string({ error: "Enter the street address" }).check(z.trim(), z.minLength(1, "Enter the street address"), z.maxLength(200, "Keep the address under 200 characters")),
  city: z.string({ error: "Enter the city" }).check(z.trim(), z.minLength(1, "Enter the city"), z.maxLength(100, "Keep the city under 100 characters")),
  zipCode: z.string({ error: "Enter the ZIP code" }).check(z.trim(), z.regex(/^\d{5}$/, "Enter a 5-digit ZIP code")),
  serviceType: z.enum(BOOKING_SERVICE_TYPES, { error: "Choose a service" }),
  projectDetails,
  /** Phoenix calendar day, YYYY-MM-DD. */
  appointmentDate: z.string({ error: "Choose a date" }).check(z.refine(isRealDate, "Choose a real date")),
  /** A slot label, e.g. "10:00 AM". */
  appointmentTime: z.string({ error: "Choose a time" }).check(z.minLength(1, "Choose a time"), z.maxLength(20, "Choose a time")),
  /** Minutes; the calendar's setting decides, whatever the client sends. */
  duration: z.optional(z.number().check(z.int(), z.positive())),
  /** The spec's client sends "pending"; new appointments are always pending. */
  status: z.optional(z.literal("pending")),
  /** reCAPTCHA v3 token, empty when the check could not run. */
  recaptchaToken: z._default(z.optional(z.string().check(z.maxLength(4096))), ""),
  /** Honeypot: hidden from people and assistive technology; anything in it marks the request as spam. */
  website: honeypot,
  /** When the site's own form opened; sent too soon, the request is stored as spam. */
  formToken,
});

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
