import { createServer, type Server } from "node:http";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import formTokenHandler from "../../netlify/functions/form-token.mts";
import myHandler from "../../netlify/functions/my-appointments.mts";
import { emailKey, phoneKey } from "../../src/core/server/person-key";
import { HELD_BOOKING_SOURCES } from "../../src/core/limits";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, leads } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
// More bookings in one frozen hour than a real site takes: the site-wide ceilings stay out of the way.
useLiftedSiteCeilings();

let people = 0;
/** A new person each call: own email and phone. */
function person() {
  people++;
  return { email: `pat${people}@example.com`, phone: `(602) 555-${String(people).padStart(4, "0")}` };
}

const booking = (
  who: { email: string; phone: string },
  appointmentDate: string,
  appointmentTime = "10:00 AM",
  extra: Record<string, unknown> = {},
) => ({
  firstName: "Pat",
  lastName: "Lee",
  ...who,
  address: "9 W Elm St",
  city: "Mesa",
  zipCode: "85201",
  serviceType: "consultation",
  appointmentDate,
  appointmentTime,
  ...extra,
});

const post = (body: unknown, ip?: string) =>
  appointmentsHandler(
    new Request("http://localhost/api/appointments", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    ip ? { ip } : undefined,
  );

const activeOf = async (email: string) =>
  getDb()
    .select()
    .from(appointments)
    .where(and(eq(appointments.emailKey, emailKey(email)), ne(appointments.status, "cancelled")));

/** The leads a held booking left for the office, by the email it was asked with. */
const heldLeads = (email: string) =>
  getDb()
    .select()
    .from(leads)
    .where(and(eq(leads.email, email), eq(leads.source, HELD_BOOKING_SOURCES.overPersonLimit)));
/** The emails of a kind sent to `to`. */
const mailTo = (to: string, kind: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)));

