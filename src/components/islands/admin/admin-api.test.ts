import { describe, expect, it } from "vitest";
import { appointmentsCsvUrl, appointmentsUrl, NO_APPOINTMENT_FILTERS, pageCount } from "./admin-api";

describe("appointmentsUrl", () => {
  it("returns only the filled-in filters, trimmed, plus paging", () => {
    expect(appointmentsUrl({ ...NO_APPOINTMENT_FILTERS, search: "  Doe ", city: "Mesa" }, 3)).toBe(
      "/api/admin/appointments?search=Doe&city=Mesa&show=upcoming&page=3&pageSize=20",
    );
  });
});

describe("appointmentsCsvUrl", () => {
  it("returns the first view's export URL, upcoming visits, when no filter is set", () =>
    expect(appointmentsCsvUrl(NO_APPOINTMENT_FILTERS)).toBe("/api/admin/appointments.csv?show=upcoming"));
});

describe("pageCount", () => {
  it("returns 1 when the list is empty", () => expect(pageCount(0, 20)).toBe(1));
  it("returns the pages rounded up when the last is partly full", () => expect(pageCount(41, 20)).toBe(3));
});
