/**
 * A private document's link through the one module (src/server/private-links) on a real
 * database: each document a send retires (quote, change order, invoice) keeps one working link per
 * send; a visit's and the customer's page's links keep working beside each other (the page's for
 * 30 days); the office's revoke turns a quote's links off and nothing adds one until the next
 * send; and every function reads the link from the path's `:token`, percent-encoded or not, and
 * answers junk with a 404.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import cancelHandler from "../../netlify/functions/cancel.mts";
import reviewOptOutHandler from "../../netlify/functions/review-opt-out.mts";
import { getDb } from "../../src/server/db/client";
import { changeOrderLinks, invoiceLinks, quoteLinks } from "../../src/server/db/schema";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink } from "../../src/server/private-links/open";
import { addLink, revokeLinks } from "../../src/server/private-links/store";
import { hashLinkToken, newLinkToken } from "../../src/server/private-links/tokens";
import { callAdmin, seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { signedJob } from "../jobs/fixtures";
import { callMy, linkEmailsTo, linkFor } from "../jobs/my-fixtures";
import { callChangeOrder, sendChangeOrder, writeChangeOrder } from "../money/fixtures";
import { callInvoice, sentInvoice } from "../money/invoice-fixtures";
import { callQuote, sentQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { seedVisit } from "../reschedule/fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useContractFacts();
useStripeStandIn();
useAdminEnv();

const db = () => getDb();
const tokenAfter = (page: string) => (url: string) => url.split(`/${page}/`)[1]!;
/** Percent-encodes every character of `token`, as a mail client that escapes too much might. */
const escapeAll = (token: string) =>
  [...token].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`).join("");
const JUNK = ["%", "%zz", "abc", `${"a".repeat(42)}+`];

/** Each document a send retires: how it is sent, sent again and opened, and its links' rows. */
const sentDocuments = [
  {
    name: "quote",
    async sent() {
      const visit = await seedAppointment();
      const { id, token } = await sentQuote({ appointmentId: visit.id });
      return {
        id,
        token,
        again: async () => tokenAfter("quote")((await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json()).url),
      };
    },
    opens: async (token: string) => (await callQuote(`/api/quotes/${token}`)).status,
    working: (id: string) =>
      db()
        .select()
        .from(quoteLinks)
        .where(and(eq(quoteLinks.quoteId, id), isNull(quoteLinks.retiredAt))),
  },
  {
    name: "change order",
    async sent() {
      const { jobId } = await signedJob();
      const { id } = await writeChangeOrder(jobId, [{ description: "One more slider", quantity: 1, unitPriceCents: 72_500 }]);
      const { token } = await sendChangeOrder(id);
      return { id, token, again: async () => (await sendChangeOrder(id)).token };
    },
    opens: async (token: string) => (await callChangeOrder(`/api/change-orders/${token}`)).status,
    working: (id: string) =>
      db()
        .select()
        .from(changeOrderLinks)
        .where(and(eq(changeOrderLinks.changeOrderId, id), isNull(changeOrderLinks.retiredAt))),
  },
  {
    name: "invoice",
    async sent() {
      const { jobId } = await signedJob();
      const { id, token } = await sentInvoice(jobId);
      return {
        id,
        token,
        again: async () =>
          tokenAfter("invoice")((await (await callAdmin(`/api/admin/invoices/${id}/send`, { method: "POST" })).json()).url),
      };
    },
    opens: async (token: string) => (await callInvoice(`/api/invoices/${token}`)).status,
    working: (id: string) =>
      db()
        .select()
        .from(invoiceLinks)
        .where(and(eq(invoiceLinks.invoiceId, id), isNull(invoiceLinks.retiredAt))),
  },
];

describe.each(sentDocuments)("the link to the $name", ({ sent, opens, working }) => {
  it("is retired by the next send: only the newest send's link opens it, one working row at a time", async () => {
    const { id, token: first, again } = await sent();
    expect(await opens(first)).toBe(200);
    const second = await again();
    expect(second).not.toBe(first);
    expect([await opens(first), await opens(second)]).toEqual([404, 200]);
    expect((await working(id)).map((row) => row.tokenHash)).toEqual([hashLinkToken(second)]);
  });

  it("opens through the path's token percent-encoded, and answers junk with a 404", async () => {
    const { token } = await sent();
    expect(await opens(escapeAll(token))).toBe(200);
    for (const junk of JUNK) expect(await opens(junk)).toBe(404);
    expect(await opens(newLinkToken())).toBe(404);
  });
});

describe("a quote's links, turned off by the office", () => {
  it("open nothing after a revoke, and no link is added beside them until the quote is sent again", async () => {
    const visit = await seedAppointment();
    const { id, token } = await sentQuote({ appointmentId: visit.id });
    const added = await addLink(db(), privateLinks.quote, id, NOW);
    expect(added).toEqual(expect.any(String));
    expect(await revokeLinks(db(), privateLinks.quote, id, NOW)).toBe(2);
    for (const link of [token, added!]) expect((await callQuote(`/api/quotes/${link}`)).status).toBe(404);
    expect(await addLink(db(), privateLinks.quote, id, NOW)).toBeNull();
    expect(await revokeLinks(db(), privateLinks.quote, id, NOW)).toBe(0);
    const fresh = tokenAfter("quote")((await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json()).url);
    expect((await callQuote(`/api/quotes/${fresh}`)).status).toBe(200);
  });
});

describe("a visit's manage links", () => {
  it("keep working beside each other: the confirmation's and every one added later", async () => {
    const { appointment, token } = await seedVisit({ appointmentDate: "2026-12-09" });
    const later = await addLink(db(), privateLinks.visit, appointment.id, NOW);
    const again = await addLink(db(), privateLinks.visit, appointment.id, NOW);
    for (const link of [token, later, again, escapeAll(token)]) {
      expect((await cancelHandler(new Request(`${SITE}/api/cancel/${link}`))).status).toBe(200);
      expect((await openLink(db(), privateLinks.visit, link, { now: NOW })).opened.id).toBe(appointment.id);
    }
    for (const junk of [...JUNK, newLinkToken()]) expect((await cancelHandler(new Request(`${SITE}/api/cancel/${junk}`))).status).toBe(404);
  });
});

describe("the customer's page's links", () => {
  it("keep working beside each other for 30 days, and open nothing after", async () => {
    const visit = await seedAppointment({ email: "page.links@example.com" });
    const first = await linkFor(visit.email);
    expect((await callMy("/api/my/link", { method: "POST", body: { email: visit.email, locale: "en" } })).status).toBe(202);
    const second = /\/my\/([A-Za-z0-9_-]{43})\b/.exec(
      (await linkEmailsTo(visit.email)).filter((row) => row.kind === "customer-link").at(-1)!.text,
    )![1]!;
    expect(second).not.toBe(first);
    for (const link of [first, second, escapeAll(first)]) expect((await callMy(`/api/my/${link}`)).status).toBe(200);
    const lastMoment = new Date(NOW.getTime() + 30 * 86_400_000 - 1);
    expect((await openLink(db(), privateLinks.myPage, first, { now: lastMoment })).opened.emailKey).toBe("page.links@example.com");
    await expect(
      openLink(db(), privateLinks.myPage, first, { now: new Date(NOW.getTime() + 30 * 86_400_000), locale: "es" }),
    ).rejects.toThrow("Este enlace no es válido o ya venció. Pida uno nuevo con su correo.");
    for (const junk of JUNK) expect((await callMy(`/api/my/${junk}`)).status).toBe(404);
  });
});

describe("a review request's opt-out link", () => {
  it("answers junk and an unknown token with its not-valid page, never a 500", async () => {
    for (const junk of [...JUNK, newLinkToken()])
      expect((await reviewOptOutHandler(new Request(`${SITE}/api/review-requests/opt-out/${junk}`))).status).toBe(404);
  });
});
