/**
 * The contract PDF's text, read back with PDF.js: the ROC licence, the totals, the signature
 * record and the three-day notice in the customer's language, from the function that serves it.
 */
import { describe, expect, it, vi } from "vitest";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callQuote, sentQuote } from "./fixtures";

// A licence number for the business facts, set before src/config/business.ts reads it.
vi.hoisted(() => {
  process.env.ROC_LICENSE = "ROC 123456";
});

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();

/** Every page's text, pages separated by a blank line, a PDF text run per line. */
async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n\n").replace(/\s+/g, " ");
}

describe("GET /api/quotes/{token}/pdf", () => {
  it("returns the signed contract in Spanish: licence, chosen option and totals, signature record, ROC notice and the notice of cancellation", async () => {
    const visit = await seedAppointment({ locale: "es" });
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const signed = await callQuote(`/api/quotes/${token}/sign`, { method: "POST", body: { optionId: options[1]!.id, name: "Ana López Núñez", agree: true, locale: "es" } });
    expect(signed.status).toBe(200);

    const response = await callQuote(`/api/quotes/${token}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Licencia ROC de Arizona ROC 123456");
    expect(text).toContain("Opción elegida: Better");
    expect(text).toContain("123 E Main St, Gilbert, AZ 85233");
    expect(text).toContain("Total $3,249.00");
    expect(text).toContain("Depósito $812.25");
    expect(text).toContain("Saldo al terminar $2,436.75");
    expect(text).toContain("Ana López Núñez");
    expect(text).toContain("203.0.113.9");
    expect(text).toMatch(/Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer día hábil/);
    expect(text).toContain("AVISO DE CANCELACIÓN");
    expect(text).toContain("A MÁS TARDAR A LA MEDIANOCHE DEL sábado, 5 de diciembre de 2026");
    expect(text).toContain("Registro de Contratistas de Arizona");
    expect(text.match(/AVISO DE CANCELACIÓN/g)).toHaveLength(2);
  });

  it("returns the unsigned quote in English with every option, and says cancelled once it is", async () => {
    const visit = await seedAppointment();
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const quote = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    expect(quote).toContain("Options offered");
    for (const name of ["Good", "Better", "Best"]) expect(quote).toContain(name);
    expect(quote).toContain("Not signed yet.");
    expect(quote).toContain("NOTICE OF CANCELLATION");

    await callQuote(`/api/quotes/${token}/sign`, { method: "POST", body: { optionId: options[0]!.id, name: "Ana Lopez", agree: true } });
    await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    const cancelled = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    expect(cancelled).toMatch(/CANCELLED by the buyer on December 2, 2026/);
    expect(cancelled).toContain("You, the buyer, may cancel this transaction at any time prior to midnight of the third business day");
  });
});
