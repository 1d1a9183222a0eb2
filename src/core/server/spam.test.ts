import { describe, expect, it } from "vitest";
import { spamVerdict } from "./spam";

const NOW = new Date("2026-12-01T16:30:00Z");
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("spamVerdict", () => {
  it("returns not spam for the spec's payload (no honeypot, no token, no reCAPTCHA)", () => {
    expect(spamVerdict({}, NOW)).toEqual({ spam: false });
  });

  it("returns spam when the honeypot is filled", () => {
    expect(spamVerdict({ honeypot: "https://spam.example" }, NOW)).toEqual({ spam: true, reason: "honeypot filled" });
  });

  it("returns spam when the form was sent sooner than 3 seconds after it opened", () => {
    expect(spamVerdict({ honeypot: "", formOpenedAt: secondsAgo(1.2) }, NOW)).toEqual({
      spam: true,
      reason: "sent 1.2 s after the form opened",
    });
  });

  it("returns not spam at exactly 3 seconds, and for a form open a whole day", () => {
    expect(spamVerdict({ formOpenedAt: secondsAgo(3) }, NOW)).toEqual({ spam: false });
    expect(spamVerdict({ formOpenedAt: secondsAgo(24 * 3600) }, NOW)).toEqual({ spam: false });
  });

  it("returns spam when reCAPTCHA refused, with its reason", () => {
    expect(spamVerdict({ formOpenedAt: secondsAgo(60), recaptcha: { ok: false, reason: "score 0.1 below 0.5" } }, NOW)).toEqual({
      spam: true,
      reason: "reCAPTCHA: score 0.1 below 0.5",
    });
  });

  it("returns not spam when reCAPTCHA accepted a slow, empty-honeypot form", () => {
    expect(spamVerdict({ honeypot: "", formOpenedAt: secondsAgo(40), recaptcha: { ok: true } }, NOW)).toEqual({ spam: false });
  });
});
