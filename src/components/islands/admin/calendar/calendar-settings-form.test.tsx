// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AffectedAppointment, CalendarSettingsRecord } from "@/schemas/admin/calendar-settings";
import { DEFAULT_CALENDAR_SETTINGS } from "@/core/calendar-settings";
import { CalendarSettingsForm } from "./calendar-settings-form";
import { sampleAppointment, stubFetch, type FetchCall } from "../../../../../tests/components/admin-test-support";

const SAVED: CalendarSettingsRecord = {
  settings: DEFAULT_CALENDAR_SETTINGS,
  updatedAt: "2026-12-01T16:30:00.000Z",
  updatedBy: "ana@example.com",
};

const AFFECTED: AffectedAppointment[] = [
  { ...sampleAppointment({ appointmentDate: "2026-12-05", appointmentTime: "8:00 AM" }), reason: "closed-weekday" },
  {
    ...sampleAppointment({ id: "b2", firstName: "Bob", lastName: "Stone", appointmentDate: "2026-12-12", appointmentTime: "2:00 PM" }),
    reason: "closed-weekday",
  },
];

function answer(affected: AffectedAppointment[]) {
  return (call: FetchCall) => {
    if (call.url === "/api/admin/calendar-settings" && call.method === "GET") return { json: SAVED };
    if (call.url === "/api/admin/calendar-settings?dryRun=1") return { json: { affected } };
    if (call.url === "/api/admin/calendar-settings") return { json: { settings: call.body, affected } };
    return undefined;
  };
}

const puts = (calls: FetchCall[]) => calls.filter((call) => call.method === "PUT");

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("CalendarSettingsForm", () => {
  it("returns the saved settings with who saved them last", async () => {
    stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    expect(await screen.findByText("Last saved by ana@example.com on Dec 1, 2026, 9:30 AM (Phoenix time).")).toBeTruthy();
    expect((screen.getByLabelText(/Slot 3 start time/) as HTMLInputElement).value).toBe("12:00 PM");
    expect((screen.getByRole("checkbox", { name: "Sunday" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Lead time/) as HTMLInputElement).value).toBe("2");
  });

  it("refuses an invalid slot label and sends nothing", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    const label = await screen.findByLabelText(/Slot 1 start time/);
    await user.clear(label);
    await user.type(label, "8am");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Write times like 8:00 AM or 2:30 PM")).toBeTruthy();
    expect(label.getAttribute("aria-invalid")).toBe("true");
    expect(puts(calls)).toEqual([]);
  });

  it("returns a confirm listing the affected appointments after a dry run, and saves only when confirmed", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer(AFFECTED));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    await user.click(await screen.findByRole("checkbox", { name: "Saturday" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    const dialog = await screen.findByRole("dialog", { name: "Some appointments no longer fit" });
    expect(
      within(dialog).getByText("These 2 appointments no longer fit the new settings; they stay booked — contact those customers."),
    ).toBeTruthy();
    expect(within(dialog).getByText("Sat, Dec 5, 2026 at 8:00 AM")).toBeTruthy();
    expect(within(dialog).getAllByText("Why: that weekday is now closed.")).toHaveLength(2);
    expect(puts(calls).map((call) => call.url)).toEqual(["/api/admin/calendar-settings?dryRun=1"]);
    expect(puts(calls)[0]!.body).toMatchObject({ closedWeekdays: [0, 6] });

    await user.click(within(dialog).getByRole("button", { name: "Save anyway" }));
    await waitFor(() =>
      expect(puts(calls).map((call) => call.url)).toEqual(["/api/admin/calendar-settings?dryRun=1", "/api/admin/calendar-settings"]),
    );
    expect(puts(calls)[1]!.body).toEqual(puts(calls)[0]!.body);
    expect(await screen.findByText("Settings saved")).toBeTruthy();
  });

  it("returns no confirm and saves straight away when the dry run finds nothing", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    await user.selectOptions(await screen.findByLabelText("Unit"), "minutes");
    const lead = screen.getByLabelText(/Lead time/);
    await user.clear(lead);
    await user.type(lead, "90");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(puts(calls).map((call) => call.url)).toEqual(["/api/admin/calendar-settings?dryRun=1", "/api/admin/calendar-settings"]),
    );
    expect(puts(calls)[1]!.body).toMatchObject({ leadTimeMinutes: 90 });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a crews count out of range with a plain message", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    const crews = await screen.findByLabelText(/Crews per slot/);
    await user.clear(crews);
    await user.type(crews, "0");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Enter a whole number of crews from 1 to 20")).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it("sends the office to the crews page for install crews instead of a count", async () => {
    stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    expect((await screen.findByRole("link", { name: "Crews" })).getAttribute("href")).toBe("/admin/crews");
    expect(screen.queryByLabelText(/Install crews/)).toBeNull();
  });

  it("asks for reviews after completed jobs, and after estimate visits only when chosen, which needs review requests on", async () => {
    const user = userEvent.setup();
    const calls = stubFetch(answer([]));
    render(<CalendarSettingsForm supportEmail="help@example.com" />);
    const afterJobs = await screen.findByRole("checkbox", { name: /Google review the morning after their job is marked completed/ });
    const afterEstimates = screen.getByRole("checkbox", { name: "Also after a free estimate visit marked completed" });
    expect((afterEstimates as HTMLInputElement).checked).toBe(false);
    if (!(afterJobs as HTMLInputElement).checked) await user.click(afterJobs);
    await user.click(afterEstimates);
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]!.body).toMatchObject({ reviewRequests: true, reviewAfterEstimates: true });

    await user.click(afterJobs);
    expect((afterEstimates as HTMLInputElement).disabled).toBe(true);
  });
});
