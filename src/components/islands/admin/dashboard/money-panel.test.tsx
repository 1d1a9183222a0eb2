// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/islands/query-provider";
import { queryClient } from "@/browser/api-client";
import type { MoneyPanel as MoneyData } from "@/schemas/admin/money-panel";
import { MoneyPanel } from "./money-panel";
import { collectedSummary } from "./money-chart";
import { stubFetch } from "../../../../../tests/components/admin-test-support";

const WEEKS = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2026, 8, 13 + index * 7)).toISOString().slice(0, 10),
  collectedCents: 0,
}));
WEEKS[1]!.collectedCents = 200_000;
WEEKS[11]!.collectedCents = 260_000;

const MONEY: MoneyData = {
  today: "2026-12-02",
  windows: [
    { days: 30, since: "2026-11-03", contractedCents: 1_330_000, contractedJobs: 2, collectedCents: 510_000 },
    { days: 90, since: "2026-09-04", contractedCents: 3_730_000, contractedJobs: 4, collectedCents: 725_000 },
  ],
  outstanding: {
    count: 6,
    cents: 158_000,
    aging: [
      { bucket: "0-30", count: 2, cents: 23_000 },
      { bucket: "31-60", count: 2, cents: 104_000 },
      { bucket: "61-90", count: 1, cents: 15_000 },
      { bucket: "90+", count: 1, cents: 16_000 },
    ],
  },
  weeks: WEEKS,
  disputed: {
    count: 1,
    cents: 33_000,
    recent: [
      {
        kind: "invoice",
        paymentId: "p1",
        jobId: "j1",
        jobNumber: 1001,
        documentNumber: 5003,
        amountCents: 33_000,
        at: "2026-11-20T18:00:00.000Z",
      },
    ],
  },
  refundsRefused: { count: 0, cents: 0, recent: [] },
  earnings: [
    {
      days: 30,
      since: "2026-11-03",
      completedJobs: 2,
      revenueCents: 600_000,
      costsCents: 380_000,
      grossCents: 220_000,
      marginPercent: 36.7,
      channels: [
        {
          channel: "google-ads",
          collectedCents: 100_000,
          completedJobs: 1,
          revenueCents: 300_000,
          costsCents: 220_000,
          grossCents: 80_000,
          marginPercent: 26.7,
        },
        { channel: "direct", collectedCents: 30_000, completedJobs: 0, revenueCents: 0, costsCents: 0, grossCents: 0, marginPercent: null },
      ],
      remakes: [{ reason: "mis-measure", count: 1, cents: 20_000, chargedToUsCents: 20_000 }],
    },
    {
      days: 90,
      since: "2026-09-04",
      completedJobs: 3,
      revenueCents: 900_000,
      costsCents: 920_000,
      grossCents: -20_000,
      marginPercent: -2.2,
      channels: [
        {
          channel: "google-ads",
          collectedCents: 100_000,
          completedJobs: 3,
          revenueCents: 900_000,
          costsCents: 920_000,
          grossCents: -20_000,
          marginPercent: -2.2,
        },
      ],
      remakes: [],
    },
  ],
};

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

function renderPanel(data: MoneyData = MONEY) {
  stubFetch((call) => (call.url === "/api/admin/money" ? { json: data } : undefined));
  render(
    <QueryProvider>
      <MoneyPanel />
    </QueryProvider>,
  );
}

