/**
 * The words that carry the link to a customer's own page (/my/{token}) in every email to a
 * customer: the visits', the quotes' and the jobs' alike, so the link reads the same wherever it
 * comes. The link itself is minted fresh for each email by the notices (src/server/notify).
 */
import type { Locale } from "./locales";

/** One language's words of the link. */
export interface MyPageLinkWords {
  /** The link's words in an HTML email. */
  label: string;
  /** The line of a plain-text email, with the link's address. */
  text: (url: string) => string;
}

export const myPageLinkWords: Record<Locale, MyPageLinkWords> = {
  en: {
    label: "See your visits, quotes, contracts, jobs and payments on your page",
    text: (url) => `Your page (your visits, quotes, contracts, jobs and payments): ${url}`,
  },
  es: {
    label: "Vea sus visitas, cotizaciones, contratos, trabajos y pagos en su página",
    text: (url) => `Su página (sus visitas, cotizaciones, contratos, trabajos y pagos): ${url}`,
  },
};
