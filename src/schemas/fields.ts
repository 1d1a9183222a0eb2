/**
 * The fields every public form shares (booking, contact), with the messages people see in
 * their language (src/i18n/validation.ts): the one home of the person's fields and of what
 * each form sends with them. One set of rules; `publicFormFields(messages)` dresses it in one
 * language's words, and each form's schema adds its own fields to it.
 */
import * as z from "zod/mini";
import "../core/zod-mini";
import { isPlainText, withoutBidiControls } from "@/core/plain-text";
import { nanpProblem } from "@/core/nanp";
import { locales } from "@/i18n/locales";
import { fill, type ValidationMessages } from "@/i18n/validation";
import { attributionSchema } from "./attribution";
import { photoIdsField } from "./photo-ids";

/**
 * The check every free-text field carries: no NUL or other control character (tab and line
 * breaks are fine), with `m`'s message. Postgres refuses NUL, so this keeps such a request a 400.
 */
export function plainText(m: ValidationMessages) {
  // `abort`: the field's later checks (a phone's digits) would only repeat that it is wrong.
  return z.refine<string>(isPlainText, { error: m.controlCharacters, abort: true });
}

/**
 * The fields every public form sends, with `m`'s messages: the person (name, email, phone),
 * the project's details, and what the site's own form adds to them. A form's schema spreads
 * them into its object beside its own fields.
 */
export function publicFormFields(m: ValidationMessages) {
  // Names lose their bidirectional controls first: they reach email subjects and lists.
  const name = (label: string, max = 100) =>
    z
      .string({ error: fill(m.enterYour, { label }) })
      .check(
        z.overwrite(withoutBidiControls),
        z.trim(),
        z.minLength(1, fill(m.enterYour, { label })),
        z.maxLength(max, fill(m.keepUnder, { label, max })),
        plainText(m),
      );
  return {
    firstName: name(m.labels.firstName),
    lastName: name(m.labels.lastName),
    email: z.pipe(
      z
        .string({ error: m.email.required })
        .check(z.trim(), z.minLength(1, m.email.required), z.maxLength(254, m.email.tooLong), plainText(m)),
      z.email(m.email.invalid),
    ),
    /** A US phone number: ten digits once punctuation is removed (a leading 1 is allowed). */
    phone: z.string({ error: m.phone.required }).check(
      z.trim(),
      z.minLength(1, m.phone.required),
      plainText(m),
      z.refine((value) => /^1?\d{10}$/.test(value.replace(/[\s().+-]/g, "")), m.phone.invalid),
    ),
    projectDetails: z.pipe(
      z.optional(z.string({ error: m.projectDetails.notText }).check(z.trim(), z.maxLength(2000, m.projectDetails.tooLong), plainText(m))),
      z.transform((value: string | undefined) => value ?? ""),
    ),
    /**
     * Honeypot: a field people never see (nor assistive technology); bots fill it in. A filled-in
     * value is not refused (that would teach the bot); the server answers as usual and stores the
     * request flagged as spam.
     */
    website: z.optional(z.string().check(z.maxLength(2000))),
    /** The signed note of when the form opened (GET /api/form-token); sent too soon, the request is stored as spam. The spec's clients send none. */
    formToken: z.optional(z.string().check(z.maxLength(200))),
    /** The visitor's language, "en" or "es": the language of the answer, the stored row and its emails. Optional; English when absent. */
    locale: z._default(z.optional(z.enum(locales)), "en"),
    /**
     * The "Text me about my visit" box (SmsConsentBox): ticked, the customer agrees to texts about
     * this visit or enquiry (stored with its wording's version). Optional and false when absent,
     * so the spec's payload books as before.
     */
    smsConsent: z._default(z.optional(z.boolean()), false),
    /** Where the visitor came from (first and last touch); optional. */
    attribution: z.optional(attributionSchema),
    /** Photos uploaded first (POST /api/photos), to attach; optional, not in the spec's payload. */
    photoIds: photoIdsField(m),
  };
}

/**
 * With the box ticked, the phone must be a number we may text: US or Canadian, not premium
 * (src/core/nanp.ts). The error is the phone field's, in `m`'s language.
 */
export function textableWhenConsented(m: ValidationMessages) {
  return z.refine<{ phone: string; smsConsent?: boolean }>((request) => !request.smsConsent || nanpProblem(request.phone) === null, {
    message: m.phone.notTextable,
    path: ["phone"],
  });
}
