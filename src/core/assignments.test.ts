import { describe, expect, it } from "vitest";
import { mayAssignVisit } from "./assignments";

const EVA = "7a1c0e1e-3d2b-4c55-9a3f-1d2e3f4a5b6c";
const LUIS = "0b8f7c3e-2f7a-4c55-9a3f-1d2e3f4a5b6c";

describe("mayAssignVisit", () => {
  it("lets the office and owners give a visit to anyone, or to nobody", () => {
    expect(mayAssignVisit("owner", null, LUIS)).toBe(true);
    expect(mayAssignVisit("office", EVA, null)).toBe(true);
  });

  it("lets an estimator take a visit for themselves only", () => {
    expect(mayAssignVisit("estimator", EVA, EVA.toUpperCase())).toBe(true);
    expect(mayAssignVisit("estimator", EVA, LUIS)).toBe(false);
    expect(mayAssignVisit("estimator", EVA, null)).toBe(false);
    expect(mayAssignVisit("estimator", null, EVA)).toBe(false);
    expect(mayAssignVisit("installer", EVA, EVA)).toBe(false);
  });
});
