import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { appointmentRow } from "../../../tests/email/fixtures";
import { mapLink } from "@/core/map-link";
import { calendarFeed, FEED_NAME } from "./feed-ics";

const NOW = new Date("2026-12-01T16:30:00Z");

describe("calendarFeed", () => {
  it("returns an empty calendar that still parses when there are no visits", () => {
    const calendar = new ICAL.Component(ICAL.parse(calendarFeed([], NOW)));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(FEED_NAME);
    expect(calendar.getAllSubcomponents("vevent")).toEqual([]);
  });

  it("returns one event per visit, in UTC, tentative while pending", () => {
    const text = calendarFeed(
      [appointmentRow(), appointmentRow({ id: "11111111-2222-4333-8444-555555555555", status: "confirmed", appointmentTime: "4:00 PM" })],
      NOW,
    );
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
    expect(events.map((event) => event.getFirstPropertyValue("status"))).toEqual(["TENTATIVE", "CONFIRMED"]);
    expect(events.map((event) => (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString())).toEqual([
      "2026-12-01T17:00:00.000Z",
      "2026-12-01T23:00:00.000Z",
    ]);
  });

  it("folds Spanish and emoji text at 75 octets and a parser reads back the same text", () => {
    const visit = appointmentRow({
      firstName: "Begoña",
      lastName: "Muñoz Ibáñez 😀",
      address: "4567 Calle de la Concepción Jerónima, Casa número 12, Urbanización Peñón",
      projectDetails: "Quiero cambiar las ventanas del salón y la puerta corredera; ¿tienen vidrio térmico? 🪟🚪",
      adminNotes: "Llamar antes — el portón está cerrado. Perro simpático 🐕‍🦺",
    });
    const text = calendarFeed([visit], NOW);
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(event.getFirstPropertyValue("summary")).toBe("Estimate: Begoña Muñoz Ibáñez 😀, Gilbert");
    expect(event.getFirstPropertyValue("location")).toBe(`${visit.address}, Gilbert, AZ 85233`);
    const description = String(event.getFirstPropertyValue("description"));
    expect(description).toContain(`Project details: ${visit.projectDetails}`);
    expect(description).toContain(`Admin notes: ${visit.adminNotes}`);
  });
});

describe("mapLink", () => {
  it("returns a Google Maps search for the address", () => {
    expect(mapLink("1 N Main St, Mesa, AZ 85201")).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20N%20Main%20St%2C%20Mesa%2C%20AZ%2085201",
    );
  });
});