describe("the per-person cap", () => {
  it("answers a third upcoming visit as it answers any booking, books nothing, and keeps the request for the office", async () => {
    const who = person();
    expect((await post(booking(who, "2026-12-14"))).status).toBe(201);
    expect((await post(booking(who, "2026-12-15"))).status).toBe(201);
    const before = await activeOf(who.email);
    const held = await post(booking(who, "2026-12-16"));
    expect(held.status).toBe(201);
    const body = await held.json();
    expect(body).toMatchObject({
      status: "pending",
      appointmentDate: "2026-12-16",
      appointmentTime: "10:00 AM",
      duration: 120,
      email: who.email,
    });
    expect(Object.keys(body).sort()).toEqual(Object.keys(await (await post(booking(person(), "2026-12-16"))).json()).sort());
    expect(await activeOf(who.email)).toEqual(before);
    const [lead] = await heldLeads(who.email);
    expect(lead!.id).toBe(body.id);
    expect(lead!.projectDetails).toContain("Asked for a visit on 2026-12-16 at 10:00 AM, 9 W Elm St, Mesa 85201.");
    expect(lead!.projectDetails).toContain("already has 2 upcoming visits");
    // The admins hear of it as of any lead.
    expect(
      await getDb()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.relatedId, lead!.id), eq(emailOutbox.kind, "lead-notification"))),
    ).toHaveLength(1);
  });

  it("emails the person their own visits with links to change them, and says nothing of the request", async () => {
    const who = person();
    await post(booking(who, "2026-12-14", "2:00 PM"));
    await post(booking(who, "2026-12-15", "2:00 PM"));
    await post(booking(who, "2026-12-16", "2:00 PM"));
    const [notice] = await mailTo(who.email, EMAIL_KINDS.heldBookingNotice);
    expect(notice!.subject).toBe("Your upcoming visits with Windows & Doors Near Me");
    expect(notice!.text).toContain("You already have 2 upcoming visits, the most we book online, so we did not add one");
    expect(notice!.text).toContain("Monday, December 14, 2026 at 2:00 PM, 9 W Elm St, Mesa");
    expect(notice!.text).toContain("Tuesday, December 15, 2026 at 2:00 PM, 9 W Elm St, Mesa");
    expect(notice!.text.match(/\/cancel\/[\w-]{43}/g)).toHaveLength(2);
    expect(notice!.text).not.toContain("December 16");
    // And a fresh link to their own page, which lists those two visits.
    const token = notice!.text.match(/\/my\/([\w-]{43})\b/)![1]!;
    const page = await myHandler(new Request(`http://localhost/api/my/${token}`), { ip: "203.0.113.72" });
    expect(page.status).toBe(200);
    expect((await page.json()).visits).toHaveLength(2);
  });

  it("tells a stranger who books with someone's phone nothing: the same answer, and the notice goes to the email on the visits", async () => {
    const victim = person();
    await post(booking(victim, "2026-12-14", "4:00 PM"));
    await post(booking(victim, "2026-12-15", "4:00 PM"));
    const stranger = { email: "stranger@example.net", phone: victim.phone };
    const response = await post(booking(stranger, "2026-12-17", "4:00 PM"));
    expect(response.status).toBe(201);
    expect(JSON.stringify(await response.json())).not.toMatch(/upcoming|already/i);
    expect(await mailTo(stranger.email, EMAIL_KINDS.heldBookingNotice)).toHaveLength(0);
    expect(await mailTo(victim.email, EMAIL_KINDS.heldBookingNotice)).toHaveLength(1);
  });

  it("keeps the victim's own request when two bookings with their phone hold its places, so the office can book them", async () => {
    const victim = person();
    const attacker = { email: "attacker@example.net", phone: victim.phone };
    await post(booking(attacker, "2026-12-14", "8:00 AM"));
    await post(booking(attacker, "2026-12-15", "8:00 AM"));
    const response = await post(booking(victim, "2026-12-18", "8:00 AM"));
    expect(response.status).toBe(201);
    expect(await heldLeads(victim.email)).toHaveLength(1);
  });

  it("emails the notice once a Phoenix day, however many requests a script sends", async () => {
    const who = person();
    await post(booking(who, "2026-12-21", "10:00 AM"));
    await post(booking(who, "2026-12-22", "10:00 AM"));
    for (const day of ["2026-12-23", "2026-12-26", "2026-12-28"]) expect((await post(booking(who, day, "10:00 AM"))).status).toBe(201);
    expect(await mailTo(who.email, EMAIL_KINDS.heldBookingNotice)).toHaveLength(1);
  });

  it("counts the same mailbox and the same phone however they are written, for every provider with aliases", async () => {
    const phone = "(623) 555-0142";
    expect((await post(booking({ email: "Sam.Rivera@gmail.com", phone }, "2026-12-29", "2:00 PM"))).status).toBe(201);
    expect((await post(booking({ email: "samrivera+work@gmail.com", phone: "+1 623.555.0142" }, "2026-12-30", "2:00 PM"))).status).toBe(
      201,
    );
    for (const [email, bookedPhone] of [
      ["other.sam@example.com", "1-623-555-0142"],
      ["SAMRIVERA@gmail.com", "(480) 555-0999"],
    ]) {
      expect((await post(booking({ email: email!, phone: bookedPhone! }, "2026-12-31", "2:00 PM"))).status).toBe(201);
    }
    expect(await activeOf("samrivera@gmail.com")).toHaveLength(2);
    // Outlook "+tags", Yahoo "-keywords": the escape the attack used.
    for (const [first, second] of [
      ["victim@outlook.com", "victim+1@outlook.com"],
      ["ana@yahoo.com", "ana-shop@yahoo.com"],
      ["lee@icloud.com", "Lee+x@iCloud.com"],
    ]) {
      await post(booking({ email: first!, phone: "(602) 555-7001" }, "2026-12-29", "4:00 PM"));
      await post(booking({ email: second!, phone: "(602) 555-7002" }, "2026-12-30", "4:00 PM"));
      await post(booking({ email: `${second}`.replace("@", "2@"), phone: "(602) 555-7003" }, "2026-12-31", "4:00 PM"));
      expect(await activeOf(first!), first).toHaveLength(2);
      await getDb()
        .update(appointments)
        .set({ status: "cancelled" })
        .where(eq(appointments.emailKey, emailKey(first!)));
    }
  });

  it("answers 200 with the same visit when the person books a slot they already hold, even at the cap", async () => {
    const who = person();
    const first = await (await post(booking(who, "2026-12-17", "8:00 AM"))).json();
    expect((await post(booking(who, "2026-12-18", "8:00 AM"))).status).toBe(201);
    const again = await post(booking({ ...who, email: who.email.toUpperCase() }, "2026-12-17", "8:00 AM"));
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(first.id);
  });

  it("lets the person book again once a visit has passed", async () => {
    const who = person();
    const first = await (await post(booking(who, "2026-12-02", "2:00 PM"))).json();
    expect((await post(booking(who, "2026-12-19", "2:00 PM"))).status).toBe(201);
    await post(booking(who, "2026-12-21", "2:00 PM"));
    expect(await activeOf(who.email)).toHaveLength(2);
    // Thursday 2026-12-03: the visit of 12-02 is past, so it no longer counts.
    vi.setSystemTime(new Date("2026-12-03T16:30:00Z"));
    expect((await post(booking(who, "2026-12-21", "2:00 PM"))).status).toBe(201);
    expect((await activeOf(who.email)).map((row) => row.appointmentDate).sort()).toEqual(["2026-12-02", "2026-12-19", "2026-12-21"]);
    expect((await activeOf(who.email)).map((row) => row.id)).toContain(first.id);
  });

  it("follows the admins' setting", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, maxUpcomingPerPerson: 1 }, "test");
    try {
      const who = person();
      expect((await post(booking(who, "2026-12-22", "4:00 PM"))).status).toBe(201);
      expect((await post(booking(who, "2026-12-23", "4:00 PM"))).status).toBe(201);
      expect(await activeOf(who.email)).toHaveLength(1);
      expect((await mailTo(who.email, EMAIL_KINDS.heldBookingNotice))[0]!.text).toContain(
        "You already have 1 upcoming visit, the most we book online",
      );
    } finally {
      await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
    }
  });
});

