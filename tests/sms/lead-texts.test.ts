/** The contact form's text-back: at once, with consent only, "we'll call shortly" in business hours, when we will call outside them. */
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { DEFAULT_QUIET_HOURS } from "../../src/core/server/quiet-hours";
import { smsConsents } from "../../src/server/db/schema";
import { serverEnv } from "../../src/server/env";
import { retryTexts } from "../../src/server/notify/texts";
import { createSmsTransport } from "../../src/server/sms/transport";
import { useFunctionDatabase } from "../helpers/function-env";
import { useTwilioStandIn } from "../helpers/use-twilio-stand-in";

// Tuesday 2026-12-01, 9:30 AM in Phoenix: open.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const twilio = useTwilioStandIn();

let counter = 0;
const lead = (change: Record<string, unknown> = {}) => {
  counter++;
  return {
    firstName: "Luis",
    lastName: "Garcia",
    email: `luis${counter}@example.com`,
    phone: `(623) 555-6${String(counter).padStart(3, "0")}`,
    service: "window-installation",
    projectDetails: "Three windows",
    ...change,
  };
};
const post = (body: unknown) =>
  leadsHandler(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

describe("lead text-back", () => {
  it("texts a lead with consent at once during business hours, and stores the consent", async () => {
    const request = lead({ smsConsent: true });
    expect((await post(request)).status).toBe(201);
    const to = `+1${request.phone.replace(/\D/g, "")}`;
    expect(twilio.received.map((text) => [text.To, text.Body])).toEqual([
      [to, "Windows & Doors Near Me: thanks for your message! We'll call you shortly. Reply here any time."],
    ]);
    expect(await getDb().select().from(smsConsents).where(eq(smsConsents.phone, to))).toMatchObject([
      { locale: "en", leadId: expect.any(String) },
    ]);
  });

  it("answers 400 on the phone field for a number not in service with the box ticked", async () => {
    const response = await post(lead({ smsConsent: true, phone: "(222) 234-5678" }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.phone).toEqual([
      "We can only text US and Canadian mobile numbers. Check the number, or untick the text box.",
    ]);
    expect(twilio.received).toEqual([]);
  });

  it("texts nothing to a lead without consent", async () => {
    expect((await post(lead())).status).toBe(201);
    expect(twilio.received).toEqual([]);
  });

  it("says when we will call, in Spanish, outside business hours (after the quiet hours)", async () => {
    // Tuesday 6 PM Phoenix: closed, and not yet quiet.
    vi.setSystemTime(new Date("2026-12-02T01:00:00Z"));
    expect((await post(lead({ smsConsent: true, locale: "es" }))).status).toBe(201);
    expect(twilio.received.map((text) => text.Body)).toEqual([
      "Windows & Doors Near Me: ¡gracias por su mensaje! Ahora estamos cerrados y lo llamaremos mañana después de las 7:00 a.m.",
    ]);
  });
  it("answers a form sent in the quiet hours at 8 AM, worded for 8 AM (open), not for the evening it was sent", async () => {
    // Tuesday 9 PM Phoenix: quiet; the text waits for Wednesday 8 AM, when the office is open.
    vi.setSystemTime(new Date("2026-12-02T04:00:00Z"));
    expect((await post(lead({ smsConsent: true }))).status).toBe(201);
    expect(twilio.received).toEqual([]);
    await retryTexts(getDb(), createSmsTransport(serverEnv()), {
      now: new Date("2026-12-02T15:00:00Z"),
      perDayMax: 5,
      quietHours: DEFAULT_QUIET_HOURS,
    });
    expect(twilio.received.map((text) => text.Body)).toEqual([
      "Windows & Doors Near Me: thanks for your message! We'll call you shortly. Reply here any time.",
    ]);
  });
});
