import { describe, expect, it, vi } from "vitest";
import type { Appointment } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedAppointment, seedLead, useAdminEnv } from "./fixtures";

// Wednesday 2026-12-02, 10:00 AM in Phoenix. The week runs Sunday 11-29 to Saturday 12-05;
// the chart's eight weeks start on Sunday 2026-10-11.
const NOW = new Date("2026-12-02T17:00:00Z");
const seeded: Record<string, Appointment> = {};
const extras: Appointment[] = [];

useFunctionDatabase({ now: NOW });
useAdminEnv();

// Seeded once (beforeAll runs before the environment exists, so the first test seeds).
async function seedOnce(): Promise<void> {
  if (seeded.a) return;
  const at = (iso: string) => new Date(iso);
  seeded.a = await seedAppointment({
    appointmentDate: "2026-12-02",
    appointmentTime: "8:00 AM",
    status: "pending",
    createdAt: at("2026-11-20T18:00:00Z"),
  });
  // 06:59 UTC on 11-29 is still Saturday 11-28 in Phoenix: last week's booking.
  seeded.b = await seedAppointment({
    appointmentDate: "2026-12-02",
    appointmentTime: "2:00 PM",
    status: "confirmed",
    createdAt: at("2026-11-29T06:59:00Z"),
  });
  seeded.c = await seedAppointment({
    appointmentDate: "2026-12-02",
    appointmentTime: "4:00 PM",
    status: "cancelled",
    createdAt: at("2026-11-29T07:00:00Z"),
  });
  seeded.d = await seedAppointment({
    appointmentDate: "2026-12-05",
    appointmentTime: "10:00 AM",
    status: "pending",
    createdAt: at("2026-12-01T18:00:00Z"),
  });
  seeded.e = await seedAppointment({
    appointmentDate: "2026-11-30",
    appointmentTime: "8:00 AM",
    status: "completed",
    createdAt: at("2026-10-11T07:00:00Z"),
  });
  seeded.f = await seedAppointment({
    appointmentDate: "2026-12-07",
    appointmentTime: "8:00 AM",
    status: "confirmed",
    createdAt: at("2026-10-11T06:59:00Z"),
  });
  seeded.g = await seedAppointment({
    appointmentDate: "2026-11-20",
    appointmentTime: "10:00 AM",
    status: "no-show",
    createdAt: at("2026-11-01T19:00:00Z"),
  });
  seeded.h = await seedAppointment({
    appointmentDate: "2026-11-28",
    appointmentTime: "2:00 PM",
    status: "no-show",
    createdAt: at("2026-11-16T19:00:00Z"),
  });
  for (let day = 8; day <= 16; day++) {
    extras.push(
      await seedAppointment({
        appointmentDate: `2026-12-${String(day).padStart(2, "0")}`,
        appointmentTime: "10:00 AM",
        status: "confirmed",
        createdAt: at("2026-12-02T16:00:00Z"),
      }),
    );
  }
  await seedLead({ status: "new", createdAt: at("2026-12-02T15:00:00Z") });
  await seedLead({ status: "new", createdAt: at("2026-11-29T06:59:00Z") });
  await seedLead({ status: "contacted", createdAt: at("2026-10-11T07:00:00Z") });
  await seedLead({ status: "won", createdAt: at("2026-10-11T06:59:00Z") });
  // Spam is stored for the lists but counted nowhere on the dashboard.
  await seedAppointment({
    appointmentDate: "2026-12-03",
    status: "cancelled",
    spamReason: "honeypot filled",
    createdAt: at("2026-12-02T16:00:00Z"),
  });
  await seedLead({ status: "new", spamReason: "honeypot filled", createdAt: at("2026-12-02T15:00:00Z") });
}

const dashboard = async () => {
  await seedOnce();
  const response = await callAdmin("/api/admin/dashboard");
  expect(response.status).toBe(200);
  return response.json();
};

describe("GET /api/admin/dashboard", () => {
  it("returns today's and this week's active appointments, the pending, new-lead and no-show counts", async () => {
    expect(await dashboard()).toMatchObject({ today: 2, thisWeek: 4, pending: 2, newLeads: 2, noShows: 2 });
  });

  it("returns the next ten pending or confirmed appointments that have not started, soonest first", async () => {
    const { upcoming } = await dashboard();
    expect(upcoming.map((item: { id: string }) => item.id)).toEqual([
      seeded.b!.id,
      seeded.d!.id,
      seeded.f!.id,
      ...extras.slice(0, 7).map((row) => row.id),
    ]);
    expect(upcoming[0]).not.toHaveProperty("cancelTokenHash");
    expect(upcoming[0]).not.toHaveProperty("seat");
  });

  it("returns eight Sunday-to-Saturday weeks of bookings and leads in Phoenix time, the current week last", async () => {
    const { weeks } = await dashboard();
    expect(weeks).toEqual([
      { weekStart: "2026-10-11", bookings: 1, leads: 1 },
      { weekStart: "2026-10-18", bookings: 0, leads: 0 },
      { weekStart: "2026-10-25", bookings: 0, leads: 0 },
      { weekStart: "2026-11-01", bookings: 1, leads: 0 },
      { weekStart: "2026-11-08", bookings: 0, leads: 0 },
      { weekStart: "2026-11-15", bookings: 2, leads: 0 },
      { weekStart: "2026-11-22", bookings: 1, leads: 1 },
      { weekStart: "2026-11-29", bookings: 11, leads: 1 },
    ]);
  });

  it("returns the same day late in the Phoenix evening, when UTC has moved on", async () => {
    vi.setSystemTime(new Date("2026-12-03T06:30:00Z")); // 11:30 PM on 12-02 in Phoenix
    const result = await dashboard();
    expect(result).toMatchObject({ today: 2, thisWeek: 4 });
    expect(result.upcoming[0].id).toBe(seeded.d!.id);
  });

  it("returns Sunday as the first day of a new week", async () => {
    vi.setSystemTime(new Date("2026-12-06T17:00:00Z")); // Sunday 12-06, 10:00 AM in Phoenix
    const result = await dashboard();
    expect(result).toMatchObject({ today: 0, thisWeek: 6 }); // 12-07 and the five from 12-08 to 12-12
    expect(result.weeks.at(-1)).toEqual({ weekStart: "2026-12-06", bookings: 0, leads: 0 });
    expect(result.weeks[0].weekStart).toBe("2026-10-18");
  });
});
