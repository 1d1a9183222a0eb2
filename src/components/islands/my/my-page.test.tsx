// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { MyPage as MyPageData } from "@/schemas/my-page";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { sampleCustomerJob } from "../../../../tests/components/customer-job-sample";
import { MyPage } from "./my-page";

const PAGE_URL = "/api/my/tok?locale=es";

const page: MyPageData = {
  locale: "es",
  firstName: "Rosa",
  visits: [
    {
      id: "v1",
      kind: "estimate",
      appointmentDate: "2026-12-08",
      appointmentTime: "10:00 AM",
      duration: 120,
      dateLabel: "martes, 8 de diciembre de 2026",
      window: "10 a.m. a 12 p.m.",
      city: "Mesa",
      status: "confirmed",
      changeable: true,
    },
  ],
  quotes: [
    {
      id: "q1",
      number: 1042,
      stage: "signed",
      value: { lowCents: 217_500, highCents: 217_500 },
      validUntil: "2027-01-01",
      signedAt: "2026-12-02T16:00:00.000Z",
      canOpen: true,
      contract: true,
      jobId: "j1",
    },
    {
      id: "q2",
      number: 1043,
      stage: "opened",
      value: { lowCents: 90_000, highCents: 140_000 },
      validUntil: "2027-01-05",
      signedAt: null,
      canOpen: true,
      contract: false,
      jobId: null,
    },
  ],
  jobs: [
    {
      ...sampleCustomerJob(),
      quoteId: "q1",
      photos: [{ id: "ph1", width: 800, height: 600, url: "/photo/ph1", thumbnailUrl: "/photo/ph1/thumb" }],
      money: {
        contractTotalCents: 277_500,
        changeOrders: [
          {
            id: "co1",
            number: 3001,
            jobNumber: 1001,
            quoteNumber: 1042,
            totalCents: 60_000,
            contractAfterCents: 277_500,
            signedAt: "2026-12-05T17:00:00.000Z",
          },
        ],
        paidCents: 118_500,
        balanceCents: 159_000,
        invoices: [
          {
            id: "i2",
            number: 5002,
            amountCents: 159_000,
            status: "open",
            dueOn: "2026-12-15",
            sentAt: "2026-12-08T16:00:00.000Z",
            paidAt: null,
          },
          {
            id: "i1",
            number: 5001,
            amountCents: 75_000,
            status: "paid",
            dueOn: null,
            sentAt: "2026-12-03T16:00:00.000Z",
            paidAt: "2026-12-04T16:00:00.000Z",
          },
        ],
        payments: [
          {
            id: "ip1",
            kind: "invoice",
            documentNumber: 5001,
            way: "bank",
            amountCents: 75_000,
            status: "paid",
            paidAt: "2026-12-04T16:00:00.000Z",
            refunded: false,
            disputed: false,
          },
          {
            id: "p1",
            kind: "deposit",
            documentNumber: 1042,
            way: "online",
            amountCents: 43_500,
            status: "paid",
            paidAt: "2026-12-02T17:00:00.000Z",
            refunded: false,
            disputed: false,
          },
        ],
      },
    },
  ],
  payments: [
    {
      id: "p1",
      quoteId: "q1",
      quoteNumber: 1042,
      amountCents: 43_500,
      status: "paid",
      paidAt: "2026-12-02T17:00:00.000Z",
      refunded: false,
      refundedAt: null,
    },
  ],
  linkExpiresAt: "2027-01-01T07:00:00.000Z",
};

