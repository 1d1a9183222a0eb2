/**
 * Every absolute URL in an email or invitation comes from the configured origin (SITE_URL),
 * never from the request: a booking or move sent with `Host: evil.example` (which the
 * server turns into the request's URL) must not send the customer's token there.
 */
import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import rescheduleHandler from "../../netlify/functions/reschedule.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, type EmailMessage } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const SITE = "https://site.example";
const EVIL = "http://evil.example";

beforeEach(() => {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("URL", "https://other.netlify.app");
  resetServerEnv();
});

const post = (url: string, body: unknown) =>
  new Request(url, { method: "POST", headers: { "Content-Type": "application/json", Host: "evil.example" }, body: JSON.stringify(body) });

const emailsOf = (id: string, kind?: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.relatedId, id), ...(kind ? [eq(emailOutbox.kind, kind)] : [])))
    .orderBy(asc(emailOutbox.id));

/** Every http(s) URL in an email's text, HTML and invitation (unfolded). */
function urlsIn(email: EmailMessage): string[] {
  const all = [email.text, email.html ?? "", (email.ics ?? "").replace(/\r?\n[ \t]/g, "")].join("\n");
  return [...all.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((match) => match[0]);
}

/** The URLs that point at this site (not at Google Maps, a phone, the licence board). */
const siteUrls = (email: EmailMessage) => urlsIn(email).filter((url) => !/google\.com|azroc/.test(url));

describe("links in emails", () => {
  it("use SITE_URL for a booking and a move sent with Host: evil.example", async () => {
    const booked = await appointmentsHandler(
      post(`${EVIL}/api/appointments`, {
        firstName: "Ana",
        lastName: "Lopez",
        email: "ana.origin@example.com",
        phone: "(480) 555-0101",
        address: "123 E Main St",
        city: "Gilbert",
        zipCode: "85233",
        serviceType: "consultation",
        appointmentDate: "2026-12-03",
        appointmentTime: "10:00 AM",
      }),
    );
    expect(booked.status).toBe(201);
    const { id } = await booked.json();
    const emails = await emailsOf(id);
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(JSON.stringify(email)).not.toContain("evil.example");
      for (const url of siteUrls(email)) expect(url.startsWith(`${SITE}/`) || url === SITE).toBe(true);
    }
    const confirmation = emails.find((email) => email.to === "ana.origin@example.com")!;
    const token = new RegExp(`${SITE}/cancel/([A-Za-z0-9_-]{43})`).exec(confirmation.text)![1]!;
    expect(confirmation.ics!.replace(/\r?\n[ \t]/g, "")).toContain(`${SITE}/cancel/${token}`);

    const moved = await rescheduleHandler(
      post(`${EVIL}/api/reschedule/${token}`, { appointmentDate: "2026-12-04", appointmentTime: "2:00 PM" }),
    );
    expect(moved.status).toBe(200);
    const afterMove = (await emailsOf(id)).slice(2);
    expect(afterMove).toHaveLength(2);
    for (const email of afterMove) {
      expect(JSON.stringify(email)).not.toContain("evil.example");
      for (const url of siteUrls(email)) expect(url.startsWith(`${SITE}/`) || url === SITE).toBe(true);
    }
    const customer = afterMove.find((email) => email.to === "ana.origin@example.com")!;
    expect(customer.text).toMatch(new RegExp(`${SITE}/cancel/[A-Za-z0-9_-]{43}`));
    expect(customer.ics!.replace(/\r?\n[ \t]/g, "")).toMatch(new RegExp(`${SITE}/cancel/[A-Za-z0-9_-]{43}`));
  });
});
