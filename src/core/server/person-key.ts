/**
 * Who a person is, for the per-person limits: the same email or the same phone number,
 * however it is written. Pure; shared by browser and server. The database computes the
 * same keys in generated columns (emailKeySql in src/server/db/schema.ts, built from the
 * lists below); a function test checks both agree.
 *
 * Only what a provider itself treats as one mailbox is merged, so two people are never one:
 * - Gmail ignores dots in the name and everything after a "+", and googlemail.com is gmail.com.
 * - Outlook.com (with Hotmail, Live and MSN), iCloud, Fastmail and Proton deliver
 *   "name+anything" to "name"; their dots count.
 * - Yahoo's disposable addresses are "basename-keyword": the part before the "-" is the
 *   person's (Yahoo account names cannot hold a "-"); Yahoo has no "+" addressing.
 * Elsewhere ("name+tag@company.com") the address is kept whole: a company's server may well
 * deliver those to two people.
 */

/** Mail domains whose mailboxes ignore dots and a "+tag" in the name; all are one, gmail.com. */
export const DOT_BLIND_DOMAINS = ["gmail.com", "googlemail.com"] as const;

/** Mail domains where "name+tag" is delivered to "name" (plus addressing) and dots count. */
export const PLUS_TAG_DOMAINS = [
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "passport.com",
  "outlook.es",
  "hotmail.es",
  "live.com.mx",
  "hotmail.com.mx",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "fastmail.fm",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
] as const;

/** Mail domains where "basename-keyword" is a disposable address of "basename" (Yahoo). */
export const DASH_TAG_DOMAINS = ["yahoo.com", "ymail.com", "rocketmail.com"] as const;

const isIn = (list: readonly string[], domain: string) => list.includes(domain);

/**
 * The email's key: trimmed and lower case, with the tag its provider ignores dropped (and, for
 * Gmail, the dots, googlemail.com read as gmail.com). "J.Doe+promo@Gmail.com" → "jdoe@gmail.com",
 * "ana+1@outlook.com" → "ana@outlook.com", "ana-shop@yahoo.com" → "ana@yahoo.com". A name that is
 * only a tag ("+x@outlook.com") is kept whole.
 */
export function emailKey(email: string): string {
  const normal = email.trim().toLowerCase();
  // The parts before the first "@" and between it and any second one, as SQL's split_part reads them.
  const [name = "", domain = ""] = normal.split("@");
  const separator = isIn(DOT_BLIND_DOMAINS, domain) || isIn(PLUS_TAG_DOMAINS, domain) ? "+" : isIn(DASH_TAG_DOMAINS, domain) ? "-" : null;
  if (!separator) return normal;
  const base = name.split(separator)[0]!;
  if (!isIn(DOT_BLIND_DOMAINS, domain)) return base ? `${base}@${domain}` : normal;
  const undotted = base.replaceAll(".", "");
  return undotted ? `${undotted}@gmail.com` : normal;
}

/**
 * The phone's key: its digits, a leading US country code 1 dropped from 11 digits.
 * "+1 (602) 555-0123" → "6025550123". Null when no digit is left.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const key = /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
  return key || null;
}
