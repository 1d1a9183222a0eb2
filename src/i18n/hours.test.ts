import { describe, expect, it } from "vitest";
import { business } from "@/config/business";
import { localizeHours } from "./hours";

describe("localizeHours", () => {
  it("writes the config's opening times in the editor's clock style in English", () => {
    const nbsp = (text: string) => text.replace(/ (?=[ap]\.m\.)/g, "\u00a0");
    expect(localizeHours(business.hours, "en")).toEqual([
      { label: "Mon-Fri", text: nbsp("7 a.m. - 5 p.m.") },
      { label: "Sat", text: nbsp("8 a.m. - 4 p.m.") },
      { label: "Sun", text: "Closed" },
    ]);
  });
  it("gives Spanish day labels and times from the same opening times", () => {
    const rows = [
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:30" },
      { days: ["Sunday"], opens: null, closes: null },
    ];
    const [weekdays, sunday] = localizeHours(rows, "es");
    expect(weekdays).toEqual({ label: "Lun-Vie", text: "7\u00a0a.m. - 5:30\u00a0p.m." });
    expect(sunday).toEqual({ label: "Dom", text: "Cerrado" });
  });
});
