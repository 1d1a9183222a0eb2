/** The admin's texts: a thread with its consent, free text and "On my way" to consenting customers only, settings, counts, the CSV column. */
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { smsConsents, smsMessages, smsNumbers } from "../../src/server/db/schema";
import { arrivalLabel } from "../../src/server/texts/admin-texts";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 10:02 AM in Phoenix.
const NOW = new Date("2026-12-01T17:02:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const twilio = useTwilioStandIn();

let counter = 0;
async function consenting(locale = "en") {
  const n = 5000 + ++counter;
  const appointment = await seedAppointment({ phone: `(480) 555-${n}`, locale });
  await getDb()
    .insert(smsConsents)
    .values({ phone: `+1480555${n}`, appointmentId: appointment.id, wordingVersion: "2026-11-v1", locale, consentedAt: NOW });
  return { appointment, phone: `+1480555${n}` };
}

describe("admin texts", () => {
  it("sends a free-text message to a consenting customer and shows it in the thread with the consent", async () => {
    const { appointment, phone } = await consenting();
    const sent = await callAdmin("/api/admin/sms/send", {
      method: "POST",
      body: { appointmentId: appointment.id, body: "Running 10 minutes late, sorry!" },
    });
    expect(sent.status).toBe(201);
    expect(twilio.received.map((text) => [text.To, text.Body])).toEqual([
      [phone, "Windows & Doors Near Me: Running 10 minutes late, sorry!"],
    ]);
    const thread = await (await callAdmin(`/api/admin/sms/thread?appointmentId=${appointment.id}`)).json();
    expect(thread).toMatchObject({ configured: true, optedOut: false, consent: { phone, wordingVersion: "2026-11-v1", locale: "en" } });
    expect(thread.messages).toMatchObject([{ direction: "outbound", kind: "admin", status: "sent", sentBy: "owner@example.com" }]);
  });

  it("refuses with 409 to text a customer without consent, or after STOP", async () => {
    const appointment = await seedAppointment();
    expect((await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: "Hi" } })).status).toBe(
      409,
    );
    const { appointment: stopped, phone } = await consenting();
    await getDb().insert(smsNumbers).values({ phone, optedOut: true, optChangedAt: NOW });
    expect(
      (await callAdmin("/api/admin/sms/on-my-way", { method: "POST", body: { appointmentId: stopped.id, etaMinutes: 15 } })).status,
    ).toBe(409);
    const lead = await seedLead();
    expect((await callAdmin("/api/admin/sms/send", { method: "POST", body: { leadId: lead.id, body: "Hi" } })).status).toBe(409);
    expect(twilio.received).toEqual([]);
  });

  it("sends 'On my way' with the arrival time in the customer's language", async () => {
    const { appointment, phone } = await consenting("es");
    expect(
      (await callAdmin("/api/admin/sms/on-my-way", { method: "POST", body: { appointmentId: appointment.id, etaMinutes: 30 } })).status,
    ).toBe(201);
    expect(twilio.received.filter((text) => text.To === phone).map((text) => text.Body)).toEqual([
      "Windows & Doors Near Me: su estimador va en camino y llegara alrededor de las 10:30 a.m.",
    ]);
    expect(
      (await callAdmin("/api/admin/sms/on-my-way", { method: "POST", body: { appointmentId: appointment.id, etaMinutes: 20 } })).status,
    ).toBe(400);
  });

  it("tells the admin when Twilio refused the text (502, kept for a retry) or the number's daily cap held it (409)", async () => {
    const { appointment, phone } = await consenting();
    twilio.setRefuse({ status: 500, code: 20500, message: "Internal" });
    const refused = await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: "Hello" } });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatch(/^Twilio did not take the text \(.*Internal.*\)\. It is kept and tried again/);
    twilio.setRefuse(undefined);
    for (let i = 0; i < 5; i++)
      expect(
        (await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: `Text ${i}` } })).status,
      ).toBe(201);
    const capped = await callAdmin("/api/admin/sms/on-my-way", { method: "POST", body: { appointmentId: appointment.id, etaMinutes: 15 } });
    expect(capped.status).toBe(409);
    expect((await capped.json()).error).toBe("Not sent: Daily limit of 5 texts to this number reached.");
    expect(twilio.received.filter((text) => text.To === phone)).toHaveLength(5);
  });

  it("counts the texts sent today and this month", async () => {
    const { appointment } = await consenting();
    await callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: appointment.id, body: "One" } });
    const stats = await (await callAdmin("/api/admin/sms/stats")).json();
    expect(stats).toMatchObject({ configured: true, waiting: expect.any(Number), givenUp: expect.any(Number) });
    expect(stats.today).toBeGreaterThanOrEqual(1);
    expect(stats.month).toBeGreaterThanOrEqual(stats.today);
  });

  it("counts as waiting only texts that are overdue, not those held for the quiet hours, and those given up apart", async () => {
    const db = getDb();
    const before = await (await callAdmin("/api/admin/sms/stats")).json();
    const hour = 3_600_000;
    await db.insert(smsMessages).values([
      // Held until 8 AM tomorrow: on time.
      {
        direction: "outbound",
        kind: "reminder-day-before",
        phone: "+14805555901",
        body: "Held",
        status: "pending",
        notBefore: new Date(NOW.getTime() + 20 * hour),
        createdAt: NOW,
        updatedAt: NOW,
      },
      // Refused once, being retried: overdue.
      {
        direction: "outbound",
        kind: "confirmation",
        phone: "+14805555902",
        body: "Refused",
        status: "failed",
        attempts: 1,
        createdAt: NOW,
        updatedAt: NOW,
      },
      // Refused five times: given up.
      {
        direction: "outbound",
        kind: "confirmation",
        phone: "+14805555903",
        body: "Given up",
        status: "failed",
        attempts: 5,
        createdAt: new Date(NOW.getTime() - 5 * hour),
        updatedAt: NOW,
      },
    ]);
    const stats = await (await callAdmin("/api/admin/sms/stats")).json();
    expect(stats.waiting - before.waiting).toBe(1);
    expect(stats.givenUp - before.givenUp).toBe(1);
  });

  it("saves the settings, refusing quiet hours narrower than 8 PM to 8 AM", async () => {
    expect(await (await callAdmin("/api/admin/sms/settings")).json()).toEqual({
      enabled: true,
      morningReminder: true,
      quietStartHour: 20,
      quietEndHour: 8,
    });
    expect(
      (
        await callAdmin("/api/admin/sms/settings", {
          method: "PUT",
          body: { enabled: false, morningReminder: false, quietStartHour: 21, quietEndHour: 8 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callAdmin("/api/admin/sms/settings", {
          method: "PUT",
          body: { enabled: false, morningReminder: false, quietStartHour: 19, quietEndHour: 9 },
        })
      ).status,
    ).toBe(200);
    expect(await (await callAdmin("/api/admin/sms/settings")).json()).toEqual({
      enabled: false,
      morningReminder: false,
      quietStartHour: 19,
      quietEndHour: 9,
    });
    await callAdmin("/api/admin/sms/settings", {
      method: "PUT",
      body: { enabled: true, morningReminder: true, quietStartHour: 20, quietEndHour: 8 },
    });
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/sms/stats", { as: null })).status).toBe(401);
  });
});

describe("arrivalLabel", () => {
  it("returns now plus the ETA in Phoenix time, rounded to five minutes", () => {
    expect(arrivalLabel(new Date("2026-12-01T17:02:00Z"), 30)).toBe("10:30 AM");
    expect(arrivalLabel(new Date("2026-12-01T19:38:00Z"), 45)).toBe("1:25 PM");
  });
});

describe("the CSV exports' SMS consent column", () => {
  it("shows when the customer agreed to texts, or no", async () => {
    const { appointment } = await consenting();
    await seedAppointment();
    const csv = await (await callAdmin("/api/admin/appointments.csv")).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toMatch(/,"SMS consent \(Phoenix time, UTC-7\)"$/);
    expect(lines.find((line) => line.includes(appointment.id))).toMatch(/,"2026-12-01 10:02"$/);
    expect(lines.some((line) => line.endsWith(',"no"'))).toBe(true);
    const leads = await (await callAdmin("/api/admin/leads.csv")).text();
    expect(leads.split(/\r?\n/)[0]).toMatch(/,"SMS consent \(Phoenix time, UTC-7\)"$/);
  });
});
