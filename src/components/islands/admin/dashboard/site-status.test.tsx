// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { HealthReport } from "@/core/health-report";
import { SiteStatus } from "./site-status";
import { HEALTHY_REPORT as OK, stubFetch } from "../../../../../tests/components/admin-test-support";

const NO_PROVIDER =
  "3 emails waiting to be sent. No email provider is set: set RESEND_API_KEY (or SMTP_URL) in the site's environment variables.";

function renderStatus() {
  render(
    <QueryClientProvider client={queryClient()}>
      <SiteStatus />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("SiteStatus", () => {
  it("returns one quiet line when the site is healthy", async () => {
    stubFetch((call) => (call.url === "/api/health" ? { json: OK } : undefined));
    renderStatus();
    expect((await screen.findByText(/^Site status: all good\./)).textContent).toBe(
      "Site status: all good. Database: ok · migration 0001_appointment-events · email: Resend, 0 waiting · reviews: configured · commit 0123abc",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("returns a red notice with the waiting emails and what to set when the report (503) fails", async () => {
    const failing: HealthReport = {
      ...OK,
      status: "failing",
      failing: ["email"],
      problems: [NO_PROVIDER],
      email: { status: "not configured", provider: "none", waiting: 3 },
    };
    stubFetch((call) => (call.url === "/api/health" ? { status: 503, json: failing } : undefined));
    renderStatus();
    const notice = await screen.findByRole("alert");
    expect(notice.querySelector("h2")?.textContent).toBe("The site needs attention");
    expect(notice.querySelector("li")?.textContent).toBe(NO_PROVIDER);
    expect(notice.textContent).toContain("email: no provider, 3 waiting");
  });

  it("shows the owner a notice, beside the all-good line, while the ROC licence number is unset", async () => {
    const warning = "No ROC licence number is set: set ROC_LICENSE.";
    stubFetch((call) => (call.url === "/api/health" ? { json: { ...OK, warnings: [warning] } } : undefined));
    renderStatus();
    const notice = await screen.findByRole("region", { name: "For the owner" });
    expect(notice.querySelector("li")?.textContent).toBe(warning);
    expect(screen.getByText(/^Site status: all good\./)).toBeTruthy();
  });

  it("lists each optional service not set up yet, with what to set", async () => {
    const sms = { id: "sms", name: "Text messages", set: "Set TWILIO_ACCOUNT_SID." };
    stubFetch((call) => (call.url === "/api/health" ? { json: { ...OK, notSetUp: [sms] } } : undefined));
    renderStatus();
    const notice = await screen.findByRole("region", { name: "Not set up yet" });
    expect(notice.querySelector("li")?.textContent).toBe("Text messages: Set TWILIO_ACCOUNT_SID.");
  });

  it("says the status could not be checked when the health check does not answer", async () => {
    stubFetch(() => ({ status: 502, json: {} }));
    renderStatus();
    expect(await screen.findByText("We couldn't check the site's status.")).toBeTruthy();
  });
});
