/**
 * Texts only to numbers that asked: a number typed into forms gets the texts of one booking or
 * request until its owner replies or a visit with it takes place; consent is kept with the
 * address the form came from; and the whole site sends at most its ceilings of automated texts.
 * The attack is the first test: 14 leads from fresh addresses naming 7 numbers that never asked.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { DEFAULT_QUIET_HOURS } from "../../src/core/server/quiet-hours";
import { AUTOMATIC_CEILINGS } from "../../src/core/site-ceilings";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, smsConsents, smsMessages } from "../../src/server/db/schema";
import { saveCeilingSettings } from "../../src/server/db/limits/site-ceilings";
import { serverEnv } from "../../src/server/env";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { retryTexts, sendTexts } from "../../src/server/notify/texts";
import { createSmsTransport } from "../../src/server/sms/transport";
import { UNASKED_REASON } from "../../src/server/sms/unasked";
import { receiveText } from "../../src/server/texts/inbound";
import { useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 9:30 AM in Phoenix: open, outside the quiet hours.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
const twilio = useTwilioStandIn({ SITE_URL: "https://www.windowsanddoorsnearme.com" });

let sent = 0;
const e164 = (digits: string) => `+1${digits.replace(/\D/g, "")}`;
const lead = (phone: string, ip = `198.51.100.${++sent}`) =>
  leadsHandler(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Someone",
        lastName: "Else",
        email: `someone${++sent}@example.com`,
        phone,
        service: "general-inquiry",
        projectDetails: `Note ${sent}`,
        smsConsent: true,
      }),
    }),
    { ip },
  );
const book = (phone: string, appointmentDate: string, ip = `203.0.${++sent}.113`) =>
  appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        firstName: "Ana",
        lastName: "Lopez",
        email: `ana${++sent}@example.com`,
        phone,
        address: "123 E Main St",
        city: "Gilbert",
        zipCode: "85233",
        serviceType: "window-installation",
        appointmentDate,
        appointmentTime: "10:00 AM",
        smsConsent: true,
      }),
    }),
    { ip },
  );
const textsTo = (phone: string) => twilio.received.filter((text) => text.To === e164(phone));
const rowsTo = (phone: string) =>
  getDb()
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, e164(phone)), eq(smsMessages.direction, "outbound")));
const reply = (phone: string, body: string) =>
  receiveText(
    getDb(),
    serverEnv(),
    createSmsTransport(serverEnv()),
    { From: e164(phone), Body: body, MessageSid: `SM${++sent}` },
    new Date(),
  );

describe("a number that never asked", () => {
  it("gets one text, however many forms name it: 14 leads naming 7 numbers text each number once", async () => {
    const numbers = Array.from({ length: 7 }, (_, i) => `(480) 555-71${String(i).padStart(2, "0")}`);
    for (const phone of [...numbers, ...numbers]) expect((await lead(phone)).status).toBe(201);
    expect(twilio.received).toHaveLength(7);
    for (const phone of numbers) {
      expect(textsTo(phone)).toHaveLength(1);
      expect((await rowsTo(phone)).map((row) => [row.status, row.lastError])).toEqual([
        ["sent", null],
        ["skipped", UNASKED_REASON],
      ]);
    }
  });

  it("gets the texts of its first booking, its reminder included, and none of another booking's", async () => {
    const phone = "(480) 555-7200";
    expect((await book(phone, "2026-12-08")).status).toBe(201);
    expect((await book(phone, "2026-12-09")).status).toBe(201);
    expect(textsTo(phone).map((text) => text.Body.split(" for ")[0])).toEqual(["Windows & Doors Near Me: your free estimate is booked"]);
    const [first, second] = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.phone, phone))
      .orderBy(appointments.appointmentDate);
    const env = serverEnv();
    await sendTexts(
      getDb(),
      env,
      createSmsTransport(env),
      [
        { kind: "reminder-day-before", phone: e164(phone), body: "Reminder of the first", appointmentId: first!.id },
        { kind: "reminder-day-before", phone: e164(phone), body: "Reminder of the second", appointmentId: second!.id },
      ],
      new Date(),
    );
    expect(
      textsTo(phone)
        .map((text) => text.Body)
        .slice(1),
    ).toEqual(["Reminder of the first"]);
  });

  it("gets an admin's own text whatever the rule says: it is not automated", async () => {
    const phone = "(480) 555-7100";
    const env = serverEnv();
    const [row] = await sendTexts(
      getDb(),
      env,
      createSmsTransport(env),
      [{ kind: "admin", phone: e164(phone), body: "Calling you about your message", sentBy: "owner@example.com" }],
      new Date(),
    );
    expect(row).toMatchObject({ status: "sent" });
  });
});

describe("a number whose owner engaged", () => {
  it("gets the text-back of a new lead once it replied to a text", async () => {
    const phone = "(480) 555-7101";
    expect(textsTo(phone)).toEqual([]);
    await reply(phone, "Who is this?");
    twilio.received.length = 0;
    expect((await lead(phone)).status).toBe(201);
    expect(textsTo(phone).map((text) => text.Body)).toEqual([
      "Windows & Doors Near Me: thanks for your message! We'll call you shortly. Reply here any time.",
    ]);
  });

  it("gets a new booking's confirmation once a visit booked with it took place", async () => {
    const phone = "(480) 555-7300";
    expect((await lead(phone)).status).toBe(201);
    await book(phone, "2026-12-10");
    expect(textsTo(phone)).toHaveLength(1);
    await getDb().update(appointments).set({ status: "completed" }).where(eq(appointments.phone, phone));
    expect((await book(phone, "2026-12-11")).status).toBe(201);
    expect(textsTo(phone).map((text) => text.Body.slice(0, 52))).toEqual([
      "Windows & Doors Near Me: thanks for your message! We",
      "Windows & Doors Near Me: your free estimate is booke",
    ]);
  });
});

describe("consent", () => {
  it("is kept with the client address the form came from", async () => {
    const phone = "(480) 555-7400";
    expect((await lead(phone, "2001:db8:7:1::42")).status).toBe(201);
    const [consent] = await getDb()
      .select()
      .from(smsConsents)
      .where(eq(smsConsents.phone, e164(phone)));
    expect(consent).toMatchObject({ clientAddress: "2001:db8:7:1::42", locale: "en", leadId: expect.any(String) });
  });
});

describe("the site-wide ceilings of texts", () => {
  it("hold an automated text past the hourly one until the hour ends, and tell the admins once", async () => {
    vi.setSystemTime(new Date("2026-12-02T17:10:00Z")); // Wednesday 10:10 AM
    await saveCeilingSettings(getDb(), { ...AUTOMATIC_CEILINGS, textsPerHour: 2 }, "owner@example.com");
    const phones = ["(480) 555-7501", "(480) 555-7502", "(480) 555-7503", "(480) 555-7504"];
    for (const phone of phones) expect((await lead(phone)).status).toBe(201);
    expect(twilio.received.map((text) => text.To)).toEqual(phones.slice(0, 2).map(e164));
    const [waiting] = await rowsTo(phones[2]!);
    expect(waiting).toMatchObject({
      status: "pending",
      notBefore: new Date("2026-12-02T18:00:00Z"),
      lastError: "Waiting: the site reached its limit of 2 automated texts this hour; it goes after 11\u00a0a.m.",
    });
    const alerts = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.siteCeilingReached));
    expect(alerts.map((email) => email.subject).filter((subject) => subject.includes("texts"))).toEqual([
      "Site-wide limit reached: 2 automated texts this hour",
    ]);

    // The retry job after 11 AM sends the two that waited.
    await retryTexts(getDb(), createSmsTransport(serverEnv()), {
      now: new Date("2026-12-02T18:05:00Z"),
      perDayMax: 5,
      quietHours: DEFAULT_QUIET_HOURS,
    });
    expect(twilio.received.map((text) => text.To)).toEqual(phones.map(e164));
    await saveCeilingSettings(getDb(), AUTOMATIC_CEILINGS, "owner@example.com");
  });

  it("skip an automated text past the daily one, with the reason kept", async () => {
    vi.setSystemTime(new Date("2026-12-03T17:10:00Z")); // Thursday 10:10 AM
    await saveCeilingSettings(getDb(), { ...AUTOMATIC_CEILINGS, textsPerDay: 1 }, "owner@example.com");
    expect((await lead("(480) 555-7601")).status).toBe(201);
    expect((await lead("(480) 555-7602")).status).toBe(201);
    expect(twilio.received.map((text) => text.To)).toEqual([e164("(480) 555-7601")]);
    expect((await rowsTo("(480) 555-7602")).map((row) => [row.status, row.lastError])).toEqual([
      ["skipped", "Not sent: the site reached its limit of 1 automated text today (Site-wide limits, in the calendar settings)."],
    ]);
    const alerts = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, EMAIL_KINDS.siteCeilingReached));
    expect(alerts.map((email) => email.subject)).toContain("Site-wide limit reached: 1 automated text today");
    await saveCeilingSettings(getDb(), AUTOMATIC_CEILINGS, "owner@example.com");
  });
});
