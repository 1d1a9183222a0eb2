/**
 * A customer's own page (/my/{token}): asking for its link with an email, and everything of
 * theirs through it. An unknown or expired link is a 404 everywhere, and an item of anyone
 * else's a 404 too. The signed contract's PDF is served by the PDF function, as the quote's is, and a
 * signed change order's by the change orders' function.
 */
import type { Locale } from "@/i18n/locales";
import type { MyLinkAnswer, MyPage, myLinkSchemaFor } from "../my-page";
import type { Answers, ApiRoute, Takes } from "./route";

/** The language an answer is worded in (the link's when absent). */
type LocaleQuery = { locale?: Locale };

/** Ask for a link with an email: 202, the same answer and the same work whether the email is known or not; the link goes only to that mailbox. */
export const myLink = { path: "/api/my/link", POST: {} as Takes<typeof myLinkSchemaFor, MyLinkAnswer> } satisfies ApiRoute;

/** The page's data: that person's visits, quotes, jobs and payments (`private, no-store`). */
export const myPage = { path: "/api/my/:token", GET: {} as Answers<MyPage, LocaleQuery> } satisfies ApiRoute;

/** A fresh manage link to one of their upcoming visits (move or cancel it there). */
export const myVisitLink = { path: "/api/my/:token/visits/:id/link", POST: {} as Answers<{ url: string }, LocaleQuery> } satisfies ApiRoute;

/** A fresh link to one of their quotes' page (read it, sign it, choose install days). */
export const myQuoteLink = { path: "/api/my/:token/quotes/:id/link", POST: {} as Answers<{ url: string }, LocaleQuery> } satisfies ApiRoute;

/** A fresh link to one of their invoices' page (/invoice/{token}, /es/…: read it, pay it, its receipt); 404 for anyone else's. */
export const myInvoiceLink = {
  path: "/api/my/:token/invoices/:id/link",
  POST: {} as Answers<{ url: string }, LocaleQuery>,
} satisfies ApiRoute;

/** One of their signed contracts as a PDF: a link, not a fetch. */
export const myQuotePdf = { path: "/api/my/:token/quotes/:id/pdf", GET: {} as Answers<Blob> } satisfies ApiRoute;

/** One of their signed change orders as a PDF, served by the change orders' function: a link, not a fetch. */
export const myChangeOrderPdf = { path: "/api/my/:token/change-orders/:id/pdf", GET: {} as Answers<Blob> } satisfies ApiRoute;

/** One of their jobs' photos, the image itself (`size: "thumb"` its thumbnail), `private, no-store`. */
export const myPhoto = { path: "/api/my/:token/photos/:photoId", GET: {} as Answers<Blob, { size?: "thumb" }> } satisfies ApiRoute;
