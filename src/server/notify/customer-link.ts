/**
 * The link to a customer's own page that every notice to a customer carries: a fresh 256-bit
 * token for each notice, of which only the hash is stored (table customer_links), with the notice's
 * emails by the statement that stores them, so no email names a link that does not work and no
 * link is stored for an email that was not. How long one works is the page's link declaration
 * (src/server/private-links/documents.ts).
 */
import { emailKey } from "@/core/server/person-key";
import type { Locale } from "@/i18n/locales";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import { privateLinks } from "@/server/private-links/documents";
import { mintLink } from "@/server/private-links/tokens";
import { linkUrl, type OriginEnv } from "@/server/private-links/urls";

/** A new link to a customer's page: its token (for the email and text) and the row to store (its hash). */
export function newCustomerLink(email: string, locale: Locale, now: Date): { token: string; row: CustomerLinkRow } {
  const { token, tokenHash } = mintLink();
  return {
    token,
    row: { tokenHash, emailKey: emailKey(email), locale, expiresAt: new Date(now.getTime() + privateLinks.myPage.days * 86_400_000) },
  };
}

/** A fresh link for one notice to `email`: the page's address in `locale` for its email, and the row its statement stores. */
export function freshPageLink(email: string, locale: Locale, env: OriginEnv, now: Date): { url: string; row: CustomerLinkRow } {
  const link = newCustomerLink(email, locale, now);
  return { url: linkUrl(privateLinks.myPage, link.token, locale, env), row: link.row };
}
