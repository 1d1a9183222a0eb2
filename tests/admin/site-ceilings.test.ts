/**
 * The site-wide ceilings' learned defaults, from seeded history, and the admins' settings for
 * them (GET and PUT /api/admin/site-ceilings).
 */
import { describe, expect, it } from "vitest";
import { HELD_BOOKING_SOURCES } from "../../src/core/limits";
import { getDb } from "../../src/server/db/client";
import { siteCounts, smsMessages } from "../../src/server/db/schema";
import { busiestWindows } from "../../src/server/db/limits/site-ceilings";
import { useFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

/** `count` instants within the hour starting at `hour` (ISO). */
const within = (hour: string, count: number) => Array.from({ length: count }, (_, i) => new Date(new Date(hour).getTime() + i * 60_000));

async function seedBookings(hour: string, count: number, change: Parameters<typeof seedAppointment>[0] = {}) {
  for (const at of within(hour, count)) await seedAppointment({ createdAt: at, ...change });
}
async function seedLeads(hour: string, count: number, change: Parameters<typeof seedLead>[0] = {}) {
  for (const at of within(hour, count)) await seedLead({ createdAt: at, ...change });
}
async function seedSentTexts(hour: string, count: number, change: Partial<typeof smsMessages.$inferInsert> = {}) {
  const rows = within(hour, count).map((at) => ({
    direction: "outbound",
    kind: "confirmation",
    phone: "+14805550100",
    body: "Booked",
    status: "sent",
    sentAt: at,
    createdAt: at,
    updatedAt: at,
    ...change,
  }));
  await getDb().insert(smsMessages).values(rows);
}

describe("the learned ceilings", () => {
  it("are the floors on a site with no history yet", async () => {
    const response = await callAdmin("/api/admin/site-ceilings");
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(
      record.ceilings.map(({ key, learned, busiest, inForce, set }: Record<string, unknown>) => [key, set, busiest, learned, inForce]),
    ).toEqual([
      ["bookingsPerHour", null, 0, 10, 10],
      ["leadsPerHour", null, 0, 10, 10],
      ["beaconsPerHour", null, 0, 100, 100],
      ["textsPerHour", null, 0, 30, 30],
      ["textsPerDay", null, 0, 100, 100],
    ]);
    expect(record).toMatchObject({ reached: [], updatedBy: null, updatedAt: null });
  });

  it("are three times the busiest real hour of the last 90 days: spam, floods, older history and the current hour left out", async () => {
    // Bookings: 5 booked and 2 held for the office in one hour is the busiest real one.
    await seedBookings("2026-11-20T17:00:00Z", 5);
    await seedLeads("2026-11-20T17:00:00Z", 2, { source: HELD_BOOKING_SOURCES.overPersonLimit });
    await seedBookings("2026-11-21T18:00:00Z", 4);
    await seedBookings("2026-11-22T18:00:00Z", 8, { spamReason: "honeypot" });
    await seedBookings("2026-08-30T18:00:00Z", 9);
    await seedBookings("2026-11-23T18:00:00Z", 20);
    await getDb()
      .insert(siteCounts)
      .values({
        ceiling: "bookingsPerHour",
        windowStart: new Date("2026-11-23T18:00:00Z"),
        count: 10,
        refused: 10,
        reachedCeiling: 10,
        reachedAt: new Date("2026-11-23T18:20:00Z"),
      });
    await seedBookings("2026-12-01T16:00:00Z", 12);
    // Leads: 7 contact-form messages in one hour; booking requests held for the office are not leads.
    await seedLeads("2026-11-20T17:00:00Z", 7);
    await seedLeads("2026-11-25T17:00:00Z", 6, { spamReason: "too fast" });
    await seedLeads("2026-11-26T17:00:00Z", 9, { source: HELD_BOOKING_SOURCES.pastSiteCeiling });
    await getDb()
      .insert(siteCounts)
      .values({
        ceiling: "bookingsPerHour",
        windowStart: new Date("2026-11-26T17:00:00Z"),
        count: 10,
        refused: 9,
        reachedCeiling: 10,
        reachedAt: new Date("2026-11-26T17:30:00Z"),
      });
    // Texts: 11 automated ones sent in the busiest hour (an admin's own do not count), 52 that Phoenix day (11:59 PM is still in it).
    await seedSentTexts("2026-11-24T15:00:00Z", 11);
    await seedSentTexts("2026-11-24T15:00:00Z", 6, { kind: "admin", sentBy: "owner@example.com" });
    for (const hour of ["2026-11-24T16:00:00Z", "2026-11-24T17:00:00Z", "2026-11-24T18:00:00Z", "2026-11-24T19:00:00Z"])
      await seedSentTexts(hour, 10);
    await seedSentTexts("2026-11-24T20:00:00Z", 15, { status: "skipped", sentAt: null });
    await seedSentTexts("2026-11-25T06:59:00Z", 1);
    await seedSentTexts("2026-11-25T07:00:00Z", 3);
    // Beacons: the site's own hourly counts; an hour whose ceiling was reached is a flood.
    await getDb()
      .insert(siteCounts)
      .values([
        { ceiling: "beaconsPerHour", windowStart: new Date("2026-11-27T18:00:00Z"), count: 60 },
        {
          ceiling: "beaconsPerHour",
          windowStart: new Date("2026-11-28T18:00:00Z"),
          count: 500,
          refused: 900,
          reachedCeiling: 500,
          reachedAt: new Date("2026-11-28T18:01:00Z"),
        },
        { ceiling: "beaconsPerHour", windowStart: new Date("2026-07-01T18:00:00Z"), count: 90 },
      ]);

    expect(await busiestWindows(getDb(), NOW)).toEqual({
      bookingsPerHour: 7,
      leadsPerHour: 7,
      beaconsPerHour: 60,
      textsPerHour: 11,
      textsPerDay: 52,
    });
    const record = await (await callAdmin("/api/admin/site-ceilings")).json();
    expect(record.ceilings.map(({ key, learned, inForce }: Record<string, unknown>) => [key, learned, inForce])).toEqual([
      ["bookingsPerHour", 21, 21],
      ["leadsPerHour", 21, 21],
      ["beaconsPerHour", 180, 180],
      ["textsPerHour", 33, 33],
      ["textsPerDay", 156, 156],
    ]);
  });
});

describe("/api/admin/site-ceilings", () => {
  it("saves the admins' numbers, leaves the others automatic, and answers what is in force", async () => {
    const response = await callAdmin("/api/admin/site-ceilings", { method: "PUT", body: { bookingsPerHour: 4, textsPerDay: 500 } });
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(record.ceilings.map(({ key, set, inForce }: Record<string, unknown>) => [key, set, inForce])).toEqual([
      ["bookingsPerHour", 4, 4],
      ["leadsPerHour", null, 21],
      ["beaconsPerHour", null, 180],
      ["textsPerHour", null, 33],
      ["textsPerDay", 500, 500],
    ]);
    expect(record).toMatchObject({ updatedBy: "owner@example.com", updatedAt: NOW.toISOString() });
  });

  it("refuses what is not a whole number from 1 with a 400 naming the field", async () => {
    const response = await callAdmin("/api/admin/site-ceilings", { method: "PUT", body: { bookingsPerHour: 0, leadsPerHour: 2.5 } });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ bookingsPerHour: ["At least 1."], leadsPerHour: ["Write a whole number."] });
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/site-ceilings", { as: "visitor@example.com" })).status).toBe(403);
    expect((await callAdmin("/api/admin/site-ceilings", { method: "PUT", body: {}, as: null })).status).toBe(401);
  });
});