function renderAt(path: string) {
  window.history.replaceState(null, "", path);
  render(<MyPage locale="es" phone="(480) 555-0142" phoneHref="tel:+14805550142" />);
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("MyPage", () => {
  it("shows the customer's job with what happens next and its steps and payments, their visit, quotes and contract", async () => {
    stubFetch((call) => (call.url === PAGE_URL ? { json: page } : undefined));
    renderAt("/es/my/tok");
    expect(await screen.findByText("Hola, Rosa")).toBeTruthy();
    const job = screen.getByRole("article", { name: "Su trabajo 1001" });
    expect(within(job).getByText(page.jobs[0]!.nextSentence)).toBeTruthy();
    expect(within(job).getByRole("list", { name: "Su trabajo paso a paso" }).querySelector('[aria-current="step"]')?.textContent).toContain(
      "Entregado",
    );
    expect(within(job).getByRole("img", { name: "Foto 1 de su trabajo (se abre en tamaño completo)" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Próximas visitas" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Cotizaciones para leer y firmar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Descargar el contrato (PDF)" }).getAttribute("href")).toBe("/api/my/tok/quotes/q1/pdf");
    // The signed change order is part of the contract: listed under "Sus contratos" with its own PDF.
    const contracts = screen.getByRole("heading", { level: 2, name: "Sus contratos" }).closest("section")!;
    expect(within(contracts).getByRole("heading", { level: 3, name: "Orden de cambio 3001" })).toBeTruthy();
    expect(within(contracts).getByText("+$600.00; el contrato queda en $2,775.00")).toBeTruthy();
    expect(within(contracts).getByRole("link", { name: "Descargar la orden de cambio (PDF)" }).getAttribute("href")).toBe(
      "/api/my/tok/change-orders/co1/pdf",
    );
    // The deposit is the job's, listed once under the job's own payments, with no page-wide Payments section.
    expect(screen.queryByRole("heading", { level: 2, name: "Pagos" })).toBeNull();
    expect(within(job).getByText("Depósito, cotización 1042")).toBeTruthy();
    expect(screen.getByText("Este enlace funciona hasta el viernes, 1 de enero de 2027.")).toBeTruthy();
  });

  it("opens a visit through a fresh manage link, and the install-day chooser through a fresh quote link", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/es/my/tok", assign });
    const calls = stubFetch((call) => {
      if (call.url === PAGE_URL) return { json: page };
      if (call.url === "/api/my/tok/visits/v1/link?locale=es") return { json: { url: "https://example.com/es/cancel/fresh" } };
      if (call.url === "/api/my/tok/quotes/q1/link?locale=es") return { json: { url: "https://example.com/es/quote/fresh" } };
      return undefined;
    });
    render(<MyPage locale="es" phone="(480) 555-0142" phoneHref="tel:+14805550142" />);
    fireEvent.click(await screen.findByRole("button", { name: "Cambiar o cancelar" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://example.com/es/cancel/fresh"));
    expect(calls.find((call) => call.url.includes("/visits/v1/link"))?.method).toBe("POST");
    cleanup();
    queryClient().clear();
    render(<MyPage locale="es" phone="(480) 555-0142" phoneHref="tel:+14805550142" />);
    fireEvent.click(await screen.findByRole("button", { name: "Elegir sus días de instalación" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://example.com/es/quote/fresh"));
  });

  it("shows each job's contract, paid and balance, its invoices with their state and due day, and its payments", async () => {
    stubFetch((call) => (call.url === PAGE_URL ? { json: page } : undefined));
    renderAt("/es/my/tok");
    const money = await screen.findByRole("region", { name: "Pagos y saldo" });
    expect(
      within(money)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual(["$2,775.00", "$1,185.00", "$1,590.00"]);
    const [open, paid] = within(money)
      .getAllByRole("listitem")
      .filter((item) => item.dataset.status);
    expect(open!.textContent).toContain("Factura 5002$1,590.00 · Por pagar, vence el martes, 15 de diciembre de 2026");
    expect(within(open!).getByRole("button", { name: "Ver y pagar" })).toBeTruthy();
    expect(paid!.textContent).toContain("Factura 5001$750.00 · Pagada");
    expect(within(paid!).getByRole("button", { name: "Ver la factura" })).toBeTruthy();
    expect(within(money).getByText("$750.00 · cuenta bancaria · pagado el viernes, 4 de diciembre de 2026")).toBeTruthy();
    expect(within(money).getByText("Depósito, cotización 1042")).toBeTruthy();
  });

  it("opens an invoice through a fresh invoice link", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/es/my/tok", assign });
    const calls = stubFetch((call) => {
      if (call.url === PAGE_URL) return { json: page };
      if (call.url === "/api/my/tok/invoices/i2/link?locale=es") return { json: { url: "https://example.com/es/invoice/fresh" } };
      return undefined;
    });
    render(<MyPage locale="es" phone="(480) 555-0142" phoneHref="tel:+14805550142" />);
    fireEvent.click(await screen.findByRole("button", { name: "Ver y pagar" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://example.com/es/invoice/fresh"));
    expect(calls.find((call) => call.url.includes("/invoices/i2/link"))?.method).toBe("POST");
  });

  it("says a link could not be opened, with the number to call", async () => {
    stubFetch((call) =>
      call.url === PAGE_URL ? { json: page } : call.url.includes("/visits/v1/link") ? { status: 502, json: {} } : undefined,
    );
    renderAt("/es/my/tok");
    fireEvent.click(await screen.findByRole("button", { name: "Cambiar o cancelar" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No pudimos abrirlo en este momento. Vuelva a intentarlo o llámenos al (480) 555-0142.",
    );
  });

  it("explains an unknown or expired link kindly and offers the form for a new one", async () => {
    stubFetch(() => undefined);
    renderAt("/es/my/old");
    expect(await screen.findByRole("heading", { name: "Este enlace venció o no es válido" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reciba un enlace nuevo" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Su correo electrónico/ })).toBeTruthy();
  });

  it("asks for the link at /my: the same answer for any email, the email's message at the field, a limit explained", async () => {
    let answer: { status?: number; json: object } = { status: 202, json: { status: "sent", message: "server words" } };
    const calls = stubFetch((call) => (call.url === "/api/my/link" ? answer : undefined));
    renderAt("/es/my");
    const email = await screen.findByRole("textbox", { name: /Su correo electrónico/ });
    fireEvent.click(screen.getByRole("button", { name: "Envíenme mi enlace" }));
    expect(await screen.findByText("Escriba su correo electrónico")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.url === "/api/my/link")).toBe(false);

    fireEvent.change(email, { target: { value: "rosa@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Envíenme mi enlace" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Si ese correo tiene visitas o cotizaciones con nosotros, le enviamos un enlace.",
    );
    expect(calls.find((call) => call.url === "/api/my/link")?.body).toEqual({ email: "rosa@example.com", locale: "es" });

    answer = { status: 429, json: { error: "Demasiadas solicitudes. Vuelva a intentarlo en una hora." } };
    fireEvent.click(screen.getByRole("button", { name: "Envíenme mi enlace" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Demasiadas solicitudes. Vuelva a intentarlo en una hora. ¿Preguntas? Llámenos al (480) 555-0142.",
    );
  });
});
