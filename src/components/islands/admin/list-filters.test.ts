import { describe, expect, it } from "vitest";
import { appointmentsCsvUrl, appointmentsUrl, NO_APPOINTMENT_FILTERS, pageCount } from "./admin-api";
import { appointmentFiltersFrom, linkedIdFrom } from "./list-filters";
import { changedFields } from "./changed-fields";

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

describe("appointmentsUrl", () => {
  it("returns only the filled-in filters, trimmed, plus paging", () => {
    expect(appointmentsUrl({ ...NO_APPOINTMENT_FILTERS, search: "  Doe ", city: "Mesa" }, 3)).toBe("/api/admin/appointments?search=Doe&city=Mesa&page=3&pageSize=20");
  });
});

describe("appointmentsCsvUrl", () => {
  it("returns the bare export URL when no filter is set", () => expect(appointmentsCsvUrl(NO_APPOINTMENT_FILTERS)).toBe("/api/admin/appointments.csv"));
});

describe("pageCount", () => {
  it("returns 1 when the list is empty", () => expect(pageCount(0, 20)).toBe(1));
  it("returns the pages rounded up when the last is partly full", () => expect(pageCount(41, 20)).toBe(3));
});

describe("changedFields", () => {
  it("returns only what changed, trimmed", () => {
    expect(changedFields({ status: "pending", notes: "a" }, { status: "confirmed", notes: " a " })).toEqual({ status: "confirmed" });
  });
  it("returns null when nothing changed", () => expect(changedFields({ status: "new" }, { status: "new" })).toBeNull());
});
