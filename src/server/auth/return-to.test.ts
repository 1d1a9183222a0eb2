import { describe, expect, it } from "vitest";
import { isSameSiteUrl, signInCallbackUrl } from "./return-to";

const ORIGIN = "http://localhost:4321";
const from = (returnTo: string) => signInCallbackUrl(new URL(`/api/auth/dev-login?returnTo=${encodeURIComponent(returnTo)}`, ORIGIN));

describe("signInCallbackUrl", () => {
  it("returns the returnTo path with auth=success", () => expect(from("/admin?tab=leads")).toBe("/admin?tab=leads&auth=success"));
  it("returns the home page for another site, however written", () => {
    for (const returnTo of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/..//evil.example",
      "/a/../..//evil.example",
      "javascript:alert(1)",
    ])
      expect(from(returnTo), returnTo).toBe("/?auth=success");
  });
  it("returns a normalised path when it stays on the site", () => expect(from("/es/../admin")).toBe("/admin?auth=success"));
});

describe("isSameSiteUrl", () => {
  it("returns true for a path and an absolute URL of this origin", () => {
    expect(isSameSiteUrl("/admin", ORIGIN)).toBe(true);
    expect(isSameSiteUrl(`${ORIGIN}/admin?auth=success`, ORIGIN)).toBe(true);
  });
  it("returns false for another origin, a script URL and a path that normalises off the site", () => {
    for (const value of [
      "https://evil.example/",
      "javascript:alert(1)",
      "//evil.example",
      "/..//evil.example",
      `${ORIGIN}//evil.example`,
      "%",
    ])
      expect(isSameSiteUrl(value, ORIGIN), value).toBe(false);
  });
});
