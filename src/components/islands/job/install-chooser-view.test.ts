import { describe, expect, it } from "vitest";
import { ApiError } from "@/browser/api-request";
import { chooserProblem, FIRST_DAYS_SHOWN, keptChoice, refreshesDates, shownDates } from "./install-chooser-view";

describe("chooserProblem", () => {
  it("reads 409 as taken meanwhile, 400 as not offered, and anything else as a failure to retry", () => {
    expect(chooserProblem(new ApiError(409, "Conflict"))).toBe("taken");
    expect(chooserProblem(new ApiError(400, "Bad Request"))).toBe("notOffered");
    expect(chooserProblem(new ApiError(502, "Bad Gateway"))).toBe("failed");
    expect(chooserProblem(new TypeError("Failed to fetch"))).toBe("failed");
  });

  it("asks for the days again after taken or not offered, not after a failure", () => {
    expect(refreshesDates("taken")).toBe(true);
    expect(refreshesDates("notOffered")).toBe(true);
    expect(refreshesDates("failed")).toBe(false);
  });
});

describe("shownDates", () => {
  const days = Array.from({ length: FIRST_DAYS_SHOWN + 3 }, (_, index) => `2027-01-${String(index + 1).padStart(2, "0")}`);

  it("shows the first days with a way to more, and all of them once asked", () => {
    expect(shownDates(days, false)).toEqual({ dates: days.slice(0, FIRST_DAYS_SHOWN), more: true });
    expect(shownDates(days, true)).toEqual({ dates: days, more: false });
    expect(shownDates(days.slice(0, 3), false)).toEqual({ dates: days.slice(0, 3), more: false });
  });
});

describe("keptChoice", () => {
  it("keeps a chosen day while it is offered and drops it once a fresh list lost it", () => {
    expect(keptChoice("2027-01-12", ["2027-01-12", "2027-01-13"])).toBe("2027-01-12");
    expect(keptChoice("2027-01-12", ["2027-01-13"])).toBeNull();
    expect(keptChoice(null, ["2027-01-13"])).toBeNull();
  });
});
