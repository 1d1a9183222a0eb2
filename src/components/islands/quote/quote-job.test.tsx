// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CustomerJob } from "@/schemas/customer-job";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { sampleCustomerJob } from "../../../../tests/components/customer-job-sample";
import { QuoteJob } from "./quote-job";

const delivered = sampleCustomerJob({ expectedDelivery: null, install: { days: 1, dates: [], canChoose: true } });

function renderJob(job: CustomerJob, onChanged = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient()}>
      <QuoteJob job={job} token="tok" locale="es" callUs={<a href="tel:+14805550142">(480) 555-0142</a>} onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return onChanged;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("QuoteJob", () => {
  it("points to the chooser right below what happens next, books a day, says so and asks for the quote again", async () => {
    stubFetch((call) => {
      if (call.url === "/api/quotes/tok/install-dates?locale=es") return { json: { dates: ["2027-01-12"], days: 1 } };
      if (call.url === "/api/quotes/tok/install") return { json: { stage: "scheduled", dates: ["2027-01-12"] } };
      return undefined;
    });
    const onChanged = renderJob(delivered);
    expect(screen.getByRole("heading", { level: 2, name: "Su trabajo 1001" })).toBeTruthy();
    expect(screen.getByText("Elija abajo el día en que empieza su instalación.")).toBeTruthy();
    // A one-day install: its day, in the singular.
    expect(screen.getByRole("heading", { name: "Elija su día de instalación" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("radio", { name: "martes, 12 de enero" }));
    fireEvent.click(screen.getByRole("button", { name: "Reservar este día" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Reservado: martes, 12 de enero de 2027. Le enviamos los detalles y un evento de calendario.",
    );
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows nothing for a job its contract's cancellation cancelled", () => {
    stubFetch(() => undefined);
    renderJob({ ...delivered, stage: "cancelled", next: { step: "cancelled" }, install: { days: 1, dates: [], canChoose: false } });
    expect(document.querySelector('[data-slot="quote-job"]')).toBeNull();
  });

  it("says the booked days once and shows no chooser once scheduled", () => {
    stubFetch(() => undefined);
    renderJob({
      ...delivered,
      stage: "scheduled",
      next: { step: "install", dates: ["2027-01-12"] },
      nextSentence: "Nuestra cuadrilla instala sus ventanas y puertas el martes, 12 de enero de 2027.",
      install: { days: 1, dates: ["2027-01-12"], canChoose: false },
    });
    // The next step names the days; they are not said twice.
    expect(screen.getByText("Nuestra cuadrilla instala sus ventanas y puertas el martes, 12 de enero de 2027.")).toBeTruthy();
    expect(screen.getAllByText(/^Nuestra cuadrilla instala/)).toHaveLength(1);
    expect(screen.queryByRole("heading", { name: /^Elija su/ })).toBeNull();
  });
});
