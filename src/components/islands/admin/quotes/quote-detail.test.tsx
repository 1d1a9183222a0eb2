// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { AdminQuoteDetail } from "@/schemas/quote";
import { stubFetch } from "../../../../../tests/components/admin-test-support";
import { QueryProvider } from "../../query-provider";
import { QuoteDetail } from "./quote-detail";

const SIGNED: AdminQuoteDetail = {
  id: "q1",
  number: 2001,
  status: "signed",
  revision: 1,
  customer: "Rosa Quintero",
  appointmentId: "a1",
  leadId: null,
  channel: "direct",
  locale: "es",
  value: { lowCents: 217_500, highCents: 217_500 },
  views: 2,
  sentAt: "2026-11-18T16:00:00.000Z",
  createdAt: "2026-11-18T15:00:00.000Z",
  storedStatus: "signed",
  options: [],
  taxClass: null,
  taxCity: null,
  taxRateAsOf: null,
  taxRatePercent: 0,
  deposit: { kind: "percent", percent: 20 },
  note: "",
  jobAddress: "123 E Main St, Gilbert, AZ 85233",
  completion: "",
  validUntil: "2026-12-18",
  followUp: false,
  followUpSentAt: null,
  firstViewedAt: "2026-11-19T16:00:00.000Z",
  lastViewedAt: "2026-11-20T16:00:00.000Z",
  signedAt: "2026-11-20T16:00:00.000Z",
  declinedAt: null,
  declineReason: null,
  cancelledAt: null,
  signature: null,
  payments: [],
  cannotSend: null,
  yearBuilt: 1995,
  jobId: "j1",
  pricedOpenings: null,
};

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("QuoteDetail", () => {
  it("links a signed quote to the job its signature began, and an unsigned one to none", async () => {
    stubFetch((call) =>
      call.url === "/api/admin/quotes/q1"
        ? { json: SIGNED }
        : call.url === "/api/admin/quotes/q2"
          ? { json: { ...SIGNED, id: "q2", status: "sent", storedStatus: "sent", signedAt: null, jobId: null } }
          : undefined,
    );
    render(
      <QueryProvider>
        <QuoteDetail id="q1" />
      </QueryProvider>,
    );
    expect((await screen.findByRole("link", { name: "Open the job this signature began" })).getAttribute("href")).toBe("/admin/job?id=j1");
    cleanup();
    render(
      <QueryProvider>
        <QuoteDetail id="q2" />
      </QueryProvider>,
    );
    expect(await screen.findByText("Quote 2001")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the job this signature began" })).toBeNull();
  });

  it("names a disputed deposit on its payment and at the top, beside the status", async () => {
    stubFetch((call) =>
      call.url === "/api/admin/quotes/q1"
        ? {
            json: {
              ...SIGNED,
              status: "paid",
              storedStatus: "paid",
              payments: [
                {
                  id: "p1",
                  amountCents: 43_500,
                  status: "paid",
                  paidAt: "2026-11-20T17:00:00.000Z",
                  refunded: false,
                  refundedAt: null,
                  refundReason: null,
                  received: null,
                  disputedAt: "2026-12-02T16:00:00.000Z",
                  createdAt: "2026-11-20T16:30:00.000Z",
                },
              ],
            },
          }
        : undefined,
    );
    render(
      <QueryProvider>
        <QuoteDetail id="q1" />
      </QueryProvider>,
    );
    expect((await screen.findByRole("region", { name: "Payments" })).textContent).toContain(
      "$435.00: paid Nov 20, 2026, 10:00 AM, disputed Dec 2, 2026, 9:00 AM: no longer counted as paid",
    );
    expect(screen.getByText(/^The deposit payment is disputed/)).toBeTruthy();
  });

  it("writes its last day as a day, and a paid deposit's status and day once", async () => {
    const paid = {
      id: "p1",
      amountCents: 43_500,
      status: "paid" as const,
      paidAt: "2026-11-29T06:18:22.507Z",
      refunded: false,
      refundedAt: null,
      refundReason: null,
      received: null,
      disputedAt: null,
      createdAt: "2026-11-28T16:00:00.000Z",
    };
    stubFetch((call) => (call.url === "/api/admin/quotes/q1" ? { json: { ...SIGNED, payments: [paid] } } : undefined));
    render(
      <QueryProvider>
        <QuoteDetail id="q1" />
      </QueryProvider>,
    );
    expect(await screen.findByText("Fri, Dec 18, 2026")).toBeTruthy();
    expect(screen.queryByText("2026-12-18")).toBeNull();
    expect(screen.getByText("$435.00: paid Nov 28, 2026, 11:18 PM")).toBeTruthy();
  });

  it("lists each opening's line of a quote from the measure sheet, and an override beside the book's price with its reason", async () => {
    const item = (description: string, cents: number) => ({ description, quantity: 1, unitPriceCents: cents, lineTotalCents: cents });
    const option = {
      id: "o1",
      name: "Mejor",
      items: [
        item("Sala · ventana fija · An 72 × Al 48 pulg · V400 · inserción", 72_200),
        item("Patio · puerta corrediza de patio · An 72 × Al 80 pulg · Puerta · inserción", 270_000),
      ],
      subtotalCents: 342_200,
      discountCents: 0,
      taxRateBasisPoints: 0,
      taxCents: 0,
      totalCents: 342_200,
      depositCents: 68_440,
      balanceCents: 273_760,
    };
    const record = (itemIndex: number, openingId: string, totalCents: number, override: { cents: number; reason: string } | null) =>
      ({ optionId: "o1", itemIndex, openingId, priced: { unitCents: 0, installCents: 0, options: [], totalCents }, override }) as never;
    stubFetch((call) =>
      call.url === "/api/admin/quotes/q1"
        ? {
            json: {
              ...SIGNED,
              options: [option],
              pricedOpenings: [
                record(0, "w1", 72_200, null),
                record(1, "d1", 280_000, { cents: 270_000, reason: "Matched last spring's price" }),
              ],
            },
          }
        : undefined,
    );
    render(
      <QueryProvider>
        <QuoteDetail id="q1" />
      </QueryProvider>,
    );
    const lines = await screen.findByRole("list", { name: "Mejor: the openings" });
    expect(lines.textContent).toBe(
      "Sala · ventana fija · An 72 × Al 48 pulg · V400 · inserción: $722.00" +
        "Patio · puerta corrediza de patio · An 72 × Al 80 pulg · Puerta · inserción: $2,700.00" +
        "Overridden from the book's $2,800.00: Matched last spring's price",
    );
  });
});
