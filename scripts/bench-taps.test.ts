import { describe, expect, it } from "vitest";
import { interactionsOf, tapRows } from "./bench-taps.mjs";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  processingStart: number,
  processingEnd: number,
) => ({ name, interactionId, startTime, duration, processingStart, processingEnd });

describe("interactionsOf", () => {
  it("returns one interaction per interactionId, as long as its longest event, split into input delay, processing and presentation", () => {
    const entries = [
      entry("pointerover", 0, 1000, 24, 1010, 1012),
      entry("pointerdown", 7, 1000, 24, 1012, 1015),
      entry("pointerup", 7, 1000, 24, 1016, 1017),
      entry("click", 7, 1000, 80, 1030, 1050),
      entry("click", 14, 3000, 40, 3008, 3020),
    ];
    expect(interactionsOf(entries)).toEqual([
      { id: 7, events: ["pointerdown", "pointerup", "click"], duration: 80, inputDelay: 12, processing: 38, presentation: 30 },
      { id: 14, events: ["click"], duration: 40, inputDelay: 8, processing: 12, presentation: 20 },
    ]);
  });
});

describe("tapRows", () => {
  const tap = (duration: number) => ({ duration, inputDelay: 10, processing: duration / 2, presentation: duration / 2 - 10 });

  it("returns each tap's median and slowest run, and says how many runs were under the 16 ms the API reports", () => {
    const runs = [
      { "next week": tap(64), "a day": tap(56), "a time": undefined },
      { "next week": tap(72), "a day": tap(48), "a time": tap(32) },
      { "next week": tap(40), "a day": tap(88), "a time": undefined },
    ];
    expect(tapRows(runs, median, ["next week", "a day", "a time"])).toEqual([
      { tap: "next week", "median ms": 64, "max ms": 72, "input delay ms": 10, "processing ms": 32, "presentation ms": 22, runs: 3 },
      { tap: "a day", "median ms": 56, "max ms": 88, "input delay ms": 10, "processing ms": 28, "presentation ms": 18, runs: 3 },
      {
        tap: "a time",
        "median ms": 32,
        "max ms": 32,
        "input delay ms": 10,
        "processing ms": 16,
        "presentation ms": 6,
        runs: "3 (2 under 16 ms)",
      },
    ]);
  });

  it("reads under 16 ms for a tap no run reported", () => {
    expect(tapRows([{}], median, ["next week"])[0]).toMatchObject({
      tap: "next week",
      "median ms": "< 16",
      "max ms": "< 16",
      runs: "1 (1 under 16 ms)",
    });
  });
});
