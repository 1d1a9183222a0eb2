import { describe, expect, it } from "vitest";
import { cancelRefusal, manageCard, type ManageFacts } from "./manage-card";

const open = { status: "confirmed", cancellable: true };
const facts = (change: Partial<ManageFacts>): ManageFacts => ({
  token: "tok",
  visit: open,
  refusedWith: undefined,
  failed: false,
  photosPending: false,
  ...change,
});

describe("manageCard", () => {
  it("returns loading until the token is read, as the built page rendered", () => {
    expect(manageCard(facts({ token: null, visit: undefined }))).toBe("loading");
  });

  it("returns not-found for an address without a token and for a link the server does not know", () => {
    expect(manageCard(facts({ token: "" }))).toBe("not-found");
    expect(manageCard(facts({ visit: undefined, refusedWith: 404, failed: true }))).toBe("not-found");
  });

  it("returns load-error when the lookup failed otherwise", () => {
    expect(manageCard(facts({ visit: undefined, refusedWith: 500, failed: true }))).toBe("load-error");
    expect(manageCard(facts({ visit: undefined, failed: true }))).toBe("load-error");
  });

  it("returns loading while the visit, or an open visit's photos section, is on its way", () => {
    expect(manageCard(facts({ visit: undefined }))).toBe("loading");
    expect(manageCard(facts({ photosPending: true }))).toBe("loading");
  });

  it("returns cancelled and closed without waiting for the photos", () => {
    expect(manageCard(facts({ visit: { status: "cancelled", cancellable: false }, photosPending: true }))).toBe("cancelled");
    expect(manageCard(facts({ visit: { status: "cancelled", cancellable: true }, photosPending: true }))).toBe("cancelled");
    expect(manageCard(facts({ visit: { status: "completed", cancellable: false }, photosPending: true }))).toBe("closed");
  });

  it("returns open for a visit that can still be moved or cancelled", () => {
    expect(manageCard(facts({}))).toBe("open");
  });
});

describe("cancelRefusal", () => {
  it("returns the server's message for a limit", () => {
    expect(cancelRefusal({ status: 429, body: { error: "Too many changes. Call (480) 555-0142." } })).toBe(
      "Too many changes. Call (480) 555-0142.",
    );
  });

  it("returns undefined for any other refusal, a limit without words, or no answer", () => {
    expect(cancelRefusal({ status: 409, body: { error: "Already started" } })).toBeUndefined();
    expect(cancelRefusal({ status: 429, body: {} })).toBeUndefined();
    expect(cancelRefusal(undefined)).toBeUndefined();
  });
});
