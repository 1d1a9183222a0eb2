// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import { quoteDocument } from "@/core/quote-document";
import type { QuoteView } from "@/schemas/quote";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { SignQuoteForm } from "./sign-quote-form";

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
const view: QuoteView = {
  stage: "sent",
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
  signature: null,
  cancelUntil: null,
  lastDayToCancel: null,
  contractReady: true,
  deposit: null,
  paymentsOnline: true,
  depositPayableOnline: false,
  financingUrl: null,
  job: null,
};

function renderForm() {
  render(
    <QueryClientProvider client={queryClient()}>
      <SignQuoteForm
        view={view}
        token="tok"
        locale="es"
        callUs={<a href="tel:+14805550142">(480) 555-0142</a>}
        optionId="o1"
        onSigned={vi.fn()}
        onDeclined={vi.fn()}
        onChanged={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("SignQuoteForm", () => {
  it("offers the quote's PDF, with its notice of cancellation, before signing", () => {
    stubFetch(() => undefined);
    renderForm();
    expect(
      screen.getByRole("link", { name: "Abrir esta cotización en PDF, con el formulario de aviso de cancelación" }).getAttribute("href"),
    ).toBe("/api/quotes/tok/pdf?locale=es");
  });

  it("shows only the field's error for a 400 with field errors, no box saying the quote could not load", async () => {
    const agree = "Marque la casilla para aceptar hacer negocios por medios electrónicos";
    stubFetch((call) =>
      call.url === "/api/quotes/tok/sign"
        ? { status: 400, json: { success: false, error: "Revise los campos marcados.", fieldErrors: { agree: [agree] } } }
        : undefined,
    );
    renderForm();
    fireEvent.change(screen.getByLabelText("Su nombre completo"), { target: { value: "Rosa Quintero" } });
    fireEvent.click(screen.getByRole("button", { name: "Firmar y aceptar" }));
    expect(await screen.findByText(agree)).toBeTruthy();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/No pudimos cargar su cotización/)).toBeNull();
  });

  it("brings the refused signature's message to the customer: focused, as the only answer", async () => {
    const agree = "Marque la casilla para aceptar hacer negocios por medios electrónicos";
    stubFetch((call) =>
      call.url === "/api/quotes/tok/sign"
        ? { status: 400, json: { success: false, error: "Revise los campos marcados.", fieldErrors: { agree: [agree] } } }
        : undefined,
    );
    renderForm();
    fireEvent.change(screen.getByLabelText("Su nombre completo"), { target: { value: "Rosa Quintero" } });
    fireEvent.click(screen.getByRole("button", { name: "Firmar y aceptar" }));
    const message = await screen.findByText(agree);
    await waitFor(() => expect(document.activeElement).toBe(message));
    // Pressed again, still unticked: the same message is brought to the customer again.
    screen.getByRole("button", { name: "Firmar y aceptar" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Firmar y aceptar" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(agree)));
  });

  it("names the signing button in the typed name's hint exactly as the button reads", () => {
    stubFetch(() => undefined);
    renderForm();
    const button = screen.getByRole("button", { name: "Firmar y aceptar" }).textContent!;
    expect(screen.getByText(/es su firma\.$/).textContent).toBe(`Escribir su nombre y presionar “${button}” es su firma.`);
  });

  it("says the signature did not go through, with the number to call, when no answer can be read", async () => {
    stubFetch((call) => (call.url === "/api/quotes/tok/sign" ? { status: 502, json: {} } : undefined));
    renderForm();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.change(screen.getByLabelText("Su nombre completo"), { target: { value: "Rosa Quintero" } });
    fireEvent.click(screen.getByRole("button", { name: "Firmar y aceptar" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Su firma no se registró. Inténtelo de nuevo o llámenos al (480) 555-0142.");
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("shows a server's generic apology (a 500, in English) in the page's own words", async () => {
    stubFetch((call) =>
      call.url === "/api/quotes/tok/sign"
        ? { status: 500, json: { success: false, error: "Something went wrong on our side. Please try again or call us." } }
        : undefined,
    );
    renderForm();
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.change(screen.getByLabelText("Su nombre completo"), { target: { value: "Rosa Quintero" } });
    fireEvent.click(screen.getByRole("button", { name: "Firmar y aceptar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Su firma no se registró. Inténtelo de nuevo o llámenos al (480) 555-0142.",
    );
  });
});
