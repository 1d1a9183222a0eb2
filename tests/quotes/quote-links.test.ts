/**
 * One working link per send: sending a quote again retires every earlier link, so a link that
 * reached someone else stops opening the quote at the next send; the admins can also turn the
 * links off without sending, and then nothing mints a new one (the customer's own page, the
 * follow-up) until the quote is sent again. The one follow-up's link works beside the send's.
 */
import { describe, expect, it } from "vitest";
import { runQuoteFollowUps } from "../../src/server/quotes/follow-ups";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { emailOutbox } from "../../src/server/db/schema";
import { and, eq } from "drizzle-orm";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callMy } from "../jobs/my-fixtures";
import { callQuote, sentQuote, useContractFacts } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();

const opens = async (token: string) => (await callQuote(`/api/quotes/${token}`)).status;
const tokenOf = (url: string) => url.split("/quote/")[1]!;
const send = async (id: string) =>
  tokenOf(((await (await callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST" })).json()) as { url: string }).url);

describe("re-sending a quote", () => {
  it("retires the earlier link: only the newest send's link opens the quote, and each action of an old one is a 404", async () => {
    const visit = await seedAppointment();
    const { id, token: first, options } = await sentQuote({ appointmentId: visit.id });
    expect(await opens(first)).toBe(200);
    const second = await send(id);
    expect(second).not.toBe(first);
    expect(await opens(first)).toBe(404);
    expect(await opens(second)).toBe(200);
    expect(
      (
        await callQuote(`/api/quotes/${first}/sign`, {
          method: "POST",
          body: { optionId: options[0]!.id, name: "Someone Else", agree: true },
        })
      ).status,
    ).toBe(404);
    expect((await callQuote(`/api/quotes/${first}/decline`, { method: "POST", body: {} })).status).toBe(404);
    expect((await callQuote(`/api/quotes/${first}/pdf`)).status).toBe(404);
    const third = await send(id);
    expect([await opens(first), await opens(second), await opens(third)]).toEqual([404, 404, 200]);
  });

  it("keeps the follow-up's link working beside the send's, and retires both at the next send", async () => {
    const visit = await seedAppointment();
    const { id, token } = await sentQuote({ appointmentId: visit.id });
    await callQuote(`/api/quotes/${token}`);
    const later = new Date(NOW.getTime() + 3 * 86_400_000 + 60_000);
    await runQuoteFollowUps(getDb(), serverEnv(), later);
    const [followUp] = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, "quote-follow-up")));
    const followUpToken = /\/quote\/([A-Za-z0-9_-]{43})/.exec(followUp!.text)![1]!;
    expect([await opens(token), await opens(followUpToken)]).toEqual([200, 200]);
    const fresh = await send(id);
    expect([await opens(token), await opens(followUpToken), await opens(fresh)]).toEqual([404, 404, 200]);
  });
});

describe("POST /api/admin/quotes/{id}/revoke-links", () => {
  it("turns every working link off until the quote is sent again", async () => {
    const visit = await seedAppointment();
    const { id, token } = await sentQuote({ appointmentId: visit.id });
    const revoked = await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST" });
    expect(await revoked.json()).toEqual({ retired: 1 });
    expect(await opens(token)).toBe(404);
    expect(await (await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST" })).json()).toEqual({ retired: 0 });
    expect(await opens(await send(id))).toBe(200);
  });

  it("returns 409 for a signed contract, whose link stays the customer's copy and way to cancel", async () => {
    const visit = await seedAppointment();
    const { id, token, options } = await sentQuote({ appointmentId: visit.id });
    await callQuote(`/api/quotes/${token}/sign`, { method: "POST", body: { optionId: options[0]!.id, name: "Ana Lopez", agree: true } });
    const refused = await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(await opens(token)).toBe(200);
  });

  it("returns 401 signed out and 403 for a customer, and 404 for an unknown quote", async () => {
    const visit = await seedAppointment();
    const { id } = await sentQuote({ appointmentId: visit.id });
    expect((await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST", as: null })).status).toBe(401);
    expect((await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST", as: "visitor@example.com" })).status).toBe(403);
    expect((await callAdmin("/api/admin/quotes/00000000-0000-4000-8000-000000000000/revoke-links", { method: "POST" })).status).toBe(404);
  });
});

describe("the customer's own page (/my) and the follow-up after the links were turned off", () => {
  /** The quote sent to a new visit, and the /my token its email carries. */
  async function sentWithMyLink() {
    const visit = await seedAppointment();
    const quote = await sentQuote({ appointmentId: visit.id });
    const [email] = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, quote.id), eq(emailOutbox.kind, "quote-sent")));
    const my = /\/my\/([A-Za-z0-9_-]{43})/.exec(email!.text)![1]!;
    const mint = () => callMy(`/api/my/${my}/quotes/${quote.id}/link`, { method: "POST" });
    const listed = async () =>
      ((await (await callMy(`/api/my/${my}`)).json()) as { quotes: { id: string; canOpen: boolean }[] }).quotes.find(
        (row) => row.id === quote.id,
      )!;
    return { ...quote, mint, listed };
  }
  const sign = (token: string, optionId: string) =>
    callQuote(`/api/quotes/${token}/sign`, { method: "POST", body: { optionId, name: "Ana Lopez", agree: true } });

  it("mints no link to a quote whose links were turned off, and lists it as not openable, until it is sent again", async () => {
    const { id, options, mint, listed } = await sentWithMyLink();
    const before = await mint();
    expect(before.status).toBe(200);
    const mintedBefore = tokenOf(((await before.json()) as { url: string }).url);
    expect(await (await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST" })).json()).toEqual({ retired: 2 });
    expect(await opens(mintedBefore)).toBe(404);

    expect((await mint()).status).toBe(404);
    expect(await listed()).toMatchObject({ canOpen: false });

    // Sent again: the page opens it again, and that link signs.
    await send(id);
    expect(await listed()).toMatchObject({ canOpen: true });
    const after = await mint();
    expect(after.status).toBe(200);
    expect((await sign(tokenOf(((await after.json()) as { url: string }).url), options[0]!.id)).status).toBe(200);
  });

  it("retires at the next send every link the page minted before", async () => {
    const { id, options, mint } = await sentWithMyLink();
    const minted = tokenOf(((await (await mint()).json()) as { url: string }).url);
    const fresh = await send(id);
    expect([await opens(minted), await opens(fresh)]).toEqual([404, 200]);
    expect((await sign(minted, options[0]!.id)).status).toBe(404);
  });

  it("sends no follow-up with a fresh link while the links are off", async () => {
    const { id, token } = await sentWithMyLink();
    await callQuote(`/api/quotes/${token}`);
    await callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST" });
    await runQuoteFollowUps(getDb(), serverEnv(), new Date(NOW.getTime() + 3 * 86_400_000 + 60_000));
    expect(
      await getDb()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, "quote-follow-up"))),
    ).toEqual([]);
  });
});
