import { describe, expect, it } from "vitest";
import { parseKeyword } from "./sms-keywords";

describe("parseKeyword", () => {
  it("returns confirm for C, YES, CONFIRM and the Spanish SÍ, SI, CONFIRMAR", () => {
    for (const body of ["C", "c", "yes", "Confirm", "SÍ", "si", "Sí!", "confirmar"]) expect(parseKeyword(body)).toBe("confirm");
  });
  it("returns manage for R", () => {
    expect(parseKeyword(" r ")).toBe("manage");
  });
  it("returns stop for every carrier opt-out word and ALTO", () => {
    for (const body of ["STOP", "stopall", "Unsubscribe", "CANCEL", "end", "QUIT", "alto", "Stop."])
      expect(parseKeyword(body)).toBe("stop");
  });
  it("returns stop for REVOKE and OPT OUT however written, the FCC's reasonable opt-outs", () => {
    for (const body of ["REVOKE", "revoke.", "OPT OUT", "opt-out", "Opt  out!", "optout"]) expect(parseKeyword(body)).toBe("stop");
  });
  it("returns stop for the Spanish PARAR, DETENER, CANCELAR, REVOCAR and (DAR DE) BAJA", () => {
    for (const body of ["parar", "Detener", "CANCELAR", "revocar", "baja", "Dar de baja."]) expect(parseKeyword(body)).toBe("stop");
  });
  it("returns start for START and UNSTOP", () => {
    expect(parseKeyword("start")).toBe("start");
    expect(parseKeyword("UNSTOP")).toBe("start");
  });
  it("returns help for HELP and AYUDA", () => {
    expect(parseKeyword("help")).toBe("help");
    expect(parseKeyword("¿Ayuda?")).toBe("help");
  });
  it("returns null for a sentence, even one that holds a keyword", () => {
    expect(parseKeyword("Can we stop at 3 instead?")).toBeNull();
    expect(parseKeyword("Yes please call me")).toBeNull();
  });
});