describe("person keys in the database", () => {
  it("match the pure rules of src/core/server/person-key.ts", async () => {
    const cases = [
      ["  J.Doe+x@GMail.com ", "+1 (480) 555-0142"],
      ["a.b@googlemail.com", "480.555.0142"],
      ["Mixed.Case@Example.org", "14805550142"],
      ["Victim+1@Outlook.com", "4805550142"],
      ["ana.b-shop@yahoo.com", "4805550142"],
      ["lee+x@me.com", "4805550142"],
      ["+only@hotmail.com", "4805550142"],
      ["kim+x@company.com", "4805550142"],
      ["a@b@gmail.com", "4805550142"],
    ];
    for (const [email, phone] of cases) {
      const [row] = await getDb()
        .insert(appointments)
        .values({
          ...booking({ email: email!, phone: phone! }, "2026-12-31"),
          duration: 120,
          seat: 50 + cases.findIndex((c) => c[0] === email),
          status: "cancelled",
          cancelTokenHash: `key-${email}`,
        })
        .returning();
      expect([row!.emailKey, row!.phoneKey]).toEqual([emailKey(email!), phoneKey(phone!)]);
    }
  });
});

describe("the per-address limit", () => {
  it("answers 429 with Retry-After after the hourly number from one address, and stores nothing", async () => {
    vi.stubEnv("BOOKINGS_PER_ADDRESS_PER_HOUR", "2");
    resetServerEnv();
    const ip = "203.0.113.7";
    expect((await post(booking(person(), "2026-12-23", "8:00 AM"), ip)).status).toBe(201);
    expect((await post(booking(person(), "2026-12-23", "10:00 AM"), ip)).status).toBe(201);
    const refusedPerson = person();
    const refused = await post(booking(refusedPerson, "2026-12-23", "2:00 PM"), ip);
    expect(refused.status).toBe(429);
    // 9:30 AM in Phoenix is 16:30 UTC: the hour's window ends in 30 minutes.
    expect(refused.headers.get("Retry-After")).toBe("1800");
    expect(await refused.json()).toMatchObject({ success: false, error: expect.stringContaining("Please try again in 30 minutes") });
    expect(await activeOf(refusedPerson.email)).toHaveLength(0);
    // Another address is not affected, and the next hour starts afresh.
    expect((await post(booking(person(), "2026-12-23", "2:00 PM"), "203.0.113.8")).status).toBe(201);
    vi.setSystemTime(new Date("2026-12-01T17:00:00Z"));
    expect((await post(booking(person(), "2026-12-23", "4:00 PM"), ip)).status).toBe(201);
  });
});

