/** Shared setup of the invoice tests: writing, sending and reading invoices through the functions, as the office and the customer do. */
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import invoicesHandler from "../../netlify/functions/invoices.mts";
import invoicePdfHandler from "../../netlify/functions/invoice-pdf.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { callAdmin, SITE } from "../admin/fixtures";

/** POSTs a new invoice of the job as the admin. */
export function newInvoice(jobId: string, body: object): Promise<Response> {
  return callAdmin(`/api/admin/jobs/${jobId}/invoices`, { method: "POST", body });
}

/** Writes an invoice (201) and answers it. */
export async function writtenInvoice(jobId: string, body: object): Promise<{ id: string; number: number; amountCents: number }> {
  const answer = await newInvoice(jobId, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return answer.json();
}

/** Writes and sends an invoice; answers it with the link sent and its token. */
export async function sentInvoice(jobId: string, body: object = { kind: "progress", percent: 25 }) {
  const invoice = await writtenInvoice(jobId, body);
  const sent = await callAdmin(`/api/admin/invoices/${invoice.id}/send`, { method: "POST" });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const { url } = (await sent.json()) as { url: string };
  return { ...invoice, url, token: url.split("/invoice/")[1]! };
}

/** Calls the customer's invoice functions (the PDF's own for /pdf). */
export function callInvoice(path: string, { method = "GET" }: { method?: string } = {}): Promise<Response> {
  const headers = new Headers({ "user-agent": "Mozilla/5.0 (iPhone) TestSafari/17" });
  if (method !== "GET") headers.set("Origin", SITE);
  const request = new Request(`${SITE}${path}`, { method, headers });
  return (path.split("?")[0]!.endsWith("/pdf") ? invoicePdfHandler : invoicesHandler)(request, { ip: "203.0.113.9" });
}

/** The invoice page's answer. */
export async function invoicePage(token: string, locale = "en") {
  const answer = await callInvoice(`/api/invoices/${token}?locale=${locale}`);
  expect(answer.status).toBe(200);
  return answer.json();
}

/** The emails of one kind about one invoice, oldest first. */
export function emailsOfKind(kind: string, invoiceId: string) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.relatedId, invoiceId)))
    .orderBy(emailOutbox.id);
}
