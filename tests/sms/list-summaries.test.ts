/**
 * The admin lists carry each row's texts at a glance, read for the whole page in one statement:
 * the day view (one day's visits, earliest first, cancelled last) learns which visits can get
 * "On my way" from its one list request, and the leads page fetches no thread per lead.
 */
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { smsConsents, smsMessages, smsNumbers } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv, VISITOR } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 10:02 AM in Phoenix.
const NOW = new Date("2026-12-01T17:02:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useTwilioStandIn();

let counter = 0;
/** A unique textable number: its E.164 form and as a customer types it. */
function number() {
  const n = 6000 + ++counter;
  return { e164: `+1480555${n}`, typed: `(480) 555-${n}` };
}

async function consent(subject: { appointmentId: string } | { leadId: string }, phone: string) {
  await getDb()
    .insert(smsConsents)
    .values({ phone, ...subject, wordingVersion: "2026-11-v1", locale: "en", consentedAt: NOW });
}

async function text(
  subject: { appointmentId: string } | { leadId: string },
  phone: string,
  change: Partial<typeof smsMessages.$inferInsert>,
) {
  await getDb()
    .insert(smsMessages)
    .values({ direction: "outbound", kind: "confirmation", phone, body: "Hi", status: "sent", ...subject, ...change });
}

/** The day view's request for `day`. */
const dayUrl = (day: string) => `/api/admin/appointments?from=${day}&to=${day}&sort=time&pageSize=100`;

/** How many statements read sms_* tables while `run` runs. */
async function smsStatements(run: () => Promise<unknown>): Promise<number> {
  const original = pg.Pool.prototype.query;
  let count = 0;
  const spy = vi.spyOn(pg.Pool.prototype, "query").mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    if (/\bsms_/.test(typeof first === "string" ? first : first.text)) count++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original);
  await run();
  spy.mockRestore();
  return count;
}

