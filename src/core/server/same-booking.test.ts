import { describe, expect, it } from "vitest";
import { isSameBooker, lastNameKey } from "./same-booking";

const stored = { email: "Jane.Doe@gmail.com", phone: "(480) 555-0142", lastName: "De la Cruz" };

describe("lastNameKey", () => {
  it("returns the name in lower case without spaces", () => {
    expect(lastNameKey("  De la  Cruz ")).toBe("delacruz");
  });
});

describe("isSameBooker", () => {
  it("returns true for the same email, phone and last name however they are written", () => {
    expect(isSameBooker(stored, { email: "janedoe+estimate@GMAIL.com", phone: "+1 480.555.0142", lastName: "DE LA CRUZ" })).toBe(true);
  });

  it.each([
    ["another email", { email: "jane@example.com" }],
    ["another phone", { phone: "(480) 555-0199" }],
    ["another last name", { lastName: "Cruz" }],
    ["a phone without digits", { phone: "none" }],
  ])("returns false for %s", (_case, change) => {
    expect(isSameBooker(stored, { ...stored, ...change })).toBe(false);
  });

  it("returns false when neither phone has a digit", () => {
    const noPhone = { ...stored, phone: "-" };
    expect(isSameBooker(noPhone, noPhone)).toBe(false);
  });
});
