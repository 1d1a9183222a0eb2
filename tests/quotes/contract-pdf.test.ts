/**
 * The contract PDF's text, read back with PDF.js: the ROC licence, the totals, the signature
 * record (on one page, "dirección IP"), the deadline sentence and the notice of cancellation
 * with the seller's street address, in the customer's language, from the function that serves it.
 */
import { describe, expect, it } from "vitest";
import { seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { pdfPages, pdfText } from "../helpers/pdf-text";
import { callQuote, sentQuote, useContractFacts } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
useFunctionDatabase({ now: new Date("2026-12-02T16:00:00Z") });
useAdminEnv();
useContractFacts();

describe("GET /api/quotes/{token}/pdf", () => {
  it("returns the signed contract in Spanish: licence, chosen option and totals, signature record, ROC notice and the notice of cancellation", async () => {
    const visit = await seedAppointment({ locale: "es" });
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const signed = await callQuote(`/api/quotes/${token}/sign`, {
      method: "POST",
      body: { optionId: options[1]!.id, name: "Ana López Núñez", agree: true, locale: "es" },
    });
    expect(signed.status).toBe(200);

    const response = await callQuote(`/api/quotes/${token}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Licencia de contratista de Arizona ROC 123456");
    expect(text).toContain("Opción elegida: Better");
    expect(text).toContain("123 E Main St, Gilbert, AZ 85233");
    expect(text).toContain("Total $3,249.00");
    expect(text).toContain("Depósito $812.25");
    expect(text).toContain("Saldo al terminar $2,436.75");
    expect(text).toContain("Ana López Núñez");
    // The signature record says what each value is, in words.
    expect(text).toContain("DIRECCIÓN IP 203.0.113.9");
    expect(text).toContain("CONSENTIMIENTO DE DOCUMENTOS ELECTRÓNICOS texto del consentimiento, versión de diciembre de 2026");
    expect(text).toMatch(
      /Usted, el comprador, puede cancelar esta transacción en cualquier momento antes de la medianoche del tercer día hábil/,
    );
    // The deadline in the one sentence the page and the email say too, then in the notice's blank.
    expect(text).toContain(
      "Puede cancelar este contrato, sin ninguna multa ni obligación, hasta las 11:59 p.m. del sábado, 5 de diciembre de 2026.",
    );
    expect(text).toContain("Registro de Contratistas de Arizona");
    // The notice of cancellation, twice: where to mail it (the street address), an email address and the seller's phone.
    const notice =
      "a Windows & Doors Near Me LLC, en 1230 N Gilbert Rd, Gilbert, AZ 85233, o envíelo por correo electrónico a support@windowsanddoorsnearme.com, A MÁS TARDAR A las 11:59 p.m. del sábado, 5 de diciembre de 2026.";
    expect(text.split(notice)).toHaveLength(3);
    expect(text.match(/AVISO DE CANCELACIÓN/g)).toHaveLength(2);
    expect(text.match(/Teléfono del vendedor: \(480\) 555-0142\./g)).toHaveLength(2);
  });

  it("keeps the signature record on one page", async () => {
    const visit = await seedAppointment({ locale: "es" });
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    await callQuote(`/api/quotes/${token}/sign`, {
      method: "POST",
      body: { optionId: options[2]!.id, name: "Ana López Núñez", agree: true, locale: "es" },
    });
    const pages = await pdfPages(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    const record = [
      "FIRMADO POR (NOMBRE ESCRITO)",
      "FIRMADO EL",
      "DIRECCIÓN IP",
      "NAVEGADOR",
      "CONSENTIMIENTO DE DOCUMENTOS ELECTRÓNICOS",
      "SHA-256 DEL DOCUMENTO FIRMADO",
    ];
    const page = pages.find((text) => text.includes(record[0]!))!;
    for (const label of record) expect(page, label).toContain(label);
  });

  it("returns the unsigned quote in English with every option, and says cancelled once it is", async () => {
    const visit = await seedAppointment();
    const { token, options } = await sentQuote({ appointmentId: visit.id });
    const quote = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    expect(quote).toContain("Options offered");
    for (const name of ["Good", "Better", "Best"]) expect(quote).toContain(name);
    expect(quote).toContain("Not signed yet.");
    expect(quote).toContain("Arizona contractor license ROC 123456");
    expect(quote).not.toContain("available on request");
    expect(quote).toContain("NOTICE OF CANCELLATION");
    // Before signing, the notice leaves its date and deadline to be filled.
    expect(quote).toContain("or email it to support@windowsanddoorsnearme.com, NOT LATER THAN ________________.");

    await callQuote(`/api/quotes/${token}/sign`, { method: "POST", body: { optionId: options[0]!.id, name: "Ana Lopez", agree: true } });
    await callQuote(`/api/quotes/${token}/cancel`, { method: "POST" });
    const cancelled = await pdfText(await (await callQuote(`/api/quotes/${token}/pdf`)).arrayBuffer());
    expect(cancelled).toMatch(/CANCELLED by the buyer on December 2, 2026/);
    expect(cancelled).toContain("You, the buyer, may cancel this transaction at any time prior to midnight of the third business day");
  });
});
