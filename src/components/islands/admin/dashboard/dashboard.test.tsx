// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { formatWindow } from "@/i18n/dates";
import { Dashboard } from "./dashboard";
import { CUSTOMER, MINE, stubFetch } from "../../../../../tests/components/admin-test-support";

const props = { supportEmail: "help@example.com", phone: "(480) 555-0142", phoneHref: "tel:+14805550142" };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("Dashboard", () => {
  it("sends an admin on to the admin's own dashboard, replacing this page in the history", async () => {
    const replace = vi.fn();
    vi.stubGlobal("location", { ...window.location, replace });
    const calls = stubFetch(() => undefined);
    render(<Dashboard {...props} />);
    expect(await screen.findByRole("link", { name: "admin dashboard" })).toBeTruthy();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith("/admin/dashboard"));
    expect(calls.some((call) => call.url.startsWith("/api/admin/"))).toBe(false);
  });

  // The arrival window, as formatWindow writes it: its clock words keep non-breaking spaces, which
  // the text matchers read as plain ones.
  const WINDOW = formatWindow("10:00 AM", 120, "en");

  it("lists a customer's own upcoming appointments, and never asks for admin data", async () => {
    const calls = stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [MINE] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    const card = await screen.findByRole("article", { name: `Thursday, December 3, 2026, ${WINDOW}` });
    expect(within(card).getByText(`${WINDOW} · Window installation`.replace(/\s/g, " "))).toBeTruthy();
    expect(within(card).getByText("12 Palm Lane, Mesa 85201")).toBeTruthy();
    expect(screen.getByText("joe@example.com")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/admin/"))).toBe(false);
  });

  it("cancels after asking, then reloads the list and says the time is free", async () => {
    let mine = [MINE];
    const calls = stubFetch((call) => {
      if (call.url === "/api/my/appointments") return { json: mine };
      if (call.method === "POST" && call.url === "/api/my/appointments/m1/cancel") {
        mine = [];
        return { json: { ...MINE, status: "cancelled", cancellable: false } };
      }
      return undefined;
    }, CUSTOMER);
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/my/appointments/m1/cancel"]);
    expect(await screen.findByText(`Thursday, December 3, 2026, ${WINDOW} is free again.`.replace(/\s/g, " "))).toBeTruthy();
  });

  it("shows the server's reason when the visit can no longer be cancelled", async () => {
    stubFetch((call) => {
      if (call.url === "/api/my/appointments") return { json: [MINE] };
      if (call.method === "POST")
        return { status: 409, json: { success: false, error: "This appointment can no longer be cancelled online. Please call us." } };
      return undefined;
    }, CUSTOMER);
    render(<Dashboard {...props} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel appointment" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This appointment can no longer be cancelled online. Please call us.");
  });

  it("tells a customer with no bookings how to book or find one made with another email", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a free estimate" }).getAttribute("href")).toBe("/estimate");
    expect(screen.getByRole("link", { name: "help@example.com" }).getAttribute("href")).toBe("mailto:help@example.com");
  });

  it("shows customers no sign out everywhere button", async () => {
    stubFetch((call) => (call.url === "/api/my/appointments" ? { json: [] } : undefined), CUSTOMER);
    render(<Dashboard {...props} />);
    expect(await screen.findByText("You have no upcoming appointments.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
  });
});
