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

describe("fillBusinessTokens", () => {
  it("fills the phone in text and in a tel: link", () => {
    expect(fillBusinessTokens("Call [{{phone}}]({{phoneLink}}) today.", values, "a.md")).toBe("Call [(602) 555-0199](tel:+16025550199) today.");
  });

  it("allows spaces inside the braces and leaves text without tokens alone", () => {
    expect(fillBusinessTokens("Call {{ phone }}.", values, "a.md")).toBe("Call (602) 555-0199.");
    expect(fillBusinessTokens("No {token} here.", values, "a.md")).toBe("No {token} here.");
  });

  it("fails naming the file and the token for an unknown one", () => {
    expect(() => fillBusinessTokens("Call {{phon}}.", values, "src/pages/about.md")).toThrow(UnknownBusinessTokenError);
    expect(() => fillBusinessTokens("Call {{phon}}.", values, "src/pages/about.md")).toThrow("src/pages/about.md: unknown business token {{phon}}");
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

describe("hoursPhrase", () => {
  it("reads the hours rows as a phrase in English and Spanish", () => {
    expect(hoursPhrase(FACTS.hours, "en")).toBe("Monday to Friday 7 AM to 5 PM, Saturday 8 AM to 4:30 PM, closed Sunday");
    expect(hoursPhrase(FACTS.hours, "es")).toBe("de lunes a viernes de 7 AM a 5 PM, los sábados de 8 AM a 4:30 PM, los domingos cerrado");
  });
});
