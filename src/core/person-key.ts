/**
 * Who a person is, for the per-person limits: the same email or the same phone number,
 * however it is written. Pure; shared by browser and server. The database computes the
 * same keys in generated columns (src/server/db/schema.ts); a function test checks both agree.
 */

/** Mail domains whose mailboxes ignore dots and a "+tag" in the local part. */
export const DOT_BLIND_DOMAINS = ["gmail.com", "googlemail.com"] as const;

/**
 * The email's key: trimmed and lower case; for Gmail, without dots or a "+tag" in the
 * name and with googlemail.com read as gmail.com. "J.Doe+promo@Gmail.com" → "jdoe@gmail.com".
 */
export function emailKey(email: string): string {
  const normal = email.trim().toLowerCase();
  const at = normal.lastIndexOf("@");
  if (at < 0) return normal;
  const domain = normal.slice(at + 1);
  if (!(DOT_BLIND_DOMAINS as readonly string[]).includes(domain)) return normal;
  const name = normal.slice(0, at).split("+")[0]!.replaceAll(".", "");
  return `${name}@gmail.com`;
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
