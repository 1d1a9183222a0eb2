/** A contact-form enquiry, parsed by the form before sending and by POST /api/leads. */
import * as z from "zod/mini";
import "../core/zod-mini";
import { perLocale, type ValidationMessages } from "@/i18n/validation";
import { contactFormCopy } from "@/i18n/contact-form";
import { plainText, publicFormFields, textableWhenConsented } from "./fields";
import { LEAD_SERVICES } from "./services";

/** The options' English labels (each language's: src/i18n/contact-form.ts). */
export const LEAD_SERVICE_LABELS: Record<(typeof LEAD_SERVICES)[number], string> = contactFormCopy.en.serviceLabels;

/** What the contact form says once a lead is stored (the spec's fallback text too). */
export const LEAD_THANKS_MESSAGE = contactFormCopy.en.thanks;

function leadRequestSchemaWith(m: ValidationMessages) {
  return z.object({
    ...publicFormFields(m),
    service: z.enum(LEAD_SERVICES, { error: m.chooseService }),
    /** Where the form was sent from, e.g. "contact-page" or "home". */
    source: z._default(z.optional(z.string().check(z.trim(), z.maxLength(50), plainText(m))), "website"),
  });
}

/** The contact-form schema that answers in a language (built once per language). */
export const leadRequestSchemaFor = perLocale((m) => leadRequestSchemaWith(m).check(textableWhenConsented(m)));

/** The contact-form schema with the spec's English messages. */
export const leadRequestSchema = leadRequestSchemaFor("en");

export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;