describe("the day view's list (GET /api/admin/appointments?from=D&to=D&sort=time)", () => {
  it("returns one day's visits earliest first, cancelled ones last, each with whether it can be texted", async () => {
    const day = "2026-12-09";
    const [a, b, c] = [number(), number(), number()];
    const afternoon = await seedAppointment({ appointmentDate: day, appointmentTime: "2:00 PM", lastName: "Afternoon", phone: a.typed });
    const early = await seedAppointment({ appointmentDate: day, appointmentTime: "8:00 AM", lastName: "Early", phone: b.typed });
    await seedAppointment({ appointmentDate: day, appointmentTime: "10:00 AM", lastName: "Unconsented", phone: c.typed });
    await seedAppointment({ appointmentDate: day, appointmentTime: "8:00 AM", lastName: "Cancelled", status: "cancelled" });
    await seedAppointment({ appointmentDate: "2026-12-10", appointmentTime: "8:00 AM", lastName: "NextDay" });
    await consent({ appointmentId: afternoon.id }, a.e164);
    await text({ appointmentId: afternoon.id }, a.e164, { deliveryStatus: "delivered", createdAt: new Date("2026-12-01T16:00:00Z") });
    await text({ appointmentId: afternoon.id }, a.e164, {
      direction: "inbound",
      kind: "reply",
      status: "received",
      createdAt: new Date("2026-12-01T16:30:00Z"),
    });
    await consent({ appointmentId: early.id }, b.e164);
    await getDb().insert(smsNumbers).values({ phone: b.e164, optedOut: true, optChangedAt: NOW });

    const response = await callAdmin(dayUrl(day));
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.textsConfigured).toBe(true);
    expect(page.items.map((item: { lastName: string; appointmentTime: string }) => `${item.appointmentTime} ${item.lastName}`)).toEqual([
      "8:00 AM Early",
      "10:00 AM Unconsented",
      "2:00 PM Afternoon",
      "8:00 AM Cancelled",
    ]);
    expect(page.items.map((item: { texts: unknown }) => item.texts)).toEqual([
      { consent: true, optedOut: true, messages: 0, lastStatus: null },
      { consent: false, optedOut: false, messages: 0, lastStatus: null },
      { consent: true, optedOut: false, messages: 2, lastStatus: "received" },
      { consent: false, optedOut: false, messages: 0, lastStatus: null },
    ]);
  });

  it("keeps the newest-first order by default", async () => {
    const day = "2026-12-11";
    await seedAppointment({ appointmentDate: day, appointmentTime: "8:00 AM", lastName: "First" });
    await seedAppointment({ appointmentDate: day, appointmentTime: "4:00 PM", lastName: "Last" });
    const page = await (await callAdmin(`/api/admin/appointments?from=${day}&to=${day}`)).json();
    expect(page.items.map((item: { lastName: string }) => item.lastName)).toEqual(["Last", "First"]);
  });

  it("says texts are not configured when Twilio is not, so no visit offers 'On my way'", async () => {
    vi.stubEnv("TWILIO_ACCOUNT_SID", "");
    resetServerEnv();
    const page = await (await callAdmin(dayUrl("2026-12-09"))).json();
    expect(page.textsConfigured).toBe(false);
  });

  it("refuses an unknown order with a 400 naming the field", async () => {
    const response = await callAdmin("/api/admin/appointments?sort=sideways");
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty("sort");
  });

  it("reads the texts of a day's visits in one statement, however many there are", async () => {
    const day = "2026-12-14";
    for (let i = 0; i < 6; i++) {
      const phone = number();
      const visit = await seedAppointment({
        appointmentDate: day,
        appointmentTime: ["8:00 AM", "10:00 AM", "2:00 PM"][i % 3],
        phone: phone.typed,
      });
      await consent({ appointmentId: visit.id }, phone.e164);
    }
    expect(await smsStatements(() => callAdmin(dayUrl(day)))).toBe(1);
  });

  it("is for admins only: 401 signed out, 403 for a signed-in customer", async () => {
    expect((await callAdmin(dayUrl("2026-12-09"), { as: null })).status).toBe(401);
    expect((await callAdmin(dayUrl("2026-12-09"), { as: VISITOR })).status).toBe(403);
  });
});

describe("the leads list's text summaries (GET /api/admin/leads)", () => {
  it("returns each lead's consent, message count and last status, in one statement for the page", async () => {
    const [a, b] = [number(), number()];
    const texted = await seedLead({ lastName: "Texted", phone: a.typed });
    const stopped = await seedLead({ lastName: "Stopped", phone: b.typed });
    const silent = await seedLead({ lastName: "Silent" });
    await consent({ leadId: texted.id }, a.e164);
    await text({ leadId: texted.id }, a.e164, { kind: "lead-text-back", status: "failed" });
    await consent({ leadId: stopped.id }, b.e164);
    await getDb().insert(smsNumbers).values({ phone: b.e164, optedOut: true, optChangedAt: NOW });

    let page: { textsConfigured: boolean; items: { id: string; texts: unknown }[] } | undefined;
    expect(await smsStatements(async () => (page = await (await callAdmin("/api/admin/leads?pageSize=100")).json()))).toBe(1);
    const texts = (id: string) => page!.items.find((item) => item.id === id)?.texts;
    expect(page!.textsConfigured).toBe(true);
    expect(texts(texted.id)).toEqual({ consent: true, optedOut: false, messages: 1, lastStatus: "failed" });
    expect(texts(stopped.id)).toEqual({ consent: true, optedOut: true, messages: 0, lastStatus: null });
    expect(texts(silent.id)).toEqual({ consent: false, optedOut: false, messages: 0, lastStatus: null });
  });

  it("is for admins only: 401 signed out, 403 for a signed-in customer", async () => {
    expect((await callAdmin("/api/admin/leads", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/leads", { as: VISITOR })).status).toBe(403);
  });
});
