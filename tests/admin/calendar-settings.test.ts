import { describe, expect, it } from "vitest";
import calendarHandler from "../../netlify/functions/calendar.mts";
import { business } from "../../src/config/business";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { appointments } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { ADMIN, callAdmin, seedAppointment, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const settings = (change: Partial<CalendarSettings> = {}): CalendarSettings => ({ ...DEFAULT_CALENDAR_SETTINGS, ...change });
const put = (body: unknown, query = "") => callAdmin(`/api/admin/calendar-settings${query}`, { method: "PUT", body });
const saved = async () => (await callAdmin("/api/admin/calendar-settings")).json();

// Closing Saturdays and blocking 12-10 while keeping one crew per slot.
const stricter = settings({ closedWeekdays: [0, 6], blockedDates: ["2026-12-10"] });

describe("/api/admin/calendar-settings", () => {
  it("returns the defaults with no saved time or author before anything is saved", async () => {
    expect(await saved()).toEqual({ settings: DEFAULT_CALENDAR_SETTINGS, updatedAt: null, updatedBy: null });
  });

  it("returns the future active appointments the new settings would refuse, and saves nothing on a dry run", async () => {
    const saturday = await seedAppointment({ appointmentDate: "2026-12-05", appointmentTime: "10:00 AM" });
    const blocked = await seedAppointment({ appointmentDate: "2026-12-10", appointmentTime: "2:00 PM", status: "confirmed" });
    await seedAppointment({ appointmentDate: "2026-12-12", appointmentTime: "8:00 AM", status: "cancelled" }); // cancelled: not counted
    await seedAppointment({ appointmentDate: "2026-11-28", appointmentTime: "8:00 AM" }); // past Saturday: not counted
    await seedAppointment({ appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" }); // still allowed

    const response = await put(stricter, "?dryRun=1");
    expect(response.status).toBe(200);
    const { affected } = await response.json();
    expect(affected.map((item: { id: string; reason: string }) => [item.id, item.reason])).toEqual([
      [saturday.id, "closed-weekday"],
      [blocked.id, "blocked-date"],
    ]);
    expect(affected[0]).toMatchObject({ firstName: "Ana", appointmentDate: "2026-12-05", status: "pending" });
    expect(affected[0]).not.toHaveProperty("seat");
    expect(await saved()).toEqual({ settings: DEFAULT_CALENDAR_SETTINGS, updatedAt: null, updatedBy: null });
  });

  it("returns the saved settings and the same affected list on save, changing no appointment", async () => {
    const before = await getDb().select().from(appointments);
    const response = await put(stricter);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.settings).toEqual(stricter);
    expect(body.affected.map((item: { reason: string }) => item.reason)).toEqual(["closed-weekday", "blocked-date"]);

    expect(await saved()).toMatchObject({ settings: stricter, updatedBy: ADMIN, updatedAt: expect.any(String) });
    const calendar = await (await calendarHandler(new Request("http://localhost/api/calendar"))).json();
    expect(calendar.settings.closedWeekdays).toEqual([0, 6]);
    expect(await getDb().select().from(appointments)).toEqual(before);
  });

  it("returns the closed dates of the bookable window from GET /api/calendar, and opens a holiday, closes a vacation once saved", async () => {
    const calendar = async () => (await (await calendarHandler(new Request("http://localhost/api/calendar"))).json()).closedDates;
    await put(settings());
    expect(await calendar()).toEqual(["2026-12-06", "2026-12-13", "2026-12-20", "2026-12-24", "2026-12-25", "2026-12-27", "2027-01-01"]);
    await put(
      settings({ openHolidays: ["christmas-eve"], closedRanges: [{ from: "2026-12-28", to: "2026-12-31", note: "Year-end break" }] }),
    );
    expect(await calendar()).toEqual([
      "2026-12-06",
      "2026-12-13",
      "2026-12-20",
      "2026-12-25",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  it("returns the business facts' opening hours as the office hours the lead time counts, whatever was saved", async () => {
    await put(settings({ officeHours: Array(7).fill({ opens: "10:00", closes: "11:00" }) }));
    const { officeHours } = (await (await calendarHandler(new Request("http://localhost/api/calendar"))).json()).settings;
    const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
    const facts = days.map((day) => business.hours.find((row) => (row.days as readonly string[]).includes(day)));
    expect(officeHours).toEqual(facts.map((row) => (row?.opens && row.closes ? { opens: row.opens, closes: row.closes } : null)));
    expect(officeHours).not.toContainEqual({ opens: "10:00", closes: "11:00" });
    await put(settings());
  });

  it("returns the appointments on a holiday as affected when it closes again", async () => {
    await put(settings({ openHolidays: ["christmas-eve"] }));
    const eve = await seedAppointment({ appointmentDate: "2026-12-24", appointmentTime: "10:00 AM" });
    const { affected } = await (await put(settings(), "?dryRun=1")).json();
    expect(affected.map((item: { id: string; reason: string }) => [item.id, item.reason])).toEqual([[eve.id, "holiday"]]);
  });

  it("returns the later bookings of a slot as affected when crews per slot go down", async () => {
    await put(settings({ crewsPerSlot: 2 }));
    const first = await seedAppointment({
      appointmentDate: "2026-12-15",
      appointmentTime: "4:00 PM",
      createdAt: new Date("2026-11-20T10:00:00Z"),
    });
    const second = await seedAppointment({
      appointmentDate: "2026-12-15",
      appointmentTime: "4:00 PM",
      createdAt: new Date("2026-11-21T10:00:00Z"),
    });
    const { affected } = await (await put(settings({ crewsPerSlot: 1 }), "?dryRun=true")).json();
    const ids = affected.map((item: { id: string }) => item.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
  });

  it.each([
    ["no slots", { slots: [] }, "slots"],
    ["a slot label that is not a time", { slots: [{ label: "noon", alwaysUnavailable: false }] }, "slots"],
    ["zero crews", { crewsPerSlot: 0 }, "crewsPerSlot"],
    ["a blocked date in another format", { blockedDates: ["12/25/2026"] }, "blockedDates"],
    ["a vacation that ends before it starts", { closedRanges: [{ from: "2026-12-20", to: "2026-12-18", note: "" }] }, "closedRanges"],
    ["a holiday we do not know", { openHolidays: ["halloween"] }, "openHolidays"],
  ])("returns 400 and saves nothing for %s", async (_case, change, field) => {
    const before = await saved();
    const response = await put(settings(change as Partial<CalendarSettings>));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toBeDefined();
    expect(await saved()).toEqual(before);
  });

  it("returns 405 with Allow for a method the path does not have", async () => {
    const response = await callAdmin("/api/admin/calendar-settings", { method: "POST", body: stricter });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PUT");
  });
});
