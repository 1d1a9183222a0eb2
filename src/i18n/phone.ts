/**
 * A phone number as a page shows it, never broken across two lines ("(480) 555-" at the end of
 * one line, "0142" on the next): its spaces become no-break spaces and its hyphens non-breaking
 * hyphens, so it holds together inside any sentence, a button or a table cell. Every page, island
 * and message shown on a page writes a phone through this; emails hold their phone links together
 * with CSS (src/server/email/html.ts), and texts keep the plain form (a text must stay GSM-7).
 */
export function unbrokenPhone(phone: string): string {
  return phone.replace(/ /g, "\u00A0").replace(/-/g, "\u2011");
}