describe("MoneyPanel", () => {
  it("shows contracted, collected and outstanding for 30 days, and for 90 when asked", async () => {
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Money" });
    const figures = () =>
      within(panel)
        .getAllByRole("definition")
        .map((item) => item.textContent);
    expect(await within(panel).findByText("$13,300.00")).toBeTruthy();
    expect(figures()).toEqual([
      "$13,300.00",
      "2 jobs signed, change orders included",
      "$5,100.00",
      "deposits and paid invoices, less refunds and disputes",
      "$1,580.00",
      "6 invoices sent and unpaid",
    ]);
    const ninety = within(panel).getByRole("button", { name: "Last 90 days" });
    expect(ninety.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(ninety);
    expect(ninety.getAttribute("aria-pressed")).toBe("true");
    expect(figures().slice(0, 3)).toEqual(["$37,300.00", "4 jobs signed, change orders included", "$7,250.00"]);
  });

  it("tables the aging and the weekly figures, the chart summed up for screen readers", async () => {
    renderPanel();
    const aging = await screen.findByRole("table", { name: "Outstanding by days since sent" });
    expect(
      within(aging)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["0–30 days2$230.00", "31–60 days2$1,040.00", "61–90 days1$150.00", "Over 90 days1$160.00"]);
    const chart = screen.getByRole("img", { name: collectedSummary(WEEKS) });
    expect(chart.getAttribute("aria-label")).toBe(
      "Money collected per week for the last 12 weeks, starting Sep 13: $4,600.00 in all. This week so far: $2,600.00. Best week: Nov 29, with $2,600.00.",
    );
    const weekly = screen.getByRole("table", { name: "Money collected per week, Sunday to Saturday" });
    const rows = within(weekly).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[1]!.textContent).toBe("Sun, Sep 20, 2026$2,000.00");
    expect(screen.getByText("Show the weekly figures").tagName).toBe("SUMMARY");
  });

  it("lists the money problems with a link to each job, and leaves out a kind with none", async () => {
    renderPanel();
    const problems = await screen.findByRole("region", { name: "Money problems" });
    expect(within(problems).getByRole("heading", { name: "Disputed: 1 payment, $330.00" })).toBeTruthy();
    expect(within(problems).getByRole("link", { name: "Job 1001" }).getAttribute("href")).toBe("/admin/job?id=j1");
    expect(within(problems).getByRole("listitem").textContent).toContain("Payment of invoice 5003, $330.00");
    expect(within(problems).queryByText(/Refunds Stripe refused/)).toBeNull();
  });

  it("shows no problems section when there are none, and links the books for the days chosen", async () => {
    renderPanel({ ...MONEY, disputed: { count: 0, cents: 0, recent: [] } });
    await screen.findByRole("table", { name: "Outstanding by days since sent" });
    expect(screen.queryByRole("region", { name: "Money problems" })).toBeNull();
    const invoices = screen.getByRole("link", { name: "Invoices CSV (QuickBooks)" });
    expect(invoices.getAttribute("href")).toBe("/api/admin/exports/invoices.csv");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-30" } });
    expect(invoices.getAttribute("href")).toBe("/api/admin/exports/invoices.csv?from=2026-11-01&to=2026-11-30");
    expect(screen.getByRole("link", { name: "Payments CSV" }).getAttribute("href")).toBe(
      "/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30",
    );
  });

  it("shows what the period's completed jobs earned per channel beside collected, and their remakes by reason", async () => {
    renderPanel();
    const earnings = await screen.findByRole("region", { name: "What completed jobs earned" });
    expect(earnings.textContent).toContain("2 jobs completed in the period: gross profit $2,200.00, margin 36.7%.");
    const channels = within(earnings).getByRole("table", { name: "Collected, gross profit and margin per lead channel" });
    expect(
      within(channels)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["ChannelCollectedJobs completedGross profitMargin", "Google Ads$1,000.001$800.0026.7%", "Direct$300.000$0.00—"]);
    const remakes = within(earnings).getByRole("table", { name: "Remakes of these jobs, by reason" });
    expect(within(remakes).getAllByRole("row")[1]!.textContent).toBe("Mis-measured1$200.00$200.00");

    fireEvent.click(screen.getByRole("button", { name: "Last 90 days" }));
    expect(earnings.textContent).toContain("3 jobs completed in the period: gross profit -$200.00, margin -2.2%.");
    expect(within(earnings).queryByRole("table", { name: "Remakes of these jobs, by reason" })).toBeNull();
  });
});
