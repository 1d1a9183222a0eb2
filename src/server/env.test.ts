import { afterEach, describe, expect, it, vi } from "vitest";
import { resetServerEnv, serverEnv } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerEnv();
});

describe("serverEnv", () => {
  it("defaults to the two admin addresses of decisions.md", () => {
    vi.stubEnv("ADMIN_EMAILS", undefined);
    expect(serverEnv().ADMIN_EMAILS).toEqual(["admin@windowsanddoorsnearme.com", "remodel@windowsanddoorsnearme.com"]);
  });

  it("trims and lower-cases ADMIN_EMAILS", () => {
    vi.stubEnv("ADMIN_EMAILS", " Owner@Example.com ,  crew@example.com,");
    expect(serverEnv().ADMIN_EMAILS).toEqual(["owner@example.com", "crew@example.com"]);
  });

  it("treats blank optional values as unset", () => {
    vi.stubEnv("SMTP_URL", "   ");
    vi.stubEnv("DATABASE_URL", "");
    expect(serverEnv().SMTP_URL).toBeUndefined();
    expect(serverEnv().DATABASE_URL).toBeUndefined();
  });

  it("throws a message naming the variable when a value is invalid", () => {
    vi.stubEnv("RECAPTCHA_MIN_SCORE", "lots");
    expect(() => serverEnv()).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});
