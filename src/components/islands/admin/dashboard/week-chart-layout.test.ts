import { describe, expect, it } from "vitest";
import { CHART, chartLayout, tickStep } from "./week-chart-layout";

describe("tickStep", () => {
  it("returns 1 when the counts are small", () => {
    expect(tickStep(0)).toBe(1);
    expect(tickStep(3)).toBe(1);
  });

  it("returns a round step giving about four gridlines when counts are larger", () => {
    expect(tickStep(7)).toBe(2);
    expect(tickStep(18)).toBe(5);
    expect(tickStep(130)).toBe(50);
  });
});

describe("chartLayout", () => {
  it("returns the tallest bar reaching the top gridline when the maximum is a whole number of steps", () => {
    const layout = chartLayout([
      { weekStart: "2026-11-22", bookings: 8, leads: 2 },
      { weekStart: "2026-11-29", bookings: 0, leads: 4 },
    ]);
    expect(layout.ticks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    expect(layout.weeks[0]!.bookings.y).toBe(CHART.top);
    expect(layout.weeks[1]!.bookings.height).toBe(0);
    expect(layout.weeks[0]!.label).toBe("Nov 22");
  });

  it("returns one gridline step of headroom when every week is empty", () => {
    expect(chartLayout([{ weekStart: "2026-11-29", bookings: 0, leads: 0 }]).ticks.map((tick) => tick.value)).toEqual([0, 1]);
  });
});
