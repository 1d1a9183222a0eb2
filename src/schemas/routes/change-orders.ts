/**
 * Change orders: the office writes one on a job, sends it or withdraws it (behind the admin
 * guard, netlify/functions/admin.mts), and the customer reads, signs and downloads it through
 * the link they were sent (/change-order/{token}). An unknown or retired link is a 404.
 */
import type { Locale } from "@/i18n/locales";
import type { ChangeOrderCreated, changeOrderCreateSchema, ChangeOrderView, signChangeOrderSchemaFor } from "../change-order";
import type { Answers, ApiRoute, Takes } from "./route";

/** The language an answer is worded in (English when absent). */
type LocaleQuery = { locale?: Locale };

/** Write a change order on the job: 201; 400 with field errors; 404 unknown job; 409 below what is paid or billed, or a cancelled job. */
export const adminJobChangeOrders = {
  path: "/api/admin/jobs/:id/change-orders",
  POST: {} as Takes<typeof changeOrderCreateSchema, ChangeOrderCreated>,
} satisfies ApiRoute;

/** Send (or send again) the change order to its customer: the link sent; 409 once signed or void, or without the contract's business facts. */
export const adminChangeOrderSend = { path: "/api/admin/change-orders/:id/send", POST: {} as Answers<{ url: string }> } satisfies ApiRoute;

/** Withdraw an unsigned change order (its links stop working); 409 once signed or void. */
export const adminChangeOrderVoid = {
  path: "/api/admin/change-orders/:id/void",
  POST: {} as Answers<{ status: "void" }>,
} satisfies ApiRoute;

/** The change order to show: its document, SHA-256, status and signature, in `locale`. */
export const changeOrder = { path: "/api/change-orders/:token", GET: {} as Answers<ChangeOrderView, LocaleQuery> } satisfies ApiRoute;

/** Sign it: 200; 400 without the name or agreement; 409 a second time, when it changed, or when the floor refuses it now. */
export const changeOrderSign = {
  path: "/api/change-orders/:token/sign",
  POST: {} as Takes<typeof signChangeOrderSchemaFor, { status: "signed" }>,
} satisfies ApiRoute;

/** The change order as a PDF (the signed record once signed): a link, not a fetch. */
export const changeOrderPdf = { path: "/api/change-orders/:token/pdf", GET: {} as Answers<Blob, LocaleQuery> } satisfies ApiRoute;
