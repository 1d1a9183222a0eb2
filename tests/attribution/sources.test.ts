import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { beaconCounts } from "../../src/server/db/schema";
import type { AdminSources, ChannelRow } from "../../src/schemas/sources";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Wednesday 2026-12-02, 10:00 AM in Phoenix. The 30 days start on Tuesday 11-03 (07:00 UTC),
// the 90 days on Friday 09-04.
const NOW = new Date("2026-12-02T17:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const at = (iso: string) => new Date(iso);
let seeded = false;

async function seedOnce(): Promise<void> {
  if (seeded) return;
  seeded = true;
  const gbp = { channel: "google-business-profile" };
  await seedAppointment({ ...gbp, status: "completed", createdAt: at("2026-11-20T18:00:00Z") });
  await seedAppointment({ ...gbp, status: "completed", createdAt: at("2026-11-03T07:00:00Z") });
  await seedAppointment({ ...gbp, status: "no-show", createdAt: at("2026-11-25T18:00:00Z") });
  await seedAppointment({ ...gbp, status: "pending", createdAt: at("2026-12-02T16:00:00Z") });
  // 06:59 UTC on 11-03 is still 11-02 in Phoenix: inside the 90 days only.
  await seedAppointment({ ...gbp, status: "completed", createdAt: at("2026-11-03T06:59:00Z") });
  // Older than 90 days, and spam: never counted.
  await seedAppointment({ ...gbp, status: "completed", createdAt: at("2026-09-04T06:59:00Z") });
  await seedAppointment({ ...gbp, status: "cancelled", spamReason: "honeypot", createdAt: at("2026-11-20T18:00:00Z") });
  await seedAppointment({ channel: "google-ads", status: "confirmed", createdAt: at("2026-11-30T18:00:00Z") });
  await seedLead({ ...gbp, createdAt: at("2026-11-21T18:00:00Z") });
  await seedLead({ channel: "direct", createdAt: at("2026-10-01T18:00:00Z") });
  await seedLead({ channel: "direct", spamReason: "too fast", createdAt: at("2026-11-21T18:00:00Z") });
  await getDb()
    .insert(beaconCounts)
    .values([
      { day: "2026-12-02", path: "/cities/mesa", channel: "google-business-profile", kind: "call", count: 4 },
      { day: "2026-11-03", path: "/", channel: "google-business-profile", kind: "call", count: 1 },
      { day: "2026-11-02", path: "/", channel: "google-business-profile", kind: "call", count: 10 },
      { day: "2026-12-01", path: "/estimate", channel: "google-business-profile", kind: "form-start", count: 6 },
      { day: "2026-09-03", path: "/estimate", channel: "direct", kind: "form-start", count: 100 },
      { day: "2026-11-15", path: "/contact", channel: "bing", kind: "call", count: 2 },
    ]);
}

async function sources(): Promise<AdminSources> {
  await seedOnce();
  const response = await callAdmin("/api/admin/sources");
  expect(response.status).toBe(200);
  return response.json();
}
const rowOf = (data: AdminSources, days: number, channel: string) =>
  data.panels.find((panel) => panel.days === days)!.rows.find((row) => row.channel === channel)!;
const numbers = ({ calls, formsStarted, bookings, leads, completed, noShows, completionRate }: ChannelRow) => ({
  calls,
  formsStarted,
  bookings,
  leads,
  completed,
  noShows,
  completionRate,
});

describe("GET /api/admin/sources", () => {
  it("counts the last 30 days by channel: calls, forms started, bookings, leads, completed, no-shows and the completion rate", async () => {
    const data = await sources();
    expect(data.panels.map((panel) => [panel.days, panel.since])).toEqual([
      [30, "2026-11-03"],
      [90, "2026-09-04"],
    ]);
    expect(rowOf(data, 30, "google-business-profile")).toMatchObject({ label: "Google Business Profile" });
    expect(numbers(rowOf(data, 30, "google-business-profile"))).toEqual({
      calls: 5,
      formsStarted: 6,
      bookings: 4,
      leads: 1,
      completed: 2,
      noShows: 1,
      completionRate: 0.5,
    });
    expect(numbers(rowOf(data, 30, "google-ads"))).toEqual({
      calls: 0,
      formsStarted: 0,
      bookings: 1,
      leads: 0,
      completed: 0,
      noShows: 0,
      completionRate: 0,
    });
    expect(numbers(rowOf(data, 30, "bing"))).toEqual({
      calls: 2,
      formsStarted: 0,
      bookings: 0,
      leads: 0,
      completed: 0,
      noShows: 0,
      completionRate: null,
    });
    expect(numbers(rowOf(data, 30, "direct"))).toMatchObject({ leads: 0, formsStarted: 0 });
  });

  it("counts the last 90 days, leaving out older rows and spam", async () => {
    const data = await sources();
    expect(numbers(rowOf(data, 90, "google-business-profile"))).toEqual({
      calls: 15,
      formsStarted: 6,
      bookings: 5,
      leads: 1,
      completed: 3,
      noShows: 1,
      completionRate: 0.6,
    });
    expect(numbers(rowOf(data, 90, "direct"))).toEqual({
      calls: 0,
      formsStarted: 0,
      bookings: 0,
      leads: 1,
      completed: 0,
      noShows: 0,
      completionRate: null,
    });
  });

  it("lists every channel in the dashboard's order, zeros included", async () => {
    const data = await sources();
    expect(data.panels[0]!.rows.map((row) => row.label)).toEqual([
      "Google Ads",
      "Google Business Profile",
      "Google organic",
      "Bing",
      "Facebook or Instagram",
      "Email",
      "Other referral",
      "Direct",
    ]);
  });

  it("shows the review requests panel, saying why none are sent without GOOGLE_PLACE_ID", async () => {
    const data = await sources();
    expect(data.reviewRequests).toMatchObject({
      state: "no-place-id",
      sent30: 0,
      sent90: 0,
      optedOut: 0,
      note: expect.stringContaining("GOOGLE_PLACE_ID is not set"),
    });
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/sources", { as: null })).status).toBe(401);
  });
});

describe("the CSV exports", () => {
  const touches = {
    first: {
      at: Date.parse("2026-11-20T18:00:00Z"),
      landing: "/cities/mesa",
      utm_source: "google",
      utm_medium: "organic",
      utm_campaign: "gbp",
    },
  };

  it("carry each appointment's channel and touches", async () => {
    await seedAppointment({ city: "Sourceville", channel: "google-business-profile", attribution: touches });
    const csv = await (await callAdmin("/api/admin/appointments.csv?city=Sourceville")).text();
    const [header, line] = csv.split("\r\n");
    expect(header).toContain('"Channel","First touch","Last touch"');
    expect(line).toContain(
      '"Google Business Profile","utm_source=google, utm_medium=organic, utm_campaign=gbp, landed on /cities/mesa",""',
    );
  });

  it("carry each lead's channel and touches", async () => {
    await seedLead({ lastName: "Sourcerer", channel: "bing", attribution: { last: { at: 1, referrer: "www.bing.com" } } });
    const csv = await (await callAdmin("/api/admin/leads.csv?search=Sourcerer")).text();
    const [header, line] = csv.split("\r\n");
    expect(header).toContain('"Channel","First touch","Last touch"');
    expect(line).toContain('"Bing","","from www.bing.com"');
  });
});
