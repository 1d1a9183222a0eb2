/**
 * The customer's private documents, each reached by a link whose token only the customer's email
 * or text carries: each declares here what its link needs (the page it opens, where its links are
 * kept, how long one works, and what a working one opens). Everything else about a link is written
 * once for all of them in this folder: minting (./tokens.ts), its URL in the reader's language
 * (./urls.ts), reading it from a request's path (./open.ts), adding one and revoking them
 * (./store.ts); and, on the db floor, storing one with the send that carries it
 * (src/server/db/private-links). A new document is one more declaration here.
 */
import { isPastValidUntil } from "@/core/quote-status";
import { unknownInvoiceLink } from "@/i18n/invoices";
import { jobPageWords } from "@/i18n/jobs";
import type { Locale } from "@/i18n/locales";
import { findByManageToken } from "../db/appointments/manage-links";
import type { Database } from "../db/client";
import { readChangeOrderByTokenHash, type ChangeOrderRecord } from "../db/change-orders/change-orders";
import { invoiceOfLink } from "../db/invoices/invoices";
import { findCustomerLink } from "../db/jobs/customer-links";
import { linkTables, type LinkTable } from "../db/private-links/links";
import { readQuoteByTokenHash, type QuoteRecord } from "../db/quotes/quotes";
import type { Appointment, CustomerLink, Invoice } from "../db/schema";

/** What one kind of private document declares about its links. */
export interface PrivateDocument<Opened> {
  /** The page a link opens, by its English path ("/quote"); the token follows it, and the reader's language prefixes it ("/es/quote/…"). */
  page: `/${string}`;
  /** The table its links are kept in (src/server/db/private-links/links.ts); none for a link that belongs to a person rather than a document. */
  links?: LinkTable;
  /** What a working link (its token's hash) opens at `now`: null for an unknown, retired or expired one. */
  open(db: Database, tokenHash: string, now: Date): Promise<Opened | null>;
  /** The 404's message for a link that opens nothing, in the reader's language. */
  unknown(locale: Locale): string;
}

/** The 404 of a manage link that matches no visit. */
export const UNKNOWN_VISIT_LINK = "This link is not valid. Please call us to change your appointment.";

/** The 404 of a quote link that matches no quote, or whose quote has expired. */
export const UNKNOWN_QUOTE_LINK = "This quote link is not valid. It may have expired; please call us.";

/** The 404 of a link that opens no change order (unknown, retired by a later send, or withdrawn). */
export const UNKNOWN_CHANGE_ORDER_LINK = "This change order link is not valid. It may have been replaced or withdrawn; please call us.";

/** Quote statuses whose link works whatever the day: the contract and its right to cancel outlive "valid until". */
const SIGNED = new Set(["signed", "paid", "cancelled"]);

/**
 * A visit's manage page (/cancel/{token}): the confirmation's token is kept on the visit, each
 * later email's (a move, a reminder) in appointment_links. Every link a customer was sent keeps
 * working; once the visit can no longer change, the page only shows it.
 */
const visit = {
  page: "/cancel",
  links: linkTables.visit,
  open: (db, tokenHash) => findByManageToken(db, tokenHash),
  unknown: () => UNKNOWN_VISIT_LINK,
} satisfies PrivateDocument<Appointment>;

/**
 * A quote's page (/quote/{token}): a link works until the quote's "valid until" day has passed,
 * and for good once it is signed, unless retired: each send retires the earlier links, and the
 * office may turn them all off while it is unsigned.
 */
const quote = {
  page: "/quote",
  links: linkTables.quote,
  async open(db, tokenHash, now) {
    const record = await readQuoteByTokenHash(db, tokenHash);
    if (!record || record.quote.status === "draft") return null;
    if (!SIGNED.has(record.quote.status) && isPastValidUntil(record.revision.validUntil, now)) return null;
    return record;
  },
  unknown: () => UNKNOWN_QUOTE_LINK,
} satisfies PrivateDocument<QuoteRecord>;

/** A change order's page (/change-order/{token}): a link works until the next send retires it, or the office withdraws the change order. */
const changeOrder = {
  page: "/change-order",
  links: linkTables.changeOrder,
  async open(db, tokenHash) {
    const record = await readChangeOrderByTokenHash(db, tokenHash);
    return record && record.order.status !== "draft" ? record : null;
  },
  unknown: () => UNKNOWN_CHANGE_ORDER_LINK,
} satisfies PrivateDocument<ChangeOrderRecord>;

/** An invoice's page (/invoice/{token}): a link works until the next send retires it; a paid or void invoice is never sent again, so its last links stay. */
const invoice = {
  page: "/invoice",
  links: linkTables.invoice,
  open: (db, tokenHash) => invoiceOfLink(db, tokenHash),
  unknown: (locale) => unknownInvoiceLink[locale],
} satisfies PrivateDocument<Invoice>;

/**
 * The customer's own page (/my/{token}): everything of the person the link was sent to (their
 * email's person key), kept in customer_links. Every notice carries a fresh one, which works for
 * `days` days.
 */
const myPage = {
  page: "/my",
  days: 30,
  open: (db, tokenHash, now) => findCustomerLink(db, tokenHash, now),
  unknown: (locale) => jobPageWords[locale].unknownLink,
} satisfies PrivateDocument<CustomerLink> & { days: number };

/** Every private document's link, by document. */
export const privateLinks = { visit, quote, changeOrder, invoice, myPage };
