import { describe, expect, it } from "vitest";
import { cancelDeadlineWords, cancelUntilSentence, consentVersionWords, quoteTerms } from "./quote-terms";

const NBSP = "\u00a0";

describe("cancelDeadlineWords", () => {
  it("returns the last minute of the last day, its weekday and year, in each language", () => {
    expect(cancelDeadlineWords("2026-12-01", "en")).toBe(`11:59${NBSP}p.m. on Tuesday, December 1, 2026`);
    expect(cancelDeadlineWords("2026-12-01", "es")).toBe(`las 11:59${NBSP}p.m. del martes, 1 de diciembre de 2026`);
  });
});

describe("cancelUntilSentence", () => {
  it("returns one sentence with the deadline's words, in each language", () => {
    expect(cancelUntilSentence("2026-12-05", "en")).toBe(
      `You may cancel this contract, without any penalty or obligation, until 11:59${NBSP}p.m. on Saturday, December 5, 2026.`,
    );
    expect(cancelUntilSentence("2026-12-05", "es")).toBe(
      `Puede cancelar este contrato, sin ninguna multa ni obligación, hasta las 11:59${NBSP}p.m. del sábado, 5 de diciembre de 2026.`,
    );
  });
});

describe("consentVersionWords", () => {
  it("returns the version as the month of its text", () => {
    expect(consentVersionWords("esign-2026-12", "en")).toBe("consent text, version of December 2026");
    expect(consentVersionWords("esign-2026-12", "es")).toBe("texto del consentimiento, versión de diciembre de 2026");
    expect(consentVersionWords("esign-2026-12-change-order", "en")).toBe("consent text, version of December 2026");
  });

  it("returns a version of another shape unchanged", () => {
    expect(consentVersionWords("v2", "en")).toBe("v2");
  });
});

describe("noticeOfCancellation", () => {
  const seller = {
    name: "Windows & Doors Near Me LLC",
    address: "1230 N Gilbert Rd, Gilbert, AZ 85234",
    phone: "(480) 555-0142",
    email: "support@windowsanddoorsnearme.com",
  };

  it("names where to mail it, an email address and the seller's phone, and the deadline's words", () => {
    const lines = quoteTerms.en
      .noticeOfCancellation({ transactionDate: "Wednesday, December 2, 2026", deadline: cancelDeadlineWords("2026-12-05", "en"), seller })
      .join("\n");
    expect(lines).toContain(
      `to Windows & Doors Near Me LLC, at 1230 N Gilbert Rd, Gilbert, AZ 85234, or email it to support@windowsanddoorsnearme.com, NOT LATER THAN 11:59${NBSP}p.m. on Saturday, December 5, 2026.`,
    );
    expect(lines).toContain("Seller's telephone: (480) 555-0142.");
    const spanish = quoteTerms.es
      .noticeOfCancellation({
        transactionDate: "miércoles, 2 de diciembre de 2026",
        deadline: cancelDeadlineWords("2026-12-05", "es"),
        seller,
      })
      .join("\n");
    expect(spanish).toContain(
      `en 1230 N Gilbert Rd, Gilbert, AZ 85234, o envíelo por correo electrónico a support@windowsanddoorsnearme.com, A MÁS TARDAR A las 11:59${NBSP}p.m. del sábado, 5 de diciembre de 2026.`,
    );
    expect(spanish).toContain("Teléfono del vendedor: (480) 555-0142.");
  });
});
