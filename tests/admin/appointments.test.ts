import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { appointments } from "../../src/server/db/schema";
import { exportAppointments } from "../../src/server/admin/appointment-list";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { useFunctionDatabase } from "../helpers/function-env";
import { ADMIN, SECOND_ADMIN, callAdmin, seedAppointment, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 10:00 PM in Phoenix: already Wednesday in UTC.
const NOW = new Date("2026-12-02T05:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const list = async (query: string) => {
  const response = await callAdmin(`/api/admin/appointments?${query}`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    items: { id: string; lastName: string; appointmentDate: string; appointmentTime: string }[];
    total: number;
    page: number;
    pageSize: number;
  }>;
};

describe("GET /api/admin/appointments", () => {
  it("returns every column except the cancel token hash and seat", async () => {
    const seeded = await seedAppointment({ city: "Colfields" });
    const { items } = await list("city=Colfields");
    expect(items).toEqual([
      expect.objectContaining({
        id: seeded.id,
        firstName: "Ana",
        status: "pending",
        adminNotes: "",
        outsideServiceArea: false,
        createdAt: seeded.createdAt.toISOString(),
      }),
    ]);
    expect(Object.keys(items[0]!)).not.toContain("seat");
    expect(JSON.stringify(items)).not.toMatch(/cancelToken|seat/);
  });

  it("returns the newest day first, and later slots first within a day", async () => {
    await seedAppointment({ city: "Ordering", lastName: "Early", appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" });
    await seedAppointment({ city: "Ordering", lastName: "Afternoon", appointmentDate: "2026-12-04", appointmentTime: "2:00 PM" });
    await seedAppointment({ city: "Ordering", lastName: "Ten", appointmentDate: "2026-12-04", appointmentTime: "10:00 AM" });
    await seedAppointment({ city: "Ordering", lastName: "Later", appointmentDate: "2027-01-05", appointmentTime: "8:00 AM" });
    await seedAppointment({ city: "Ordering", lastName: "Past", appointmentDate: "2026-11-02", appointmentTime: "4:00 PM" });
    const { items } = await list("city=ordering");
    expect(items.map((item) => item.lastName)).toEqual(["Later", "Afternoon", "Ten", "Early", "Past"]);
  });

  it.each([
    ["a last name in another case", "search=WHITFIELD", ["Whitfield"]],
    ["a full name", "search=maria%20whit", ["Whitfield"]],
    ["part of an email", "search=CHEN.ROOFS", ["Chen"]],
    ["a phone number's digits", "search=6025550177", ["Okafor"]],
    ["a phone number as written", "search=(602)%20555-0177", ["Okafor"]],
    ["part of the address", "search=saguaro", ["Chen"]],
    ["a ZIP code", "search=85296", ["Okafor"]],
    ["a percent sign taken literally", "search=%25", []],
    ["a status", "status=confirmed", ["Chen"]],
    ["a first day", "from=2026-12-10", ["Okafor"]],
    ["a last day", "to=2026-12-09", ["Whitfield", "Chen"]],
    ["a day range", "from=2026-12-09&to=2026-12-09", ["Chen"]],
  ])("returns the matches for %s", async (_case, query, expected) => {
    const city = `Filters${Math.random().toString(36).slice(2, 8)}`;
    await seedAppointment({ city, firstName: "Maria", lastName: "Whitfield", appointmentDate: "2026-12-08" });
    await seedAppointment({
      city,
      firstName: "Li",
      lastName: "Chen",
      email: `chen.roofs.${city}@example.com`,
      address: "42 W Saguaro Ln",
      status: "confirmed",
      appointmentDate: "2026-12-09",
    });
    await seedAppointment({
      city,
      firstName: "Ada",
      lastName: "Okafor",
      phone: "602-555-0177",
      zipCode: "85296",
      appointmentDate: "2026-12-10",
    });
    const { items, total } = await list(`city=${city}&${query}`);
    expect(items.map((item) => item.lastName).sort()).toEqual([...expected].sort());
    expect(total).toBe(expected.length);
  });

  it("returns upcoming visits soonest first without cancelled ones and spam, past ones newest first, and cancelled ones when asked for", async () => {
    const city = "Showtown";
    await seedAppointment({ city, lastName: "Later", appointmentDate: "2026-12-09" });
    await seedAppointment({ city, lastName: "Soon", appointmentDate: "2026-12-02" });
    await seedAppointment({ city, lastName: "Cancelled", appointmentDate: "2026-12-03", status: "cancelled" });
    await seedAppointment({ city, lastName: "Spam", appointmentDate: "2026-12-04", status: "cancelled", spamReason: "honeypot" });
    await seedAppointment({ city, lastName: "Yesterday", appointmentDate: "2026-11-30", status: "completed" });
    await seedAppointment({ city, lastName: "LastWeek", appointmentDate: "2026-11-24", status: "completed" });
    const names = async (query: string) => (await list(`city=${city}&${query}`)).items.map((item) => item.lastName);
    expect(await names("show=upcoming")).toEqual(["Soon", "Later"]);
    expect(await names("show=past")).toEqual(["Yesterday", "LastWeek"]);
    expect(await names("show=upcoming&status=cancelled")).toEqual(["Cancelled", "Spam"]);
    expect(await names("show=upcoming&flag=spam")).toEqual(["Spam"]);
    expect(await names("show=all")).toEqual(["Later", "Spam", "Cancelled", "Soon", "Yesterday", "LastWeek"]);
  });

  it("returns one page at a time with the total of all matches", async () => {
    for (let day = 10; day < 15; day++) await seedAppointment({ city: "Paging", appointmentDate: `2027-02-${day}` });
    const first = await list("city=Paging&pageSize=2");
    const third = await list("city=Paging&pageSize=2&page=3");
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((item) => item.appointmentDate)).toEqual(["2027-02-14", "2027-02-13"]);
    expect(third.items.map((item) => item.appointmentDate)).toEqual(["2027-02-10"]);
    expect((await list("city=Paging&page=9")).items).toEqual([]);
  });

  it("returns 20 a page by default", async () => {
    expect(await list("city=Nowhere")).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20, textsConfigured: false });
  });

  it.each([
    ["a page size above 100", "pageSize=101", "pageSize"],
    ["a page of 0", "page=0", "page"],
    ["a page that is not a number", "page=two", "page"],
    ["a date that does not exist", "from=2026-02-30", "from"],
    ["a date in another format", "to=12/01/2026", "to"],
  ])("returns 400 for %s", async (_case, query, field) => {
    const response = await callAdmin(`/api/admin/appointments?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual([expect.any(String)]);
  });
});

describe("GET /api/admin/appointments.csv", () => {
  it("returns a CSV attachment named for the Phoenix day, with the security headers", async () => {
    const response = await callAdmin("/api/admin/appointments.csv?city=Nowhere");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="appointments-2026-12-01.csv"');
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte order mark first, so that Excel reads the file as UTF-8 (text() would hide it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(
      /^\uFEFF?"Date","Time","Status","First name",.*"ID","Photos","SMS consent \(Phoenix time, UTC-7\)"\r\n$/,
    );
  });

  it("returns times in Phoenix time with the zone in the header, services by name, the language and the photo count", async () => {
    await seedAppointment({
      city: "Zonetown",
      serviceType: "door-installation",
      locale: "es",
      createdAt: new Date("2026-11-20T15:05:00Z"),
      updatedAt: new Date("2026-11-21T06:30:00Z"),
    });
    const [header, row] = (await (await callAdmin("/api/admin/appointments.csv?city=Zonetown")).text()).split("\r\n");
    const cells = (line: string) =>
      line
        .replace(/^\uFEFF/, "")
        .slice(1, -1)
        .split('","');
    const named = Object.fromEntries(cells(header!).map((name, index) => [name, cells(row!)[index]]));
    expect(named).toMatchObject({
      Service: "Door installation",
      Language: "Spanish",
      "Booked at (Phoenix time, UTC-7)": "2026-11-20 08:05",
      "Updated at (Phoenix time, UTC-7)": "2026-11-20 23:30",
      Photos: "0",
      "SMS consent (Phoenix time, UTC-7)": "no",
    });
  });

  it("returns the filtered rows, every field quoted, quotes doubled, formulas defused", async () => {
    await seedAppointment({
      city: "Csvtown",
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: "+1",
      adminNotes: 'Said "call after 5"\nGate code -42',
      appointmentDate: "2026-12-15",
    });
    await seedAppointment({ city: "Csvtown", firstName: "@Bob", lastName: "Plain", status: "cancelled", appointmentDate: "2026-12-16" });
    const text = await (await callAdmin("/api/admin/appointments.csv?city=csvtown&status=pending&pageSize=1&page=5")).text();
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(3); // header, one row, and the empty string after the final CRLF
    expect(lines[2]).toBe("");
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"")","\'+1"');
    expect(lines[1]).toContain('"Said ""call after 5""\nGate code -42"');
    expect(lines[1]!.startsWith('"2026-12-15","10:00 AM","pending",')).toBe(true);
    expect(text).not.toContain("Bob");
  });
});

describe("exportAppointments", () => {
  it("returns every match once, in list order, across batches that end inside one slot", async () => {
    const city = "Batchville";
    const slot = { city, appointmentDate: "2026-12-11", appointmentTime: "2:00 PM" };
    const sameInstant = new Date("2026-11-20T18:00:00Z");
    // Two booked at the same instant (the id breaks the tie), two at the database's own microseconds.
    for (const createdAt of [sameInstant, sameInstant, undefined, undefined])
      await seedAppointment({ ...slot, ...(createdAt && { createdAt }) });
    await seedAppointment({ city, appointmentDate: "2026-12-10" });
    const batches: string[][] = [];
    for await (const batch of exportAppointments(getDb(), { city, show: "all" }, { today: "2026-12-01", maxUpcoming: 2 }, 2))
      batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    expect(batches.flat()).toEqual((await list(`city=${city}`)).items.map((item) => item.id));
  });
});

describe("GET /api/admin/appointments/:id", () => {
  it("returns the appointment with its history", async () => {
    const seeded = await seedAppointment();
    await callAdmin(`/api/admin/appointments/${seeded.id}`, { method: "PATCH", body: { status: "confirmed" } });
    const response = await callAdmin(`/api/admin/appointments/${seeded.id}`);
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail).toMatchObject({
      id: seeded.id,
      status: "confirmed",
      events: [
        { appointmentId: seeded.id, actor: ADMIN, action: "status", from: "pending", to: "confirmed" },
        { appointmentId: seeded.id, actor: ADMIN, action: "notified", from: null, to: "email" },
      ],
    });
    expect(detail).not.toHaveProperty("cancelTokenHash");
  });

  it("returns 404 for an unknown id and for a path that is not an id", async () => {
    expect((await callAdmin("/api/admin/appointments/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await callAdmin("/api/admin/appointments/not-an-id")).status).toBe(404);
  });
});

describe("PATCH /api/admin/appointments/:id", () => {
  const patch = (id: string, body: unknown, as?: string) =>
    callAdmin(`/api/admin/appointments/${id}`, { method: "PATCH", body, ...(as && { as }) });

  it("returns the updated appointment and records one event per changed field", async () => {
    const seeded = await seedAppointment({ adminNotes: "Dog in yard" });
    const response = await patch(seeded.id, { status: "confirmed", adminNotes: "  Dog in yard; gate code 1234  " });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: seeded.id, status: "confirmed", adminNotes: "Dog in yard; gate code 1234" });
    const { events } = await (await callAdmin(`/api/admin/appointments/${seeded.id}`)).json();
    expect(events).toEqual([
      {
        id: expect.any(Number),
        appointmentId: seeded.id,
        actor: ADMIN,
        action: "status",
        from: "pending",
        to: "confirmed",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        appointmentId: seeded.id,
        actor: ADMIN,
        action: "notes",
        from: "Dog in yard",
        to: "Dog in yard; gate code 1234",
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        appointmentId: seeded.id,
        actor: ADMIN,
        action: "notified",
        from: null,
        to: "email",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("records the acting admin's email, lower-cased, and nothing for a field that did not change", async () => {
    const seeded = await seedAppointment({ status: "confirmed" });
    expect((await patch(seeded.id, { status: "confirmed", adminNotes: "Called" }, SECOND_ADMIN)).status).toBe(200);
    const { events } = await (await callAdmin(`/api/admin/appointments/${seeded.id}`)).json();
    expect(events).toEqual([expect.objectContaining({ actor: SECOND_ADMIN.toLowerCase(), action: "notes", from: "", to: "Called" })]);
  });

  it("frees the seat when cancelled and takes the lowest free seat when reactivated", async () => {
    const slot = { appointmentDate: "2026-12-17", appointmentTime: "2:00 PM" };
    const seeded = await seedAppointment({ ...slot, seat: 1 });
    expect((await (await patch(seeded.id, { status: "cancelled" })).json()).status).toBe("cancelled");
    expect((await (await patch(seeded.id, { status: "confirmed" })).json()).status).toBe("confirmed");
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, seeded.id));
    expect(row!.seat).toBe(1);
  });

  it("returns 409 and changes nothing when a cancelled appointment's slot is full", async () => {
    const slot = { appointmentDate: "2026-12-18", appointmentTime: "8:00 AM" };
    const cancelled = await seedAppointment({ ...slot, seat: 1, status: "cancelled" });
    await seedAppointment({ ...slot, seat: 1 });
    const response = await patch(cancelled.id, { status: "pending", adminNotes: "Try again" });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toBe("That slot is already taken by another appointment.");
    const detail = await (await callAdmin(`/api/admin/appointments/${cancelled.id}`)).json();
    expect(detail).toMatchObject({ status: "cancelled", adminNotes: "", events: [] });
  });

  it("returns 409 when the slot holds as many appointments as there are crews, whatever their seats", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 2 }, ADMIN);
    try {
      const slot = { appointmentDate: "2026-12-19", appointmentTime: "10:00 AM" };
      const cancelled = await seedAppointment({ ...slot, seat: 1, status: "cancelled" });
      await seedAppointment({ ...slot, seat: 2 });
      const reactivated = await patch(cancelled.id, { status: "confirmed" });
      expect(reactivated.status).toBe(200);
      await patch(cancelled.id, { status: "cancelled" });
      await seedAppointment({ ...slot, seat: 3 }); // booked under an earlier, larger crew count
      expect((await patch(cancelled.id, { status: "confirmed" })).status).toBe(409);
    } finally {
      await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, ADMIN);
    }
  });

  it("returns 409 when the same person already holds another active appointment in the slot", async () => {
    await saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, crewsPerSlot: 2 }, ADMIN);
    try {
      const slot = { appointmentDate: "2026-12-22", appointmentTime: "2:00 PM", email: "same.person@example.com" };
      const cancelled = await seedAppointment({ ...slot, seat: 1, status: "cancelled" });
      await seedAppointment({ ...slot, seat: 1 });
      const response = await patch(cancelled.id, { status: "confirmed" });
      expect(response.status).toBe(409);
      expect((await response.json()).error).toBe("This person already has another active appointment in that slot.");
    } finally {
      await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, ADMIN);
    }
  });

  it("lets notes change on a cancelled appointment without taking a seat", async () => {
    const slot = { appointmentDate: "2026-12-21", appointmentTime: "8:00 AM" };
    const cancelled = await seedAppointment({ ...slot, seat: 1, status: "cancelled" });
    await seedAppointment({ ...slot, seat: 1 });
    const response = await patch(cancelled.id, { adminNotes: "Asked to rebook in January" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "cancelled", adminNotes: "Asked to rebook in January" });
  });

  it.each([
    ["an empty change", {}, "_form"],
    ["an unknown status", { status: "done" }, "status"],
    ["notes over 5000 characters", { adminNotes: "x".repeat(5001) }, "adminNotes"],
  ])("returns 400 for %s", async (_case, body, field) => {
    const seeded = await seedAppointment();
    const response = await patch(seeded.id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual([expect.any(String)]);
  });

  it("returns 404 for an unknown appointment", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "confirmed" })).status).toBe(404);
  });
});
