/** Reading generated .ics texts with a real iCalendar parser (ical.js), as calendar apps do. */
import ICAL from "ical.js";

/** What a calendar app reads of an invitation. */
export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
  summary: string;
}

/** Parses a VCALENDAR holding one VEVENT; throws on anything a parser refuses. */
export function parseInvitation(text: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== "vcalendar") throw new Error(`Not a VCALENDAR: ${calendar.name}`);
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("No VEVENT");
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: String(event.getFirstPropertyValue("status")),
    start: time("dtstart"),
    end: time("dtend"),
    summary: String(event.getFirstPropertyValue("summary")),
  };
}

/** Every VEVENT of a calendar (a feed), with its properties as a calendar app reads them. */
export function parseEvents(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event));
}
