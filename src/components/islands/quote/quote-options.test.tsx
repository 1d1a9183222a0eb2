// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PricedOption } from "@/core/quote-pricing";
import { QuoteOptions } from "./quote-options";

const OPTION: PricedOption = {
  id: "a",
  name: "Mejor",
  items: [
    {
      description:
        "Baño · ventana corrediza · An 35 1/2 × Al 59 15/16 pulg · Tuscany V400 · Templado · inserción · vidrio templado, lo exige el código",
      quantity: 1,
      unitPriceCents: 68_000,
      lineTotalCents: 68_000,
      opening: {
        room: "Baño",
        kind: "window",
        style: "ventana corrediza",
        width: "35 1/2",
        height: "59 15/16",
        size: "An 35 1/2 × Al 59 15/16 pulg",
        product: "Tuscany V400",
        options: ["Templado"],
        install: "inserción",
        flags: ["vidrio templado, lo exige el código"],
      },
    },
    { description: "Retiro de ventanas viejas", quantity: 2, unitPriceCents: 5_000, lineTotalCents: 10_000 },
  ],
  subtotalCents: 78_000,
  discountCents: 0,
  taxRateBasisPoints: 0,
  taxCents: 0,
  totalCents: 78_000,
  depositCents: 23_400,
  balanceCents: 54_600,
};

describe("QuoteOptions", () => {
  it("returns an opening laid out (room and style, size, product, options and install, flags in words) and a typed line as typed", () => {
    const { container } = render(<QuoteOptions options={[OPTION]} locale="es" chosen={null} />);
    const opening = container.querySelector("[data-opening]") as HTMLElement;
    expect(opening.textContent).toBe(
      "Baño · ventana corrediza" +
        "An 35 1/2 × Al 59 15/16 pulg · Tuscany V400 · Templado · inserción" +
        "vidrio templado, lo exige el código",
    );
    expect(within(opening).getByText("Baño").tagName).toBe("B");
    expect(screen.getByText("Retiro de ventanas viejas")).toBeTruthy();
    expect(screen.getByText("× 2")).toBeTruthy();
  });
});
