import { describe, expect, it } from "vitest";
import { business } from "@/config/business";
import { localizeHours } from "./hours";

describe("localizeHours", () => {
  it("keeps the config's English words", () => {
    expect(localizeHours(business.hours, "en")).toEqual(business.hours.map(({ label, text }) => ({ label, text })));
  });
  it("gives Spanish day labels and times from the same opening times", () => {
    const rows = [
      { label: "Mon-Fri", opens: "07:00", closes: "17:30", text: "7 AM - 5:30 PM" },
      { label: "Sun", opens: null, closes: null, text: "Closed" },
    ];
    const [weekdays, sunday] = localizeHours(rows, "es");
    expect(weekdays!.label).toBe("Lun-Vie");
    expect(weekdays!.text.replace(/\s/g, " ")).toMatch(/^7 a\. ?m\. - 5:30 p\. ?m\.$/);
    expect(sunday).toEqual({ label: "Dom", text: "Cerrado" });
  });
});
