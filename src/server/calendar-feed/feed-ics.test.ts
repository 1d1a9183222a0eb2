import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentRow } from "../../../tests/email/fixtures";
import { calendarFeed, FEED_NAME, mapLink } from "./feed-ics";

const NOW = new Date("2026-12-01T16:30:00Z");

describe("calendarFeed", () => {
  it("returns an empty calendar that still parses when there are no visits", () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed([], NOW)));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(FEED_NAME);
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });

  it("returns one event per visit, in UTC, tentative while pending", () => {
    const text = calendarFeed([appointmentRow(), appointmentRow({ id: "11111111-2222-4333-8444-555555555555", status: "confirmed", appointmentTime: "4:00 PM" })], NOW);
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("status"))).toEqual(["TENTATIVE", "CONFIRMED"]);
    expect(events.map((event) => (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString())).toEqual(["2026-12-01T17:00:00.000Z", "2026-12-01T23:00:00.000Z"]);
  });
});

describe("mapLink", () => {
  it("returns a Google Maps search for the address", () => {
    expect(mapLink("1 N Main St, Mesa, AZ 85201")).toBe("https://www.google.com/maps/search/?api=1&query=1%20N%20Main%20St%2C%20Mesa%2C%20AZ%2085201");
  });
});
