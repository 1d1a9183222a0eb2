/**
 * The Arizona ROC licence number as every page and document prints it: "ROC 123456", the way
 * the Registrar of Contractors writes it, whichever way the owner typed it ("ROC 123456",
 * "ROC123456", "roc-123456" or the digits alone). The documents' words say "license" and let the
 * number carry "ROC", so it is read once. The business facts (src/config/business.ts) and the
 * seller of a contract (src/server/seller.ts) both read the licence through this rule.
 */

/** What the owner may type: ROC (any case, then a space, dash or nothing) and 5 or 6 digits, or the digits alone. */
export const ROC_LICENSE_TYPED = /^(?:[Rr][Oo][Cc][\s-]?)?\d{5,6}$/;

/** "ROC 123456" for any typing of it; null when nothing is typed; any other text as it was, trimmed (the facts' schema refuses it). */
export function rocLicense(typed: string | null | undefined): string | null {
  const text = typed?.trim();
  if (!text) return null;
  const digits = ROC_LICENSE_TYPED.test(text) ? text.replace(/\D/g, "") : null;
  return digits ? `ROC ${digits}` : text;
}
