import { describe, expect, it } from "vitest";
import { addDays } from "@/core/phoenix-time";
import { endSentence, formatClock, formatDate, formatDay, formatShortDay, formatSlot, formatWindow } from "./dates";
import { localeTags, locales } from "./locales";

describe("formatDay and formatShortDay", () => {
  it("name a Phoenix calendar day in each language", () => {
    expect(formatDay("2026-12-01", "en")).toBe("Tuesday, December 1");
    expect(formatDay("2026-12-03", "en", true)).toBe("Thursday, December 3, 2026");
    expect(formatDay("2026-12-03", "es")).toBe("jueves, 3 de diciembre");
    expect(formatDay("2026-12-03", "es", true)).toBe("jueves, 3 de diciembre de 2026");
    expect(formatShortDay("2026-11-22", "en")).toBe("Nov 22");
    expect(formatShortDay("2026-11-22", "es")).toBe("22 nov");
  });

  it.each(locales)("read as Intl's formats for %s do, every day of a leap year and the next", (locale) => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(localeTags[locale].intl, { ...options, timeZone: "UTC" });
    const long = intl({ weekday: "long", month: "long", day: "numeric" });
    const withYear = intl({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
    const short = intl({ month: "short", day: "numeric" });
    for (let offset = 0; offset < 731; offset++) {
      const day = addDays("2028-01-01", offset);
      const instant = new Date(`${day}T12:00:00Z`);
      expect(formatDay(day, locale)).toBe(long.format(instant));
      expect(formatDay(day, locale, true)).toBe(withYear.format(instant));
      expect(formatShortDay(day, locale)).toBe(short.format(instant));
    }
  });
});

describe("formatDate", () => {
  it("returns a day without its weekday as Intl writes it in each language", () => {
    for (const locale of locales) {
      const intl = new Intl.DateTimeFormat(localeTags[locale].intl, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
      for (const day of ["2026-03-12", "2026-10-01", "2027-01-31"])
        expect(formatDate(day, locale)).toBe(intl.format(new Date(`${day}T12:00:00Z`)));
    }
    expect(formatDate("2026-03-12", "es")).toBe("12 de marzo de 2026");
  });
});

describe("formatSlot", () => {
  it("keeps the English label and writes the time as Intl's Spanish does", () => {
    const spanish = new Intl.DateTimeFormat(localeTags.es.intl, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
    expect(formatSlot("2:00 PM", "en")).toBe("2:00 PM");
    for (const [label, hours] of [
      ["8:00 AM", 8],
      ["10:30 AM", 10],
      ["12:00 PM", 12],
      ["2:00 PM", 14],
      ["4:00 PM", 16],
    ] as const) {
      expect(formatSlot(label, "es")).toBe(spanish.format(new Date(Date.UTC(2026, 0, 1, hours, Number(label.split(":")[1]!.slice(0, 2))))));
    }
    expect(formatSlot("2:00 PM", "es")).toBe("2:00 p.m.");
  });
});

describe("formatWindow", () => {
  it("returns the arrival window in each language, noon and half hours included", () => {
    expect(formatWindow("10:00 AM", 120, "en")).toBe("10\u00a0a.m. to 12\u00a0p.m.");
    expect(formatWindow("10:00 AM", 120, "es")).toBe("de 10\u00a0a.m. a 12\u00a0p.m.");
    expect(formatWindow("11:30 AM", 90, "en")).toBe("11:30\u00a0a.m. to 1\u00a0p.m.");
    expect(formatWindow("12:00 PM", 120, "en")).toBe("12\u00a0p.m. to 2\u00a0p.m.");
  });
});

describe("formatClock", () => {
  it("writes opening times in the editor's style, 8 a.m., with a no-break space, in both languages", () => {
    expect(formatClock("07:00", "en")).toBe("7\u00a0a.m.");
    expect(formatClock("17:30", "en")).toBe("5:30\u00a0p.m.");
    expect(formatClock("12:00", "en")).toBe("12\u00a0p.m.");
    expect(formatClock("00:15", "es")).toBe("12:15\u00a0a.m.");
    expect(formatClock("16:00", "es")).toBe("4\u00a0p.m.");
  });
});

describe("endSentence", () => {
  it("closes a sentence once, even when it ends with a.m. or p.m.", () => {
    expect(endSentence("martes, 1 de diciembre a las 10:00 a.m.")).toBe("martes, 1 de diciembre a las 10:00 a.m.");
    expect(endSentence("Tuesday, December 1 at 10:00 AM")).toBe("Tuesday, December 1 at 10:00 AM.");
  });
});
