/** Shared setup of the change-order tests: calling the customer's change-order function, and a job with a paid deposit. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import changeOrdersHandler from "../../netlify/functions/change-orders.mts";
import { getDb } from "../../src/server/db/client";
import { quotePayments, quotes } from "../../src/server/db/schema";
import { callAdmin, SITE } from "../admin/fixtures";

/** The Better option's figures of tests/quotes/fixtures.ts threeOptions: total with 8.3% tax, and its 25% deposit. */
export const CONTRACT_CENTS = 324_900;
export const DEPOSIT_CENTS = 81_225;

/** Calls the customer's change-order function. */
export function callChangeOrder(
  path: string,
  { method = "GET", body, ip = "203.0.113.9" }: { method?: string; body?: unknown; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers({ "user-agent": "Mozilla/5.0 (iPhone) TestSafari/17" });
  if (method !== "GET") headers.set("Origin", SITE);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  return changeOrdersHandler(
    new Request(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    { ip },
  );
}

/** Marks the job's deposit paid, as the deposit's webhook leaves it. */
export async function payDeposit(quoteId: string, now: Date): Promise<void> {
  const db = getDb();
  const [deposit] = await db
    .insert(quotePayments)
    .values({ quoteId, amountCents: DEPOSIT_CENTS, status: "paid", paidAt: now, checkoutSessionId: `cs_${quoteId}` })
    .returning();
  await db.update(quotes).set({ status: "paid", depositPaymentId: deposit!.id }).where(eq(quotes.id, quoteId));
}

/** Writes a change order on the job as the office; answers the 201's body. */
export async function writeChangeOrder(
  jobId: string,
  items: { description: string; quantity: number; unitPriceCents: number }[],
  note?: string,
): Promise<{ id: string; totalCents: number; newContractTotalCents: number }> {
  const response = await callAdmin(`/api/admin/jobs/${jobId}/change-orders`, {
    method: "POST",
    body: { items, ...(note !== undefined && { note }) },
  });
  expect(response.status).toBe(201);
  return response.json();
}

/** Sends the change order; answers the link and its token. */
export async function sendChangeOrder(id: string): Promise<{ url: string; token: string }> {
  const response = await callAdmin(`/api/admin/change-orders/${id}/send`, { method: "POST" });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, token: url.split("/change-order/")[1]! };
}
