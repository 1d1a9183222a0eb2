/** A contact-form enquiry, parsed by the form before sending and by POST /api/leads. */
import * as z from "zod/mini";
import "./zod-mini";
import { validationMessages, type ValidationMessages } from "@/i18n/validation";
import type { Locale } from "@/i18n/locales";
import { formToken, honeypot, locale, personFields } from "./fields";

/** Services the contact form offers. */
export const LEAD_SERVICES = ["window-installation", "door-installation", "energy-efficiency", "general-inquiry"] as const;

export const LEAD_SERVICE_LABELS: Record<(typeof LEAD_SERVICES)[number], string> = {
  "window-installation": "Window installation",
  "door-installation": "Door installation",
  "energy-efficiency": "Energy efficiency upgrade",
  "general-inquiry": "General inquiry",
};

/** What the contact form says once a lead is stored (the spec's fallback text too); each language's is in src/i18n/server-messages.ts. */
export const LEAD_THANKS_MESSAGE = "Thank you for your inquiry. We'll contact you within 24 hours.";

function leadRequestSchemaWith(m: ValidationMessages) {
  const { firstName, lastName, email, phone, projectDetails } = personFields(m);
  return z.object({
    firstName,
    lastName,
    email,
    phone,
    service: z.enum(LEAD_SERVICES, { error: m.chooseService }),
    projectDetails,
    /** Where the form was sent from, e.g. "contact-page" or "home". */
    source: z._default(z.optional(z.string().check(z.trim(), z.maxLength(50))), "website"),
    /** Honeypot: hidden from people and assistive technology; anything in it marks the request as spam. */
    website: honeypot,
    /** When the site's own form opened; sent too soon, the request is stored as spam. */
    formToken,
    /** The visitor's language: the answer's and the stored lead's. */
    locale,
  });
}

const schemas: Partial<Record<Locale, ReturnType<typeof leadRequestSchemaWith>>> = {};

/** The contact-form schema that answers in `language` (built once per language). */
export function leadRequestSchemaFor(language: Locale) {
  return (schemas[language] ??= leadRequestSchemaWith(validationMessages[language]));
}

/** The contact-form schema with the spec's English messages. */
export const leadRequestSchema = leadRequestSchemaFor("en");

export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;
