/** Field rules shared by the booking and contact forms, with the messages people see. */
import * as z from "zod/mini";
import "./zod-mini";

const required = (label: string, max = 100) =>
  z.string({ error: `Enter your ${label}` }).check(z.trim(), z.minLength(1, `Enter your ${label}`), z.maxLength(max, `Keep your ${label} under ${max} characters`));

export const firstName = required("first name");
export const lastName = required("last name");

export const email = z.pipe(
  z.string({ error: "Enter your email address" }).check(z.trim(), z.minLength(1, "Enter your email address"), z.maxLength(254, "That email address is too long")),
  z.email("Enter a valid email address, like name@example.com"),
);

/** A US phone number: ten digits once punctuation is removed (a leading 1 is allowed). */
export const phone = z
  .string({ error: "Enter your phone number" })
  .check(
    z.trim(),
    z.minLength(1, "Enter your phone number"),
    z.refine((value) => /^1?\d{10}$/.test(value.replace(/[\s().+-]/g, "")), "Enter a 10-digit phone number, like (480) 555-0142"),
  );

export const projectDetails = z.pipe(
  z.optional(z.string({ error: "Project details must be text" }).check(z.trim(), z.maxLength(2000, "Keep project details under 2,000 characters"))),
  z.transform((value: string | undefined) => value ?? ""),
);

/**
 * A field people never see: bots fill it in. A filled-in value is not refused (that would
 * teach the bot); the server answers as usual and stores the request flagged as spam.
 */
export const honeypot = z.optional(z.string().check(z.maxLength(2000)));

/** The signed note of when the form opened (GET /api/form-token); the spec's clients send none. */
export const formToken = z.optional(z.string().check(z.maxLength(200)));
