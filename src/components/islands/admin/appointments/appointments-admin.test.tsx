// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminAppointmentDetail } from "@/schemas/admin/appointments";
import { AppointmentsAdmin } from "./appointments-admin";
import { sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const JANE = sampleAppointment();
const BOB = sampleAppointment({ id: "b2", firstName: "Bob", lastName: "Stone", city: "Gilbert", status: "confirmed" });

function listAnswer(call: FetchCall) {
  if (call.url.startsWith("/api/admin/appointments?"))
    return { json: { items: [JANE, BOB], total: 45, totalCapped: false, page: 1, pageSize: 20 } };
  return undefined;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("AppointmentsAdmin filters", () => {
  it("returns the first page of upcoming visits, with the count announced, when no filter is set", async () => {
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    const count = await screen.findByText("45 appointments found.");
    expect(count.getAttribute("aria-live")).toBe("polite");
    expect(calls.map((call) => call.url)).toContain("/api/admin/appointments?show=upcoming&page=1&pageSize=20");
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("returns 'more than' and an open-ended page count when the server's count stopped early", async () => {
    stubFetch((call) =>
      call.url.startsWith("/api/admin/appointments?")
        ? { json: { items: [JANE, BOB], total: 1000, totalCapped: true, page: 1, pageSize: 20 } }
        : undefined,
    );
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

    const query = "search=Doe&status=confirmed&from=2026-12-01&to=2026-12-31&city=Mesa&show=upcoming";
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/admin/appointments?${query}&page=1&pageSize=20`));
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(`/api/admin/appointments.csv?${query}`);
  });

  it("returns the next page's URL when Next is pressed", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listAnswer);
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await screen.findByText("45 appointments found.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain("/api/admin/appointments?show=upcoming&page=2&pageSize=20"));
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
        detail = {
          ...detail,
          status: "confirmed",
          updatedAt: "2026-12-01T17:00:00.000Z",
          events: [
            {
              id: 1,
              appointmentId: "a1",
              actor: "ana@example.com",
              action: "status",
              from: "pending",
              to: "confirmed",
              createdAt: "2026-12-01T17:00:00.000Z",
            },
          ],
        };
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

    await waitFor(() =>
      expect(calls.find((call) => call.method === "PATCH")).toEqual({
        method: "PATCH",
        url: "/api/admin/appointments/a1",
        body: { status: "confirmed" },
      }),
    );
    expect(await within(dialog).findByText(/changed the status from Pending to Confirmed/)).toBeTruthy();
    expect(await screen.findByText("Appointment saved")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("returns the server's reason when a cancelled appointment's slot is taken", async () => {
    const user = userEvent.setup();
    const cancelled = { ...JANE, status: "cancelled" as const, events: [] };
    stubFetch((call) => {
      if (call.method === "PATCH")
        return { status: 409, json: { success: false, error: "That slot is already taken by another appointment." } };
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

describe("AppointmentsAdmin telling the customer", () => {
  // Tuesday 2026-12-01, 9:30 AM in Phoenix: Jane's visit on 2026-12-08 is still to come.
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T16:30:00Z") }));
  afterEach(() => vi.useRealTimers());

  async function openJane(detail: AdminAppointmentDetail, patched: FetchCall[] = []) {
    const user = userEvent.setup();
    stubFetch((call) => {
      if (call.method === "PATCH") {
        patched.push(call);
        return { json: { ...detail, ...(call.body as object) } };
      }
      if (call.url === "/api/admin/appointments/a1") return { json: detail };
      return listAnswer(call);
    });
    render(<AppointmentsAdmin supportEmail="help@example.com" />);
    await user.click(within(await screen.findByRole("table")).getByRole("button", { name: "Jane Doe" }));
    const dialog = await screen.findByRole("dialog", { name: "Appointment details" });
    await within(dialog).findByLabelText(/Status/);
    return { user, dialog };
  }

  it("returns who will be told before saving, and a PATCH with notify: false when the admin chooses not to notify", async () => {
    const patched: FetchCall[] = [];
    const { user, dialog } = await openJane({ ...JANE, events: [], reach: { email: JANE.email, text: true, locale: "es" } }, patched);
    await user.selectOptions(within(dialog).getByLabelText(/Status/), "cancelled");
    expect(
      within(dialog).getByText(
        "Jane will get an email and a text, in Spanish, saying the visit is cancelled, and the event leaves their calendar.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText("Don't notify Jane"));
    expect(within(dialog).getByText(/^Nobody will be told\./)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(patched.map((call) => call.body)).toEqual([{ status: "cancelled", notify: false }]));
  });

  it("returns no preview for a change the customer is not told of", async () => {
    const { user, dialog } = await openJane({
      ...JANE,
      status: "confirmed",
      events: [],
      reach: { email: JANE.email, text: false, locale: "en" },
    });
    await user.selectOptions(within(dialog).getByLabelText(/Status/), "no-show");
    expect(within(dialog).queryByText(/will get an email/)).toBeNull();
  });

  it("asks before marking a visit still to come completed, and saves only once the admin says yes", async () => {
    const patched: FetchCall[] = [];
    const { user, dialog } = await openJane({ ...JANE, status: "confirmed", events: [] }, patched);
    await user.selectOptions(within(dialog).getByLabelText(/Status/), "completed");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByRole("alert").textContent).toContain("This visit is on Tue, Dec 8, 2026 at 10:00 AM, still to come.");
    expect(patched).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Yes, mark it completed" }));
    await waitFor(() => expect(patched.map((call) => call.body)).toEqual([{ status: "completed" }]));
  });

  it("shows the saved toast inside the open dialog, above it", async () => {
    const { user, dialog } = await openJane({ ...JANE, events: [] });
    await user.type(within(dialog).getByLabelText(/Internal notes/), "Call first");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Appointment saved")).toBeTruthy();
  });

  it("returns the address as a map link", async () => {
    const { dialog } = await openJane({ ...JANE, events: [] });
    const link = within(dialog).getByRole("link", { name: /12 Palm Lane, Mesa 85201/ });
    expect(link.getAttribute("href")).toBe("https://www.google.com/maps/search/?api=1&query=12%20Palm%20Lane%2C%20Mesa%2C%20AZ%2085201");
  });

  it("links the visit's measure sheet", async () => {
    const { dialog } = await openJane({ ...JANE, events: [] });
    expect(within(dialog).getByRole("link", { name: "Measure sheet" }).getAttribute("href")).toBe(`/admin/measure?appointment=${JANE.id}`);
  });
});
