import { describe, expect, it } from "vitest";
import { unbrokenPhone } from "./phone";

describe("unbrokenPhone", () => {
  it("returns the number with no space or hyphen a line may break at, and looks the same", () => {
    const shown = unbrokenPhone("(480) 555-0142");
    expect(shown).toBe("(480)\u00A0555\u20110142");
    expect(shown).not.toMatch(/[ -]/);
    expect(shown.replace(/\u00A0/g, " ").replace(/\u2011/g, "-")).toBe("(480) 555-0142");
  });

  it("returns a customer's number however it was typed, held together", () => {
    expect(unbrokenPhone("480-555-0100")).toBe("480\u2011555\u20110100");
    expect(unbrokenPhone("+1 602 555 0199")).toBe("+1\u00A0602\u00A0555\u00A00199");
  });
});
