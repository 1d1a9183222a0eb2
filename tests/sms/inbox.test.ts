/**
 * The admins' inbox of customers' texts against the real database: a message waits until an
 * admin texts the number back or marks it answered, keywords the site answered never wait, the
 * inbox pages by keyset, and what waits is counted by GET /api/admin/waiting.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { smsConsents, smsMessages } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { inboundText, TWILIO_SIGNED_ORIGIN } from "../helpers/twilio-webhook";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useTwilioStandIn({ SITE_URL: TWILIO_SIGNED_ORIGIN });

let counter = 0;
/** A pending visit whose customer agreed to texts, and their number. */
async function consentingVisit(firstName = "Ana") {
  const n = 6000 + ++counter;
  const appointment = await seedAppointment({ firstName, phone: `(480) 555-${n}` });
  const phone = `+1480555${n}`;
  await getDb()
    .insert(smsConsents)
    .values({ phone, appointmentId: appointment.id, wordingVersion: "test", locale: "en", consentedAt: NOW });
  return { appointment, phone };
}

const inbox = async (query = "") => (await callAdmin(`/api/admin/sms/inbox${query}`)).json();
/** The texts of the inbox's first page (of 100) that came from `phones`: each test reads only its own numbers. */
const inboxOf = async (phones: string[], query = "") =>
  (await inbox(`?pageSize=100${query}`)).items.filter((text: { phone: string }) => phones.includes(text.phone));
const waiting = async () => (await (await callAdmin("/api/admin/waiting")).json()).textsToAnswer;

describe("GET /api/admin/sms/inbox", () => {
  it("lists a customer's message as waiting, with the name on their visit, and leaves keywords out of the first view", async () => {
    const { appointment, phone } = await consentingVisit("Rosa");
    const before = await waiting();
    expect((await inboundText(phone, "Can you come at 3 instead?")).status).toBe(200);
    expect((await inboundText(phone, "C")).status).toBe(200);

    expect(await inboxOf([phone])).toEqual([
      {
        id: expect.any(Number),
        receivedAt: NOW.toISOString(),
        phone,
        body: "Can you come at 3 instead?",
        from: "Rosa Lopez",
        appointmentId: appointment.id,
        leadId: null,
        state: "waiting",
      },
    ]);
    expect((await inboxOf([phone], "&show=all")).map((text: { body: string; state: string }) => [text.body, text.state])).toEqual([
      ["C", "automatic"],
      ["Can you come at 3 instead?", "waiting"],
    ]);
    expect(await waiting()).toBe(before + 1);
    expect(await inbox()).toMatchObject({ total: before + 1, totalCapped: false, textsConfigured: true });
  });

  it("answers a number's messages when an admin texts it back, and not before", async () => {
    const { appointment, phone } = await consentingVisit();
    const other = await consentingVisit();
    const before = await waiting();
    await inboundText(phone, "Is the 10 o'clock still on?");
    await inboundText(phone, "Also, bring Pella samples please");
    await inboundText(other.phone, "Running late, sorry");
    expect(await waiting()).toBe(before + 3);

    expect(
      (await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: "Yes, see you at 10!" } }))
        .status,
    ).toBe(201);
    expect((await inboxOf([phone, other.phone])).map((text: { body: string }) => text.body)).toEqual(["Running late, sorry"]);
    expect((await inboxOf([phone, other.phone], "&show=all")).map((text: { state: string }) => text.state)).toEqual([
      "waiting",
      "answered",
      "answered",
    ]);
    expect(await waiting()).toBe(before + 1);
  });

  it("pages newest first by keyset, each page after the last one's cursor", async () => {
    const { phone } = await consentingVisit();
    for (const body of ["one", "two", "three"]) await inboundText(phone, body);
    const first = await inbox("?pageSize=2");
    expect(first.items.map((text: { body: string }) => text.body)).toEqual(["three", "two"]);
    expect(first).toMatchObject({ pageSize: 2, nextCursor: String(first.items[1].id) });
    const second = await inbox(`?pageSize=2&after=${first.nextCursor}`);
    expect(second.items[0].body).toBe("one");
    expect(second.items.every((text: { id: number }) => text.id < first.items[1].id)).toBe(true);
  });

  it("answers 400 for a cursor, a view or a page size it does not know", async () => {
    for (const query of ["?after=abc", "?show=unread", "?pageSize=0", "?pageSize=101"])
      expect((await callAdmin(`/api/admin/sms/inbox${query}`)).status, query).toBe(400);
  });

  it("is for admins only: 401 signed out, 403 for anyone else", async () => {
    expect((await callAdmin("/api/admin/sms/inbox", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/sms/inbox", { as: "visitor@example.com" })).status).toBe(403);
    expect((await callAdmin("/api/admin/waiting", { as: null })).status).toBe(401);
  });
});

describe("PATCH /api/admin/sms/inbox/{id}", () => {
  it("marks a message answered (a call did it) and back to waiting", async () => {
    const { phone } = await consentingVisit();
    await inboundText(phone, "Please call me about the quote");
    const [text] = await inboxOf([phone]);
    const before = await waiting();
    const answered = await callAdmin(`/api/admin/sms/inbox/${text.id}`, { method: "PATCH", body: { answered: true } });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ id: text.id, state: "answered" });
    expect(await waiting()).toBe(before - 1);
    const [row] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, text.id));
    expect(row).toMatchObject({ direction: "inbound", kind: "message", status: "answered" });

    expect(await (await callAdmin(`/api/admin/sms/inbox/${text.id}`, { method: "PATCH", body: { answered: false } })).json()).toEqual({
      id: text.id,
      state: "waiting",
    });
    expect(await waiting()).toBe(before);
  });

  it("answers 404 for a text we sent or an id that is none, 400 for a body that is not a yes or no, 403 from another site", async () => {
    const { appointment, phone } = await consentingVisit();
    await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: "Hello" } });
    const [sent] = await getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone));
    expect((await callAdmin(`/api/admin/sms/inbox/${sent!.id}`, { method: "PATCH", body: { answered: true } })).status).toBe(404);
    expect((await callAdmin("/api/admin/sms/inbox/abc", { method: "PATCH", body: { answered: true } })).status).toBe(404);
    expect((await callAdmin("/api/admin/sms/inbox/99999999", { method: "PATCH", body: { answered: true } })).status).toBe(404);
    await inboundText(phone, "Thanks!");
    const [text] = await inboxOf([phone]);
    expect((await callAdmin(`/api/admin/sms/inbox/${text.id}`, { method: "PATCH", body: { answered: "yes" } })).status).toBe(400);
    expect(
      (await callAdmin(`/api/admin/sms/inbox/${text.id}`, { method: "PATCH", body: { answered: true }, origin: "https://evil.example" }))
        .status,
    ).toBe(403);
    expect((await inboxOf([phone])).map((item: { state: string }) => item.state)).toEqual(["waiting"]);
  });
});