describe("bots", () => {
  const formToken = async () =>
    ((await (await formTokenHandler(new Request("http://localhost/api/form-token"))).json()) as { token: string }).token;

  it("answers a filled honeypot like a booking, but stores it cancelled as spam, holds no slot and sends no email", async () => {
    const response = await post(booking(person(), "2026-12-28", "8:00 AM", { website: "https://spam.example" }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ status: "pending", appointmentDate: "2026-12-28", appointmentTime: "8:00 AM" });
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, body.id));
    expect(row).toMatchObject({ status: "cancelled", spamReason: "honeypot filled" });
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, body.id))).toHaveLength(0);
    // The slot is still free for a person.
    expect((await post(booking(person(), "2026-12-28", "8:00 AM"))).status).toBe(201);
  });

  it("stores a form sent within 3 seconds of opening as spam, and a slower one as a booking", async () => {
    const token = await formToken();
    vi.setSystemTime(new Date(NOW.getTime() + 1_500));
    const fast = await (await post(booking(person(), "2026-12-29", "8:00 AM", { formToken: token }))).json();
    vi.setSystemTime(new Date(NOW.getTime() + 25 * 3600_000));
    const slow = await post(booking(person(), "2026-12-29", "8:00 AM", { formToken: token }));
    expect(slow.status).toBe(201);
    const rows = await getDb().select().from(appointments).where(eq(appointments.appointmentDate, "2026-12-29"));
    expect(rows.find((row) => row.id === fast.id)).toMatchObject({ status: "cancelled", spamReason: "sent 1.5 s after the form opened" });
    expect(rows.find((row) => row.id !== fast.id)).toMatchObject({ status: "pending", spamReason: null });
  });

  it("judges the spec's payload (no token, no honeypot) by the other rules only", async () => {
    const response = await post(booking(person(), "2026-12-30", "8:00 AM"));
    expect(response.status).toBe(201);
    const [row] = await getDb()
      .select()
      .from(appointments)
      .where(eq(appointments.id, (await response.json()).id));
    expect(row).toMatchObject({ status: "pending", spamReason: null });
  });

  describe("with reCAPTCHA configured", () => {
    // A stand-in for Google's siteverify: the token names the score it gets.
    let verifier: Server;
    beforeAll(async () => {
      verifier = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk) => (body += chunk));
        req.on("end", () => {
          const score = Number(new URLSearchParams(body).get("response")?.replace("score-", ""));
          res
            .writeHead(200, { "Content-Type": "application/json" })
            .end(JSON.stringify({ success: true, action: "appointment_booking", score }));
        });
      });
      await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
    });
    afterAll(() => verifier.close());
    const useVerifier = () => {
      vi.stubEnv("RECAPTCHA_SECRET_KEY", "test-secret");
      vi.stubEnv("RECAPTCHA_VERIFY_URL", `http://127.0.0.1:${(verifier.address() as { port: number }).port}/siteverify`);
      resetServerEnv();
    };

    it("stores a low score as spam, answered like a booking, and a good score as a booking", async () => {
      useVerifier();
      const low = await post(booking(person(), "2026-12-30", "10:00 AM", { recaptchaToken: "score-0.1" }));
      expect(low.status).toBe(201);
      const [spam] = await getDb()
        .select()
        .from(appointments)
        .where(eq(appointments.id, (await low.json()).id));
      expect(spam).toMatchObject({ status: "cancelled", spamReason: "reCAPTCHA: score 0.1 below 0.5" });
      const good = await post(booking(person(), "2026-12-30", "10:00 AM", { recaptchaToken: "score-0.9" }));
      expect(good.status).toBe(201);
      const [row] = await getDb()
        .select()
        .from(appointments)
        .where(eq(appointments.id, (await good.json()).id));
      expect(row).toMatchObject({ status: "pending", spamReason: null });
    });

    it("tells a visitor whose browser sent no token to try again (400), storing nothing", async () => {
      useVerifier();
      const who = person();
      const response = await post(booking(who, "2026-12-30", "2:00 PM"));
      expect(response.status).toBe(400);
      expect(await activeOf(who.email)).toHaveLength(0);
    });
  });
});
