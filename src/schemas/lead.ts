/** A contact-form enquiry, parsed by the form before sending and by POST /api/leads. */
import * as z from "zod/mini";
import "../core/zod-mini";
import { perLocale, type ValidationMessages } from "@/i18n/validation";
import { contactFormCopy } from "@/i18n/contact-form";
import { formToken, honeypot, locale, personFields, plainText, smsConsent, textableWhenConsented } from "./fields";
import { attributionSchema } from "./attribution";
import { photoIdsField } from "./photo-ids";

/** Services the contact form offers. */
export const LEAD_SERVICES = ["window-installation", "door-installation", "energy-efficiency", "general-inquiry"] as const;

/** The options' English labels (each language's: src/i18n/contact-form.ts). */
export const LEAD_SERVICE_LABELS: Record<(typeof LEAD_SERVICES)[number], string> = contactFormCopy.en.serviceLabels;

/** What the contact form says once a lead is stored (the spec's fallback text too). */
export const LEAD_THANKS_MESSAGE = contactFormCopy.en.thanks;

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
    source: z._default(z.optional(z.string().check(z.trim(), z.maxLength(50), plainText(m))), "website"),
    /** Honeypot: hidden from people and assistive technology; anything in it marks the request as spam. */
    website: honeypot,
    /** When the site's own form opened; sent too soon, the request is stored as spam. */
    formToken,
    /** The visitor's language: the answer's and the stored lead's. */
    locale,
    /** Ticked "Text me about my visit": consent to texts (stored with its wording's version); optional, default false. */
    smsConsent,
    /** Where the visitor came from (first and last touch); optional. */
    attribution: z.optional(attributionSchema),
    /** Photos uploaded first (POST /api/photos), to attach; optional. */
    photoIds: photoIdsField(m),
  });
}

/** The contact-form schema that answers in a language (built once per language). */
export const leadRequestSchemaFor = perLocale((m) => leadRequestSchemaWith(m).check(textableWhenConsented(m)));

/** The contact-form schema with the spec's English messages. */
export const leadRequestSchema = leadRequestSchemaFor("en");

export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;
