/** Calling the customer's own page's function (netlify/functions/my-appointments.mts) as a browser would, and the link its email carries. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import myHandler from "../../netlify/functions/my-appointments.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { SITE } from "../admin/fixtures";

/** Calls the customer's function; `pending` collects the work it leaves for after the answer, as Netlify's waitUntil does. */
export function callMy(
  path: string,
  {
    method = "GET",
    body,
    pending,
    ip = "203.0.113.40",
  }: { method?: string; body?: unknown; pending?: Promise<unknown>[]; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers();
  if (method !== "GET") headers.set("Origin", SITE);
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const request = new Request(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const context = { ip, ...(pending && { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) }) };
  return (myHandler as (request: Request, context?: unknown) => Promise<Response>)(request, context);
}

export const linkEmailsTo = (email: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.to, email));

/** Asks for the link of `email` and answers the token the email carries. */
export async function linkFor(email: string, locale = "en"): Promise<string> {
  expect((await callMy("/api/my/link", { method: "POST", body: { email, locale } })).status).toBe(202);
  const [sent] = (await linkEmailsTo(email)).filter((row) => row.kind === "customer-link");
  const token = sent!.text.match(/\/my\/([A-Za-z0-9_-]{43})\b/)?.[1];
  expect(token).toBeDefined();
  return token!;
}
