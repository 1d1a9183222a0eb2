/**
 * Texts that follow a booking: consent stored with its wording's version and language,
 * the confirmation through the real `twilio` library to the stand-in, nothing without
 * consent, nothing for spam or a premium number, quiet hours, the daily cap, STOP, retries.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { getDb } from "../../src/server/db/client";
import { DEFAULT_QUIET_HOURS } from "../../src/core/server/quiet-hours";
import { appointments, smsConsents, smsMessages, smsNumbers } from "../../src/server/db/schema";
import { resetServerEnv, serverEnv } from "../../src/server/env";
import { SMS_CONSENT_VERSION } from "../../src/i18n/sms";
import { queueTexts } from "../../src/server/sms/outbox";
import { deliverNotice } from "../../src/server/notify/notice";
import { visitMoved } from "../../src/server/notify/visits";
import { retryTexts, sendTexts } from "../../src/server/notify/texts";
import { createSmsTransport } from "../../src/server/sms/transport";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const twilio = useTwilioStandIn({ SITE_URL: "https://www.windowsanddoorsnearme.com" });

let counter = 0;
const valid = (change: Record<string, unknown> = {}) => {
  counter++;
  return {
    firstName: "Ana",
    lastName: "Lopez",
    email: `ana${counter}@example.com`,
    phone: `(480) 555-2${String(counter).padStart(3, "0")}`,
    address: "123 E Main St",
    city: "Gilbert",
    zipCode: "85233",
    serviceType: "window-installation",
    appointmentDate: "2026-12-03",
    appointmentTime: ["8:00 AM", "10:00 AM", "2:00 PM", "4:00 PM"][counter % 4],
    ...change,
  };
};

const post = (body: unknown) =>
  appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

const textsTo = (digits: string) => twilio.received.filter((text) => text.To === `+1${digits.replace(/\D/g, "")}`);

describe("booking with and without consent", () => {
  it("books the spec's payload without smsConsent and texts nothing", async () => {
    const request = valid({ appointmentDate: "2026-12-04" });
    const response = await post(request);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await getDb().select().from(smsConsents).where(eq(smsConsents.appointmentId, id))).toEqual([]);
    expect(textsTo(request.phone)).toEqual([]);
  });

  it("stores the consent with its time, wording version and language, and texts the confirmation through Twilio's library", async () => {
    const request = valid({ smsConsent: true, appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" });
    const response = await post(request);
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [consent] = await getDb().select().from(smsConsents).where(eq(smsConsents.appointmentId, id));
    expect(consent).toMatchObject({
      phone: `+1${request.phone.replace(/\D/g, "")}`,
      wordingVersion: SMS_CONSENT_VERSION,
      locale: "en",
      consentedAt: NOW,
    });
    const [text] = textsTo(request.phone);
    expect(text).toMatchObject({
      accountSid: "AC00000000000000000000000000000000",
      username: "AC00000000000000000000000000000000",
      password: "stand-in-auth-token",
      MessagingServiceSid: "MG00000000000000000000000000000000",
      StatusCallback: "https://www.windowsanddoorsnearme.com/api/sms/status",
    });
    expect(text!.Body).toMatch(
      /^Windows & Doors Near Me: your free estimate is booked for Wednesday, December 9, 10 a\.m\. to 12 p\.m\. Change or cancel: https:\/\/www\.windowsanddoorsnearme\.com\/cancel\/[\w-]{43}$/,
    );
    const [row] = await getDb().select().from(smsMessages).where(eq(smsMessages.appointmentId, id));
    expect(row).toMatchObject({
      direction: "outbound",
      kind: "confirmation",
      status: "sent",
      providerSid: text!.sid,
      deliveryStatus: "queued",
      attempts: 1,
    });
  });

  it("texts a Spanish booking in Spanish, folded to GSM-7", async () => {
    const request = valid({ smsConsent: true, locale: "es", appointmentDate: "2026-12-10", appointmentTime: "2:00 PM" });
    expect((await post(request)).status).toBe(201);
    const [text] = textsTo(request.phone);
    expect(text!.Body).toMatch(
      /^Windows & Doors Near Me: su estimado gratis es el jueves, 10 de diciembre, de 2 p\.m\. a 4 p\.m\. Cambiar o cancelar: https:\/\/www\.windowsanddoorsnearme\.com\/es\/cancel\//,
    );
  });

  it("answers 400 on the phone field for a premium or foreign number with the box ticked, and books it unticked", async () => {
    // Premium, Jamaica, a premium exchange; and, judged on the server only, codes not in service:
    // unassigned (222, 288) and Canada's non-geographic 600s (633).
    for (const phone of ["(900) 234-5678", "(876) 234-5678", "(480) 976-1234", "(222) 234-5678", "(288) 234-5678", "(633) 234-5678"]) {
      const response = await post(valid({ smsConsent: true, phone }));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors.phone).toEqual([
        "We can only text US and Canadian mobile numbers. Check the number, or untick the text box.",
      ]);
    }
    for (const phone of ["(900) 234-5678", "(222) 234-5678"]) {
      const spanish = await post(valid({ smsConsent: true, phone, locale: "es" }));
      expect((await spanish.json()).fieldErrors.phone).toEqual([expect.stringMatching(/^Solo enviamos mensajes/)]);
    }
    expect((await post(valid({ phone: "(900) 234-5678", appointmentDate: "2026-12-05" }))).status).toBe(201);
    expect(twilio.received).toEqual([]);
  });

  it("never texts spam, whatever it ticked", async () => {
    const request = valid({ smsConsent: true, website: "http://spam.example", appointmentDate: "2026-12-05" });
    expect((await post(request)).status).toBe(201);
    expect(textsTo(request.phone)).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(smsConsents)
        .where(eq(smsConsents.phone, `+1${request.phone.replace(/\D/g, "")}`)),
    ).toEqual([]);
  });

  it("texts nothing, and stores no consent (the form showed no box), while Twilio is not configured", async () => {
    vi.stubEnv("TWILIO_ACCOUNT_SID", "");
    resetServerEnv();
    const request = valid({ smsConsent: true, appointmentDate: "2026-12-07" });
    const { id } = await (await post(request)).json();
    expect(await getDb().select().from(smsConsents).where(eq(smsConsents.appointmentId, id))).toEqual([]);
    expect(await getDb().select().from(smsMessages).where(eq(smsMessages.appointmentId, id))).toEqual([]);
    expect(twilio.received).toEqual([]);
  });
});

describe("the SMS outbox", () => {
  const phone = (n: number) => `+1480555${String(3000 + n)}`;
  // These texts name no visit or lead: only a number whose owner has texted us gets such automated ones (tests/sms/unasked-texts.test.ts).
  const replied = (number: string) =>
    getDb()
      .insert(smsMessages)
      .values({ direction: "inbound", kind: "reply", phone: number, body: "Hi", status: "received", createdAt: NOW, updatedAt: NOW });

  it("defers an automated text written in the quiet hours to 8 AM, and the retry sends it then", async () => {
    // 9 PM Phoenix.
    const evening = new Date("2026-12-02T04:00:00Z");
    vi.setSystemTime(evening);
    const request = valid({ smsConsent: true, appointmentDate: "2026-12-08" });
    const { id } = await (await post(request)).json();
    const [row] = await getDb().select().from(smsMessages).where(eq(smsMessages.appointmentId, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, notBefore: new Date("2026-12-02T15:00:00Z") });
    expect(textsTo(request.phone)).toEqual([]);
    const transport = createSmsTransport(serverEnv());
    const delivery = { perDayMax: 5, quietHours: DEFAULT_QUIET_HOURS };
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T14:59:00Z") })).toMatchObject({ attempted: 0 });
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T15:00:00Z") })).toMatchObject({
      attempted: 1,
      sent: 1,
    });
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T15:05:00Z") })).toMatchObject({ attempted: 0 });
    expect(textsTo(request.phone)).toHaveLength(1);
  });

  it("sends at most 5 texts to one number a day, whatever the trigger, and skips the rest", async () => {
    const env = serverEnv();
    const transport = createSmsTransport(env);
    const texts = Array.from({ length: 7 }, (_, i) => ({ kind: i % 2 ? "admin" : "confirmation", phone: phone(1), body: `Text ${i}` }));
    await replied(phone(1));
    await sendTexts(getDb(), env, transport, texts, NOW);
    expect(twilio.received.filter((text) => text.To === phone(1))).toHaveLength(5);
    const rows = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone(1)));
    expect(rows.filter((row) => row.status === "skipped").map((row) => row.lastError)).toEqual([
      "Daily limit of 5 texts to this number reached.",
      "Daily limit of 5 texts to this number reached.",
    ]);
    // The next Phoenix day the number may be texted again.
    await sendTexts(getDb(), env, transport, [{ kind: "admin", phone: phone(1), body: "Tomorrow" }], new Date("2026-12-02T16:30:00Z"));
    expect(twilio.received.filter((text) => text.To === phone(1))).toHaveLength(6);
  });

  it("sends nothing to a number that sent STOP", async () => {
    await getDb()
      .insert(smsNumbers)
      .values({ phone: phone(2), optedOut: true, optChangedAt: NOW });
    const env = serverEnv();
    await sendTexts(getDb(), env, createSmsTransport(env), [{ kind: "confirmation", phone: phone(2), body: "Hello" }], NOW);
    expect(twilio.received).toEqual([]);
    const [row] = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.phone, phone(2)));
    expect(row).toMatchObject({ status: "skipped", lastError: "The number opted out (STOP)." });
  });

  it("keeps a text Twilio refused as failed, and the retry sends it once Twilio takes it", async () => {
    twilio.setRefuse({ status: 401, code: 20003, message: "Authenticate" });
    const env = serverEnv();
    const transport = createSmsTransport(env);
    await replied(phone(3));
    const [row] = await sendTexts(getDb(), env, transport, [{ kind: "confirmation", phone: phone(3), body: "Hello" }], NOW);
    const [failed] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 1, lastError: expect.stringContaining("Authenticate") });
    twilio.setRefuse(undefined);
    const report = await retryTexts(getDb(), transport, {
      now: new Date(NOW.getTime() + 60_000),
      perDayMax: 5,
      quietHours: DEFAULT_QUIET_HOURS,
    });
    expect(report).toMatchObject({ sent: 1 });
    expect(twilio.received.filter((text) => text.To === phone(3))).toHaveLength(1);
    // A refused send did not count against the number's day.
    expect(await queueTexts(getDb(), [], NOW)).toEqual([]);
  });
  it("does not send a refused automated text again in the quiet hours: the retry holds it to 8 AM", async () => {
    // 7:55 PM Phoenix: the confirmation is written and refused.
    vi.setSystemTime(new Date("2026-12-02T02:55:00Z"));
    twilio.setRefuse({ status: 500, code: 20500, message: "Internal" });
    const request = valid({ smsConsent: true, appointmentDate: "2026-12-14", appointmentTime: "4:00 PM" });
    const { id } = await (await post(request)).json();
    twilio.setRefuse(undefined);
    const transport = createSmsTransport(serverEnv());
    const delivery = { perDayMax: 5, quietHours: DEFAULT_QUIET_HOURS };
    // 8:05 PM: due for a retry, but quiet.
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T03:05:00Z") })).toMatchObject({
      attempted: 1,
      sent: 0,
      failed: 0,
    });
    const [held] = await getDb().select().from(smsMessages).where(eq(smsMessages.appointmentId, id));
    expect(held).toMatchObject({ status: "failed", attempts: 1, notBefore: new Date("2026-12-02T15:00:00Z") });
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T14:00:00Z") })).toMatchObject({ attempted: 0 });
    expect(await retryTexts(getDb(), transport, { ...delivery, now: new Date("2026-12-02T15:00:00Z") })).toMatchObject({
      attempted: 1,
      sent: 1,
    });
    expect(textsTo(request.phone)).toHaveLength(1);
  });

  it("drops a held confirmation once the visit is cancelled, and a held one once it is moved (the move's text goes instead)", async () => {
    // 9 PM Phoenix: both confirmations wait for 8 AM.
    vi.setSystemTime(new Date("2026-12-02T04:00:00Z"));
    const cancelled = valid({ smsConsent: true, appointmentDate: "2026-12-15", appointmentTime: "8:00 AM" });
    const moved = valid({ smsConsent: true, appointmentDate: "2026-12-15", appointmentTime: "10:00 AM" });
    const { id: cancelledId } = await (await post(cancelled)).json();
    const { id: movedId } = await (await post(moved)).json();
    await getDb().update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, cancelledId));
    vi.setSystemTime(new Date("2026-12-02T05:00:00Z"));
    const [visit] = await getDb().update(appointments).set({ appointmentTime: "2:00 PM" }).where(eq(appointments.id, movedId)).returning();
    const movedAt = new Date("2026-12-02T05:00:00Z");
    // The move's notice alone: its text, with no stored email.
    await deliverNotice(
      getDb(),
      serverEnv(),
      visitMoved(visit!, { appointmentDate: "2026-12-15", appointmentTime: "10:00 AM" }, { by: "a test", now: movedAt }, serverEnv()),
      [],
      { now: movedAt },
    );
    const report = await retryTexts(getDb(), createSmsTransport(serverEnv()), {
      perDayMax: 5,
      quietHours: DEFAULT_QUIET_HOURS,
      now: new Date("2026-12-02T15:00:00Z"),
    });
    expect(report).toMatchObject({ attempted: 3, sent: 1 });
    expect(textsTo(cancelled.phone)).toEqual([]);
    expect(textsTo(moved.phone).map((text) => text.Body)).toEqual([
      expect.stringMatching(/moved to Tuesday, December 15, 2 p\.m\. to 4 p\.m\./),
    ]);
    const dropped = await getDb().select().from(smsMessages).where(eq(smsMessages.kind, "confirmation"));
    expect(
      dropped.filter((row) => row.appointmentId === cancelledId || row.appointmentId === movedId).map((row) => [row.status, row.lastError]),
    ).toEqual([
      ["skipped", "The visit was cancelled, moved or has started since this message was written."],
      ["skipped", "The visit was cancelled, moved or has started since this message was written."],
    ]);
  });

  it("sends an 'On my way' refused by Twilio again only while it is still true", async () => {
    twilio.setRefuse({ status: 500, code: 20500, message: "Internal" });
    const env = serverEnv();
    const transport = createSmsTransport(env);
    const [row] = await sendTexts(
      getDb(),
      env,
      transport,
      [{ kind: "on-my-way", phone: phone(4), body: "On the way, arriving about 10:15 AM" }],
      NOW,
    );
    expect(row).toMatchObject({ status: "failed" });
    twilio.setRefuse(undefined);
    await retryTexts(getDb(), transport, { now: new Date(NOW.getTime() + 11 * 60_000), perDayMax: 5, quietHours: DEFAULT_QUIET_HOURS });
    const [late] = await getDb().select().from(smsMessages).where(eq(smsMessages.id, row!.id));
    expect(late).toMatchObject({ status: "skipped", lastError: "Too late to send: it would no longer be true." });
    expect(twilio.received.filter((text) => text.To === phone(4))).toEqual([]);
  });
});
