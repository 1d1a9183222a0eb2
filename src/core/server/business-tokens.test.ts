import { describe, expect, it } from "vitest";
import { businessTokenValues, fillBusinessTokens, hoursPhrase, UnknownBusinessTokenError, type TokenFacts } from "./business-tokens";

const FACTS: TokenFacts = {
  phone: { display: "(602) 555-0199", href: "tel:+16025550199" },
  license: "ROC 123456",
  hours: [
    { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
    { days: ["Saturday"], opens: "08:00", closes: "16:30" },
    { days: ["Sunday"], opens: null, closes: null },
  ],
  serviceCities: [{ name: "Gilbert" }, { name: "Mesa" }, { name: "Tempe" }],
};

const values = businessTokenValues(FACTS);

/** `text` with the no-break space formatClock puts before a.m. and p.m. */
const nbsp = (text: string) => text.replace(/ (?=[ap]\.m\.)/g, "\u00a0");

describe("fillBusinessTokens", () => {
  it("fills the phone in text and in a tel: link", () => {
    expect(fillBusinessTokens("Call [{{phone}}]({{phoneLink}}) today.", values, "a.md")).toBe(
      "Call [(602) 555-0199](tel:+16025550199) today.",
    );
  });

  it("allows spaces inside the braces and leaves text without tokens alone", () => {
    expect(fillBusinessTokens("Call {{ phone }}.", values, "a.md")).toBe("Call (602) 555-0199.");
    expect(fillBusinessTokens("No {token} here.", values, "a.md")).toBe("No {token} here.");
  });

  it("fails naming the file and the token for an unknown one", () => {
    expect(() => fillBusinessTokens("Call {{phon}}.", values, "src/pages/about.md")).toThrow(UnknownBusinessTokenError);
    expect(() => fillBusinessTokens("Call {{phon}}.", values, "src/pages/about.md")).toThrow(
      "src/pages/about.md: unknown business token {{phon}}",
    );
  });

  it("has no licence token while ROC_LICENSE is unset, so content cannot print a missing number", () => {
    expect(fillBusinessTokens("{{license}}", values, "a.md")).toBe("ROC 123456");
    const unset = businessTokenValues({ ...FACTS, license: undefined });
    expect(() => fillBusinessTokens("{{license}}", unset, "a.md")).toThrow("unknown business token {{license}}");
  });

  it("writes the service area as a list in each language", () => {
    expect(values.serviceArea).toBe("Gilbert, Mesa and Tempe");
    expect(values.serviceAreaEs).toBe("Gilbert, Mesa y Tempe");
  });
});

describe("fillBusinessTokens after a time", () => {
  it("ends a sentence with one full stop when the hours end with p.m.", () => {
    const open = businessTokenValues({ ...FACTS, hours: [{ days: ["Saturday"], opens: "08:00", closes: "16:00" }] });
    expect(fillBusinessTokens("We are open {{hours}}. Call us.", open, "a.md")).toBe(
      nbsp("We are open Saturday 8 a.m. to 4 p.m. Call us."),
    );
    expect(fillBusinessTokens("Abrimos {{hoursEs}}.", open, "a.md")).toBe(nbsp("Abrimos los sábados de 8 a.m. a 4 p.m."));
    expect(fillBusinessTokens("Call {{phone}}.", open, "a.md")).toBe("Call (602) 555-0199.");
  });
});

describe("hoursPhrase", () => {
  it("reads the hours rows as a phrase in English and Spanish", () => {
    expect(hoursPhrase(FACTS.hours, "en")).toBe(nbsp("Monday to Friday 7 a.m. to 5 p.m., Saturday 8 a.m. to 4:30 p.m., closed Sunday"));
    expect(hoursPhrase(FACTS.hours, "es")).toBe(
      nbsp("de lunes a viernes de 7 a.m. a 5 p.m., los sábados de 8 a.m. a 4:30 p.m., los domingos cerrado"),
    );
  });
});
