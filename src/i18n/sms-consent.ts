/**
 * The "Text me about my visit" box's words, in each language: the label and the disclosure
 * beneath it, the wording customers agree to. Apart from the texts themselves (./sms.ts), so
 * the forms' islands carry these two sentences and not every text message we send. (A number
 * we may not text is refused with the phone field's message, in ./validation.ts.)
 * `es` must have every key `en` has.
 */
import type { Locale } from "./locales";

/**
 * Version of the consent wording below. Stored with every consent, so we can show what a
 * customer agreed to. Raise it whenever `label` or `disclosure` changes, and submit the new
 * wording to the A2P 10DLC campaign (docs/texts.md).
 */
export const SMS_CONSENT_VERSION = "2026-11-v1";

const en = {
  label: "Text me about my visit",
  // Literal, brand included: this exact wording is what customers agree to and what the A2P
  // campaign registers; changing it (the brand too) means a new SMS_CONSENT_VERSION.
  disclosure: `Windows & Doors Near Me will text this number about your estimate: confirmation, reminders, schedule changes and our replies. Up to 5 msgs/day. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not required to book.`,
};

/** The consent box's words in one language. */
export type SmsConsentCopy = typeof en;

const es: SmsConsentCopy = {
  label: "Envíenme mensajes de texto sobre mi visita",
  disclosure: `Windows & Doors Near Me le enviará mensajes de texto a este número sobre su estimado: confirmación, recordatorios, cambios de horario y nuestras respuestas. Hasta 5 msjs/día. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para cancelar, AYUDA para ayuda. No es necesario aceptar para reservar.`,
};

/** The consent box's words, by language. */
export const smsConsentCopy: Record<Locale, SmsConsentCopy> = { en, es };
