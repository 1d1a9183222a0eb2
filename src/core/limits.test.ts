import { describe, expect, it } from "vitest";
import {
  addressLimitVerdict,
  leadCapMessage,
  phoenixDayWindow,
  rateWindow,
  tooManyRequestsMessage,
  visitMoveLimitMessage,
  windowStart,
} from "./limits";

const NOW = new Date("2026-12-01T16:42:30Z");

describe("rateWindow", () => {
  it("returns the hour the moment falls in when the window is an hour", () => {
    expect(rateWindow(NOW, 3600)).toEqual({ start: new Date("2026-12-01T16:00:00Z"), end: new Date("2026-12-01T17:00:00Z") });
  });

  it("returns the same window for every moment inside it", () => {
    expect(rateWindow(new Date("2026-12-01T16:00:00Z"), 3600)).toEqual(rateWindow(new Date("2026-12-01T16:59:59.999Z"), 3600));
  });
});

describe("phoenixDayWindow", () => {
  it("returns the Phoenix day, midnight to midnight (07:00 UTC)", () => {
    expect(phoenixDayWindow(NOW)).toEqual({ start: new Date("2026-12-01T07:00:00Z"), end: new Date("2026-12-02T07:00:00Z") });
    expect(phoenixDayWindow(new Date("2026-12-02T06:59:59Z")).start).toEqual(new Date("2026-12-01T07:00:00Z"));
  });
});

describe("addressLimitVerdict", () => {
  const window = rateWindow(NOW, 3600);

  it("returns allowed while the count is within the limit", () => {
    expect(addressLimitVerdict(6, 6, window, NOW)).toEqual({ allowed: true });
  });

  it("returns the seconds until the window ends once the count passes the limit", () => {
    expect(addressLimitVerdict(7, 6, window, NOW)).toEqual({ allowed: false, retryAfterSeconds: 17 * 60 + 30 });
  });

  it("returns at least one second to wait at the very end of a window", () => {
    expect(addressLimitVerdict(7, 6, window, new Date("2026-12-01T16:59:59.900Z"))).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe("messages", () => {
  it("returns the wait in whole minutes in the 429 message", () => {
    expect(tooManyRequestsMessage(61, "(480) 555-0142")).toBe(
      "Too many requests from your connection. Please try again in 2 minutes, or call us at (480) 555-0142.",
    );
  });

  it("returns the lead cap message with the phone", () => {
    expect(leadCapMessage("(480) 555-0142")).toContain("call us at (480) 555-0142");
  });

  it("returns each message in Spanish for a Spanish request", () => {
    expect(tooManyRequestsMessage(30, "(480) 555-0142", "es")).toBe(
      "Demasiadas solicitudes desde su conexión. Intente de nuevo en 1 minuto, o llámenos al (480) 555-0142.",
    );
    expect(leadCapMessage("(480) 555-0142", "es")).toBe(
      "Ya recibimos 5 mensajes suyos hoy y le responderemos pronto. Si es urgente, llámenos al (480) 555-0142.",
    );
  });
});

describe("visitMoveLimitMessage", () => {
  it("returns the wait in minutes under an hour and in whole hours from an hour on", () => {
    expect(visitMoveLimitMessage(3, 59, "(480) 555-0142")).toBe(
      "This visit was already moved 3 times today, the most we can do online. Please try again in 1 minute, or call us at (480) 555-0142.",
    );
    expect(visitMoveLimitMessage(1, 3601, "(480) 555-0142")).toBe(
      "This visit was already moved once today, the most we can do online. Please try again in 2 hours, or call us at (480) 555-0142.",
    );
  });

  it("returns the message in Spanish for a Spanish request", () => {
    expect(visitMoveLimitMessage(3, 600, "(480) 555-0142", "es")).toBe(
      "Esta visita ya se cambió 3 veces hoy, lo más que podemos hacer por internet. Intente de nuevo en 10 minutos, o llámenos al (480) 555-0142.",
    );
  });
});

describe("windowStart", () => {
  it("returns the moment one window length before now", () => {
    expect(windowStart(NOW, 24 * 60 * 60_000)).toEqual(new Date("2026-11-30T16:42:30Z"));
  });
});
