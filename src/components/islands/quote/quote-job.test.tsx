// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "@/browser/api-client";
import type { CustomerJob } from "@/schemas/customer-job";
import { stubFetch } from "../../../../tests/components/admin-test-support";
import { sampleCustomerJob } from "../../../../tests/components/customer-job-sample";
import QuoteJob from "./quote-job";

const delivered = sampleCustomerJob({ expectedDelivery: null, install: { days: 1, dates: [], canChoose: true } });

function renderJob(job: CustomerJob, booked: string[] | null = null, onBooked = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient()}>
      <QuoteJob job={job} token="tok" locale="es" callUs={<a href="tel:+14805550142">(480) 555-0142</a>} booked={booked} onBooked={onBooked} />
    </QueryClientProvider>,
  );
  return onBooked;
}

afterEach(() => {
  cleanup();
  queryClient().clear();
  vi.unstubAllGlobals();
});

describe("QuoteJob", () => {
  it("points to the chooser right below what happens next and books a day", async () => {
    stubFetch((call) => {
      if (call.url === "/api/quotes/tok/install-dates?locale=es") return { json: { dates: ["2027-01-12"], days: 1 } };
      if (call.url === "/api/quotes/tok/install") return { json: { stage: "scheduled", dates: ["2027-01-12"] } };
      return undefined;
    });
    const onBooked = renderJob(delivered);
    expect(screen.getByRole("heading", { level: 2, name: "Su trabajo 1001" })).toBeTruthy();
    expect(screen.getByText("Lo siguiente: elija sus días de instalación; escoja el primer día abajo.")).toBeTruthy();
    fireEvent.click(await screen.findByRole("radio", { name: "martes, 12 de enero" }));
    fireEvent.click(screen.getByRole("button", { name: "Reservar estos días" }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalledWith(["2027-01-12"]));
  });

  it("says the days just booked, and shows them with no chooser once scheduled", () => {
    stubFetch(() => undefined);
    renderJob({ ...delivered, stage: "scheduled", next: { step: "install", dates: ["2027-01-12"] }, nextSentence: "Lo siguiente, la instalación: martes, 12 de enero de 2027.", install: { days: 1, dates: ["2027-01-12"], canChoose: false } }, ["2027-01-12"]);
    expect(screen.getByRole("status").textContent).toBe("Reservado: martes, 12 de enero de 2027. Le enviamos los detalles y un evento de calendario.");
    expect(screen.getByText("Nuestro equipo instala sus ventanas y puertas martes, 12 de enero de 2027.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Elija sus días de instalación" })).toBeNull();
  });
});
