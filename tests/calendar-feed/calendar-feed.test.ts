import { describe, expect, it, vi } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { appointmentUid } from "../../src/server/email/ics";
import { resetServerEnv, siteOrigin } from "../../src/server/env";
import { ADMIN, callAdmin, SECOND_ADMIN, seedAppointment, SITE, useAdminEnv, VISITOR } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const feedUrlOf = async (as = ADMIN, method = "GET") => {
  const response = await callAdmin("/api/admin/calendar-feed", { method, as });
  expect(response.status).toBe(200);
  return ((await response.json()) as { url: string }).url;
};
const fetchFeed = (url: string) => calendarFeedHandler(new Request(url));

describe("GET /api/admin/calendar-feed", () => {
  it("gives each admin their own private URL, the same on every ask", async () => {
    const url = await feedUrlOf();
    expect(url).toMatch(new RegExp(`^${siteOrigin()}/api/calendar-feed/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrlOf()).toBe(url);
    expect(await feedUrlOf(SECOND_ADMIN)).not.toBe(url);
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/calendar-feed", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/calendar-feed", { as: VISITOR })).status).toBe(403);
    expect((await callAdmin("/api/admin/calendar-feed", { method: "POST", origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("GET /api/calendar-feed/{secret}.ics", () => {
  it("lists upcoming visits and those of the last 30 days as a valid calendar, with what the crew needs", async () => {
    const upcoming = await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "2:00 PM", phone: "(480) 555-0111", projectDetails: "Patio door sticks", adminNotes: "Gate code 1234", status: "confirmed" });
    const recent = await seedAppointment({ appointmentDate: "2026-11-02", status: "completed" });
    const old = await seedAppointment({ appointmentDate: "2026-10-31" });
    const cancelled = await seedAppointment({ appointmentDate: "2026-12-04", status: "cancelled" });

    const response = await fetchFeed(await feedUrlOf());
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = await response.text();
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    const events = parseEvents(text);
    const uids = events.map((event) => event.uid);
    expect(uids).toContain(appointmentUid(upcoming.id));
    expect(uids).toContain(appointmentUid(recent.id));
    expect(uids).not.toContain(appointmentUid(old.id));
    expect(uids).not.toContain(appointmentUid(cancelled.id));

    const visit = events.find((event) => event.uid === appointmentUid(upcoming.id))!;
    expect(visit.startDate.toJSDate().toISOString()).toBe("2026-12-03T21:00:00.000Z");
    expect(visit.startDate.zone.tzid).toBe("UTC");
    expect(visit.endDate.toJSDate().toISOString()).toBe("2026-12-03T23:00:00.000Z");
    expect(visit.summary).toBe("Estimate: Ana Lopez, Gilbert");
    expect(visit.location).toBe("123 E Main St, Gilbert, AZ 85233");
    for (const expected of ["Phone: (480) 555-0111", "Map: https://www.google.com/maps/search/?api=1&query=123%20E%20Main%20St%2C%20Gilbert%2C%20AZ%2085233", "Service: Window installation", "Project details: Patio door sticks", "Admin notes: Gate code 1234"]) {
      expect(visit.description).toContain(expected);
    }
  });

  it("answers 404 to a wrong secret, a malformed path, and the old URL after a rotation", async () => {
    const before = await feedUrlOf();
    expect((await fetchFeed(before)).status).toBe(200);
    const after = await feedUrlOf(ADMIN, "POST");
    expect(after).not.toBe(before);
    expect((await fetchFeed(before)).status).toBe(404);
    expect((await fetchFeed(after)).status).toBe(200);
    expect(await feedUrlOf()).toBe(after);
    for (const path of [`/api/calendar-feed/${"A".repeat(43)}.ics`, "/api/calendar-feed/short.ics", `/api/calendar-feed/${after.split("/").pop()!.replace(".ics", "")}`]) {
      expect((await fetchFeed(`${SITE}${path}`)).status).toBe(404);
    }
  });

  it("stops answering once its owner is no longer an admin", async () => {
    const url = await feedUrlOf(SECOND_ADMIN);
    vi.stubEnv("ADMIN_EMAILS", ADMIN);
    resetServerEnv();
    expect((await fetchFeed(url)).status).toBe(404);
  });
});
