import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import formTokenHandler from "../../netlify/functions/form-token.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, leads } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";

const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const THANKS = { success: true, message: "Thank you for your inquiry. We'll contact you within 24 hours." };

let people = 0;
const lead = (change: Record<string, unknown> = {}) => {
  people++;
  return {
    firstName: "Lena",
    lastName: "Ortiz",
    email: `lena${people}@example.com`,
    phone: `(602) 555-${String(people).padStart(4, "0")}`,
    service: "energy-efficiency",
    projectDetails: `West-facing windows, note ${people}`,
    source: "contact-page",
    ...change,
  };
};
const post = (body: unknown, ip?: string) =>
  leadsHandler(
    new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    ip ? { ip } : undefined,
  );
const storedFor = async (emails: string[]) => getDb().select().from(leads).where(inArray(leads.email, emails));
const noticesFor = async (id: string) => getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id));

describe("the same message twice", () => {
  it("is stored once, answered as a success both times, with one admin notice", async () => {
    const first = lead({ email: "Dana.Moss@gmail.com" });
    expect((await post(first)).status).toBe(201);
    vi.setSystemTime(new Date(NOW.getTime() + 9 * 60_000));
    const again = await post({ ...first, email: "danamoss@gmail.com" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(THANKS);
    const rows = await storedFor(["Dana.Moss@gmail.com", "danamoss@gmail.com"]);
    expect(rows).toHaveLength(1);
    expect(await noticesFor(rows[0]!.id)).toHaveLength(1);
  });

  it("is stored again after 10 minutes, and a different message at once", async () => {
    const first = lead();
    await post(first);
    await post({ ...first, projectDetails: "Also the front door" });
    vi.setSystemTime(new Date(NOW.getTime() + 11 * 60_000));
    await post(first);
    expect(await storedFor([first.email])).toHaveLength(3);
  });
});

describe("more than 5 leads a day from one person", () => {
  it("answers the sixth (same phone, other emails) with 429 and stores nothing more", async () => {
    const phone = "(480) 555-0666";
    for (let index = 0; index < 5; index++) expect((await post(lead({ phone }))).status).toBe(201);
    const sixth = lead({ phone: "+1 480 555 0666" });
    const refused = await post(sixth);
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body).toMatchObject({
      success: false,
      error: expect.stringContaining("(480)\u00A0555\u20110142"),
      fieldErrors: { _form: [expect.any(String)] },
    });
    expect(await storedFor([sixth.email])).toHaveLength(0);
    // A day later the person may write again.
    vi.setSystemTime(new Date(NOW.getTime() + 24 * 3600_000 + 60_000));
    expect((await post(lead({ phone }))).status).toBe(201);
  });
});

describe("the per-address limit", () => {
  it("answers 429 with Retry-After after the hourly number of leads from one address", async () => {
    vi.stubEnv("LEADS_PER_ADDRESS_PER_HOUR", "3");
    resetServerEnv();
    for (let index = 0; index < 3; index++) expect((await post(lead(), "198.51.100.4")).status).toBe(201);
    const last = lead();
    const refused = await post(last, "198.51.100.4");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBe(1800);
    expect(await storedFor([last.email])).toHaveLength(0);
    expect((await post(lead(), "198.51.100.5")).status).toBe(201);
  });
});

describe("bots", () => {
  it("answers a filled honeypot like a person, stores the lead flagged as spam and sends nothing", async () => {
    const bot = lead({ website: "cheap pills" });
    const response = await post(bot);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(THANKS);
    const [row] = await storedFor([bot.email]);
    expect(row).toMatchObject({ spamReason: "honeypot filled", forwardStatus: "not-configured" });
    expect(await noticesFor(row!.id)).toHaveLength(0);
  });

  it("stores a form sent within 3 seconds of its token as spam, and one sent later as a lead", async () => {
    const { token } = (await (await formTokenHandler(new Request("http://localhost/api/form-token"))).json()) as { token: string };
    vi.setSystemTime(new Date(NOW.getTime() + 2_000));
    const fast = lead({ formToken: token });
    expect(await (await post(fast)).json()).toEqual(THANKS);
    vi.setSystemTime(new Date(NOW.getTime() + 4_000));
    const slow = lead({ formToken: token });
    await post(slow);
    expect((await storedFor([fast.email]))[0]!.spamReason).toBe("sent 2.0 s after the form opened");
    expect((await storedFor([slow.email]))[0]!.spamReason).toBeNull();
  });
});
