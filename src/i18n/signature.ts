/**
 * The words around a signature on a customer's link (a quote's, a change order's): what each page
 * hands its signing form (src/components/islands/quote/signature-fields.tsx), and the typed
 * name's hint, which names the page's own button exactly as it reads.
 */
import type { Locale } from "./locales";

/** What a signing form says around the consent and the typed name. */
export interface SignatureWords {
  consentHeading: string;
  consentCheckbox: string;
  fullName: string;
  /** Under the typed name: what makes the signature, naming `button`, the form's signing button. */
  fullNameHint: (button: string) => string;
}

/** The typed name's hint, by language: "Typing your name and pressing “Sign and accept” is your signature." */
export const typedNameHint: Record<Locale, (button: string) => string> = {
  en: (button) => `Typing your name and pressing “${button}” is your signature.`,
  es: (button) => `Escribir su nombre y presionar “${button}” es su firma.`,
};
