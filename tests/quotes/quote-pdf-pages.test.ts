/**
 * An option's block (its name, lines, totals and the balance's terms) is never split across two
 * pages of the quote's PDF: when the rest of a page cannot hold it, it starts on the next one.
 */
import { describe, expect, it } from "vitest";
import { formatCents } from "../../src/i18n/money";
import { seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfPages } from "../helpers/pdf-text";
import { callQuote, sentQuote, useContractFacts } from "./fixtures";

useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();

const NAMES = ["Option Alder", "Option Birch", "Option Cedar"];
const items = (count: number, price: number) =>
  Array.from({ length: count }, (_, index) => ({
    description: `Milgard Tuscany V400 window, opening ${index + 1}`,
    quantity: 1,
    unitPriceCents: price + index,
  }));

describe("the quote's PDF", () => {
  it("starts an option on a new page rather than split it", async () => {
    const visit = await seedAppointment();
    // Long enough that, drawn one after another, the second option meets a page's bottom.
    const { token, options } = await sentQuote(
      { appointmentId: visit.id },
      { options: NAMES.map((name, index) => ({ name, items: items(14, 40_000 + index * 10_000) })) },
    );
    const pages = await pdfPages(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    for (const [index, option] of options.entries()) {
      const start = pageOf(NAMES[index]!);
      expect(start, NAMES[index]).toBeGreaterThanOrEqual(0);
      expect(pageOf(`Balance on completion ${formatCents(option.totalCents - option.depositCents, "en")}`), NAMES[index]).toBe(start);
    }
  });
});
