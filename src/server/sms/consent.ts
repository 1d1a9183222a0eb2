/**
 * Consent to texts: stored when a booking or lead carries a ticked box, with the time, the
 * wording's version, the language it was shown in and the client address it came from; read before any text about that
 * visit or lead is written. Opt-outs (STOP) are kept per number in sms_numbers and win over
 * any consent (see isOptedOut). The statements are the floor's (src/server/db/sms/).
 */
import type { Locale } from "@/i18n/locales";
import { SMS_CONSENT_VERSION } from "@/i18n/sms";
import type { Database } from "@/server/db/client";
import type { SmsConsent } from "@/server/db/schema";
import { insertConsent } from "@/server/db/sms/consents";
import type { TextSubject } from "@/server/db/sms/messages";
import { textableNumber } from "./assigned-number";

/** The consents given with a booking or lead, or by a number, and when (the statements are the floor's). */
export { consentFor, consentTimes, latestConsentOf } from "@/server/db/sms/consents";
/** True when the number sent STOP (and not START since). */
export { isOptedOut } from "@/server/db/sms/numbers";

/** Whose consent: a booking's or a lead's. */
export type ConsentSubject = TextSubject;

/**
 * Stores the consent given with a booking or lead for `phone`, as of `now`, from `clientAddress`
 * (the form's sender, as the booking or lead stores it; null for a request that came through no
 * network). A number the schema let through is always textable; anything else stores nothing.
 * It does not lift an earlier STOP of that number: only START does (carriers keep blocking the
 * number until then).
 */
export async function recordConsent(
  db: Database,
  subject: ConsentSubject,
  phone: string,
  locale: Locale,
  now: Date,
  clientAddress: string | null = null,
): Promise<SmsConsent | null> {
  const number = textableNumber(phone);
  if (!number) return null;
  return insertConsent(db, { phone: number, ...subject, wordingVersion: SMS_CONSENT_VERSION, locale, consentedAt: now, clientAddress });
}
