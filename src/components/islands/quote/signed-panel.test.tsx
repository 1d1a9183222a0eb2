// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { quoteDocument } from "@/core/quote-document";
import type { QuoteView } from "@/schemas/quote";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { SignedPanel } from "./signed-panel";

const seller = {
  name: "Windows & Doors Near Me",
  legalName: "Windows & Doors Near Me LLC",
  address: "1230 N Gilbert Rd, Gilbert, AZ 85233",
  phone: "(480) 555-0142",
  email: "support@windowsanddoorsnearme.com",
  rocLicense: "ROC 123456",
};
const option = {
  id: "o1",
  name: "Mejor",
  items: [{ description: "Milgard Tuscany V400", quantity: 3, unitPriceCents: 72_500, lineTotalCents: 217_500 }],
  discountCents: 0,
  subtotalCents: 217_500,
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 217_500,
  depositCents: 43_500,
  balanceCents: 174_000,
};
const signed: QuoteView = {
  stage: "signed",
  document: quoteDocument({
    locale: "es",
    seller,
    quote: { number: 1042, revision: 1, issuedOn: "2026-12-02", validUntil: "2027-01-01" },
    jobAddress: "123 E Main St, Gilbert, AZ 85233",
    completion: "",
    options: [option],
    note: "",
  }),
  documentSha256: "0".repeat(64),
  signature: { optionId: "o1", typedName: "Rosa Quintero", signedAt: "2026-12-02T16:00:00.000Z" },
  cancelUntil: "2026-12-06T07:00:00.000Z",
  lastDayToCancel: "2026-12-05",
  contractReady: true,
  deposit: { state: "none", amountCents: 43_500, refunded: false },
  paymentsOnline: false,
  depositPayableOnline: false,
  financingUrl: null,
  job: null,
};

function renderPanel(view: QuoteView) {
  render(
    <QueryClientProvider client={queryClient()}>
      <SignedPanel view={view} token="tok" locale="es" callUs={<a href="tel:+14805550142">(480) 555-0142</a>} onChanged={vi.fn()} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("SignedPanel", () => {
  it("says until when the contract may be cancelled, in the sentence the email and the PDF say", () => {
    stubFetch(() => undefined);
    renderPanel(signed);
    expect(document.querySelector('[data-slot="cancel-deadline"]')!.textContent).toBe(
      "Puede cancelar este contrato, sin ninguna multa ni obligación, hasta las 11:59\u00a0p.m. del sábado, 5 de diciembre de 2026.",
    );
  });

  it("says a failed cancellation did not go through, with the number to call", async () => {
    stubFetch((call) => (call.url === "/api/quotes/tok/cancel?locale=es" ? { status: 502, json: {} } : undefined));
    renderPanel(signed);
    fireEvent.click(screen.getByRole("button", { name: "Cancelar el contrato" }));
    fireEvent.click(screen.getByRole("button", { name: "Sí, cancelar el contrato" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Su cancelación no se registró. Inténtelo de nuevo o llámenos al (480) 555-0142.",
    );
  });

  it("promises a refund after a cancellation only where a deposit was paid and went back", () => {
    stubFetch(() => undefined);
    renderPanel({ ...signed, stage: "cancelled", cancelUntil: null });
    expect(screen.getByText("Cancelamos el contrato. No nos debe nada.")).toBeTruthy();
    expect(screen.queryByText(/Le devolvemos completo cada pago/)).toBeNull();
    cleanup();
    renderPanel({ ...signed, stage: "cancelled", cancelUntil: null, deposit: { state: "paid", amountCents: 43_500, refunded: true } });
    expect(
      screen.getByText(
        "Cancelamos el contrato. No nos debe nada. Le devolvemos completo cada pago que hizo bajo este contrato; el correo que le enviamos detalla cada uno y cómo le llega.",
      ),
    ).toBeTruthy();
  });

  it("offers to pay the deposit online only when the server says it can be paid", () => {
    stubFetch(() => undefined);
    const online = { ...signed, paymentsOnline: true };
    renderPanel({ ...online, depositPayableOnline: true });
    expect(screen.getByRole("button", { name: "Pagar el depósito" })).toBeTruthy();
    cleanup();
    // A deposit the server will not take online (say, a quote whose contract is no longer signed) has no button, whatever its state.
    renderPanel({ ...online, depositPayableOnline: false });
    expect(screen.queryByRole("button", { name: "Pagar el depósito" })).toBeNull();
  });

  it("says a deposit is received and leaves what happens next to the job below it, which says it once", () => {
    stubFetch(() => undefined);
    renderPanel({ ...signed, stage: "paid", deposit: { state: "paid", amountCents: 43_500, refunded: false } });
    expect(screen.getByRole("status").textContent).toBe("Depósito recibido. ¡Gracias!");
  });

  it("says a deposit whose payment the bank disputed no longer counts as paid, and asks for a call", () => {
    stubFetch(() => undefined);
    renderPanel({ ...signed, stage: "paid", deposit: { state: "paid", amountCents: 43_500, refunded: false, disputed: true } });
    expect(screen.getByRole("status").textContent).toBe(
      "Su banco nos informó que este pago del depósito está en disputa, así que ya no cuenta como pagado. Llámenos, por favor, para resolverlo.",
    );
  });
});
