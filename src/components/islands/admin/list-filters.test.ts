import { describe, expect, it } from "vitest";
import { NO_APPOINTMENT_FILTERS } from "./admin-api";
import { appointmentFiltersFrom, linkedIdFrom } from "./list-filters";

describe("appointmentFiltersFrom", () => {
  it("returns the filters a link carries", () => {
    expect(appointmentFiltersFrom("?status=pending&city=Mesa")).toEqual({ ...NO_APPOINTMENT_FILTERS, status: "pending", city: "Mesa" });
  });
  it("returns no filters when the link's dates are out of order", () => {
    expect(appointmentFiltersFrom("?from=2026-12-10&to=2026-12-01")).toEqual(NO_APPOINTMENT_FILTERS);
  });
});

describe("linkedIdFrom", () => {
  it("returns the id when the link asks to open one", () => expect(linkedIdFrom("?id=a1")).toBe("a1"));
  it("returns null when it doesn't", () => expect(linkedIdFrom("")).toBeNull());
});
