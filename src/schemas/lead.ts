/** A contact-form enquiry, parsed by the form before sending and by POST /api/leads. */
import * as z from "zod/mini";
import "./zod-mini";
import { email, firstName, formToken, honeypot, lastName, phone, projectDetails } from "./fields";

/** Services the contact form offers. */
export const LEAD_SERVICES = ["window-installation", "door-installation", "energy-efficiency", "general-inquiry"] as const;

export const LEAD_SERVICE_LABELS: Record<(typeof LEAD_SERVICES)[number], string> = {
  "window-installation": "Window installation",
  "door-installation": "Door installation",
  "energy-efficiency": "Energy efficiency upgrade",
  "general-inquiry": "General inquiry",
};

/** What the contact form says once a lead is stored (the spec's fallback text too). */
export const LEAD_THANKS_MESSAGE = "Thank you for your inquiry. We'll contact you within 24 hours.";

export const leadRequestSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  service: z.enum(LEAD_SERVICES, { error: "Choose a service" }),
  projectDetails,
  /** Where the form was sent from, e.g. "contact-page" or "home". */
  source: z._default(z.optional(z.string().check(z.trim(), z.maxLength(50))), "website"),
  /** Honeypot: hidden from people and assistive technology; anything in it marks the request as spam. */
  website: honeypot,
  /** When the site's own form opened; sent too soon, the request is stored as spam. */
  formToken,
});

export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;
