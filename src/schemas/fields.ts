/** Field rules shared by the booking and contact forms, with the messages people see. */
import { z } from "./zod";

const required = (label: string, max = 100) =>
  z
    .string({ error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Keep your ${label} under ${max} characters`);

export const firstName = required("first name");
export const lastName = required("last name");

export const email = z
  .string({ error: "Enter your email address" })
  .trim()
  .min(1, "Enter your email address")
  .max(254, "That email address is too long")
  .pipe(z.email("Enter a valid email address, like name@example.com"));

/** A US phone number: ten digits once punctuation is removed (a leading 1 is allowed). */
export const phone = z
  .string({ error: "Enter your phone number" })
  .trim()
  .min(1, "Enter your phone number")
  .refine((value) => /^1?\d{10}$/.test(value.replace(/[\s().+-]/g, "")), "Enter a 10-digit phone number, like (480) 555-0142");

export const projectDetails = z
  .string({ error: "Project details must be text" })
  .trim()
  .max(2000, "Keep project details under 2,000 characters")
  .optional()
  .transform((value) => value ?? "");

/**
 * A field people never see: bots fill it in. A filled-in value is not refused (that would
 * teach the bot); the server answers as usual and stores the request flagged as spam.
 */
export const honeypot = z.string().max(2000).optional();

/** The signed note of when the form opened (GET /api/form-token); the spec's clients send none. */
export const formToken = z.string().max(200).optional();
