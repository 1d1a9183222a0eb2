// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { SmsSettingsCard } from "./sms-admin-cards";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

/** A health report that passes its schema, with `notSetUp` as given. */
const health = (notSetUp: object[]) => ({
  status: "ok",
  failing: [],
  problems: [],
  database: "ok",
  schema: { status: "ok", applied: "0001", latest: "0001" },
  email: { status: "ok", provider: "resend", waiting: 0 },
  sms: { status: notSetUp.length ? "not configured" : "ok", waiting: 0 },
  warnings: [],
  notSetUp,
  reviews: "configured",
  reviewRequests: { status: "ready", reason: null },
  googleSignIn: "configured",
  recaptcha: "configured",
  commit: null,
  context: null,
});
const SETTINGS = { enabled: true, morningReminder: true, quietStartHour: 20, quietEndHour: 8 };
const SMS = { id: "sms", name: "Text messages", set: "Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_MESSAGING_SERVICE_SID." };

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

function renderCard(notSetUp: object[]) {
  stubFetch((call) =>
    call.url === "/api/health" ? { json: health(notSetUp) } : call.url === "/api/admin/sms/settings" ? { json: SETTINGS } : undefined,
  );
  render(
    <QueryClientProvider client={queryClient()}>
      <SmsSettingsCard />
    </QueryClientProvider>,
  );
}

describe("SmsSettingsCard", () => {
  it("returns 'texting is not set up' with what to set, and its switches off and disabled, until Twilio is configured", async () => {
    renderCard([SMS]);
    expect((await screen.findByText("Texting is not set up.")).parentElement?.textContent).toContain("TWILIO_MESSAGING_SERVICE_SID");
    const send = screen.getByRole("checkbox", { name: /Send automated texts/ }) as HTMLInputElement;
    expect([send.checked, send.disabled]).toEqual([false, true]);
  });

  it("returns the switches as saved, enabled, once Twilio is configured", async () => {
    renderCard([]);
    const send = (await screen.findByRole("checkbox", { name: /Send automated texts/ })) as HTMLInputElement;
    expect([send.checked, send.disabled]).toEqual([true, false]);
    expect(screen.queryByText("Texting is not set up.")).toBeNull();
  });
});
