import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatSlot, formatTime } from "./dates";

// 2026-12-02T03:30Z is still December 1 in Phoenix (UTC-7).
const instant = new Date("2026-12-02T03:30:00Z");

describe("formatDate", () => {
  it("formats the Phoenix calendar day in English and Spanish", () => {
    expect(formatDate(instant, "en")).toBe("Tuesday, December 1, 2026");
    expect(formatDate(instant, "es")).toBe("martes, 1 de diciembre de 2026");
  });
});

describe("formatTime", () => {
  it("formats the Phoenix wall-clock time", () => {
    expect(formatTime(instant, "en")).toBe("8:30 PM");
    expect(formatTime(instant, "es")).toMatch(/^8:30\s?p\.\s?m\.$/);
  });
});

describe("formatDay", () => {
  it("names a Phoenix calendar day in each language", () => {
    expect(formatDay("2026-12-03", "en", true)).toBe("Thursday, December 3, 2026");
    expect(formatDay("2026-12-03", "es")).toBe("jueves, 3 de diciembre");
  });
});

describe("formatSlot", () => {
  it("keeps the English label and writes the Spanish time", () => {
    expect(formatSlot("2:00 PM", "en")).toBe("2:00 PM");
    expect(formatSlot("2:00 PM", "es")).toMatch(/^2:00\s?p\.\s?m\.$/);
    expect(formatSlot("12:00 PM", "es")).toMatch(/^12:00\s?p\.\s?m\.$/);
  });
});
