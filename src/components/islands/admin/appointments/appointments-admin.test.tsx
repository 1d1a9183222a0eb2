// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminAppointmentDetail } from "@/schemas/admin";
import { AppointmentsAdmin } from "./appointments-admin";
import { sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const JANE = sampleAppointment();
const BOB = sampleAppointment({ id: "b2", firstName: "Bob", lastName: "Stone", city: "Gilbert", status: "confirmed" });

function listAnswer(call: FetchCall) {
  if (call.url.startsWith("/api/admin/appointments?")) return { json: { items: [JANE, BOB], total: 45, totalCapped: false, page: 1, pageSize: 20 } };
  return undefined;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("AppointmentsAdmin filters", () => {
  it("returns the first page of everything, with the count announced, when no filter is set", async () => {
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    const count = await screen.findByText("45 appointments found.");
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(calls.map((call) => call.url)).toContain("/api/admin/appointments?page=1&pageSize=20");
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("returns 'more than' and an open-ended page count when the server's count stopped early", async () => {
    stubFetch((call) => (call.url.startsWith("/api/admin/appointments?") ? { json: { items: [JANE, BOB], total: 1000, totalCapped: true, page: 1, pageSize: 20 } } : undefined));
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    expect(await screen.findByText("More than 1,000 appointments found.")).toBeTruthy();
    expect(screen.getByText("Page 1 of 50+")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(false);
  });

  it("returns a query URL and CSV link with every filter when they are applied", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await screen.findByText("45 appointments found.");

    await user.type(screen.getByLabelText("Search"), " Doe ");
    await user.selectOptions(screen.getByLabelText("Status"), "confirmed");
    await user.type(screen.getByLabelText("City"), "Mesa");
    await user.type(screen.getByLabelText("From"), "2026-12-01");
    await user.type(screen.getByLabelText("To"), "2026-12-31");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));

    const query = "search=Doe&status=confirmed&from=2026-12-01&to=2026-12-31&city=Mesa";
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/admin/appointments?${query}&page=1&pageSize=20`));
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(`/api/admin/appointments.csv?${query}`);
  });

  it("returns the next page's URL when Next is pressed", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await screen.findByText("45 appointments found.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain("/api/admin/appointments?page=2&pageSize=20"));
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });

  it("refuses an end date before the start date", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await screen.findByText("45 appointments found.");
    await user.type(screen.getByLabelText("From"), "2026-12-10");
    await user.type(screen.getByLabelText("To"), "2026-12-01");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("The end date can't be before the start date")).toBeTruthy();
    expect(calls.filter((call) => call.url.includes("from="))).toEqual([]);
  });
});

describe("AppointmentsAdmin detail dialog", () => {
  it("returns a PATCH with only the new status when the status is changed and saved", async () => {
    const user = userEvent.setup();
    let detail: AdminAppointmentDetail = { ...JANE, events: [] };
    const calls = stubFetch((call) => {
      if (call.url === "/api/admin/appointments/a1" && call.method === "PATCH") {
        detail = { ...detail, status: "confirmed", updatedAt: "2026-12-01T17:00:00.000Z", events: [{ id: 1, appointmentId: "a1", actor: "ana@example.com", action: "status", from: "pending", to: "confirmed", createdAt: "2026-12-01T17:00:00.000Z" }] };
        return { json: detail };
      }
      if (call.url === "/api/admin/appointments/a1") return { json: detail };
      return listAnswer(call);
    });
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    const table = await screen.findByRole("table");
    const opener = within(table).getByRole("button", { name: "Jane Doe" });
    await user.click(opener);

    const dialog = await screen.findByRole("dialog", { name: "Appointment details" });
    expect(await within(dialog).findByText("jane@example.com")).toBeTruthy();
    expect(within(dialog).getByText("12 Palm Lane, Mesa 85201")).toBeTruthy();
    expect(within(dialog).getByText("No changes since it was booked.")).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText(/Status/), "confirmed");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(calls.find((call) => call.method === "PATCH")).toEqual({ method: "PATCH", url: "/api/admin/appointments/a1", body: { status: "confirmed" } }));
    expect(await within(dialog).findByText(/changed the status from Pending to Confirmed/)).toBeTruthy();
    expect(await screen.findByText("Appointment saved")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("returns the server's reason when a cancelled appointment's slot is taken", async () => {
    const user = userEvent.setup();
    const cancelled = { ...JANE, status: "cancelled" as const, events: [] };
    stubFetch((call) => {
      if (call.method === "PATCH") return { status: 409, json: { success: false, error: "That slot is already taken by another appointment." } };
      if (call.url === "/api/admin/appointments/a1") return { json: cancelled };
      return listAnswer(call);
    });
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await user.click(within(await screen.findByRole("table")).getByRole("button", { name: "Jane Doe" }));
    const dialog = await screen.findByRole("dialog", { name: "Appointment details" });
    await user.selectOptions(await within(dialog).findByLabelText(/Status/), "confirmed");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("That slot is already taken by another appointment.")).toBeTruthy();
  });
});
