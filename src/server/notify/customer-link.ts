/**
 * The link to a customer's own page that every notice to a customer carries: a fresh 256-bit
 * token for each notice, of which only the hash is stored (table customer_links), with the notice's
 * emails by the statement that stores them, so no email names a link that does not work and no
 * link is stored for an email that was not.
 */
import { emailKey } from "@/core/server/person-key";
import type { Locale } from "@/i18n/locales";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import { siteOrigin } from "@/server/env";
import { hashCancelToken, newCancelToken } from "@/server/tokens";

/** How long a link to a customer's page works. */
export const CUSTOMER_LINK_DAYS = 30;

/** The settings a page's address reads: the site's origin. */
type OriginEnv = Parameters<typeof siteOrigin>[0];

/** A new link to a customer's page: its token (for the email and text) and the row to store (its hash). */
export function newCustomerLink(email: string, locale: Locale, now: Date): { token: string; row: CustomerLinkRow } {
  const token = newCancelToken();
  return { token, row: { tokenHash: hashCancelToken(token), emailKey: emailKey(email), locale, expiresAt: new Date(now.getTime() + CUSTOMER_LINK_DAYS * 86_400_000) } };
}

/** The customer's page for a token, in their language (/my/… or /es/my/…). */
export function myPageUrl(token: string, locale: Locale, env?: OriginEnv): string {
  return `${siteOrigin(env)}${locale === "es" ? "/es" : ""}/my/${token}`;
}

/** A fresh link for one notice to `email`: the page's address in `locale` for its email, and the row its statement stores. */
export function freshPageLink(email: string, locale: Locale, env: OriginEnv, now: Date): { url: string; row: CustomerLinkRow } {
  const link = newCustomerLink(email, locale, now);
  return { url: myPageUrl(link.token, locale, env), row: link.row };
}
