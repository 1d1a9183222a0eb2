import { describe, expect, it } from "vitest";
import { formTokenSecret, issueFormToken, readFormToken } from "./form-token";

const NOW = new Date("2026-12-01T16:30:00Z");

describe("readFormToken", () => {
  it("returns the moment a token was issued", () => {
    expect(readFormToken(issueFormToken(NOW, "secret"), "secret")).toEqual(NOW);
  });

  it("returns null for a token signed with another secret", () => {
    expect(readFormToken(issueFormToken(NOW, "other"), "secret")).toBeNull();
  });

  it("returns null for a backdated token", () => {
    const [, , signature] = issueFormToken(NOW, "secret").split(".");
    expect(readFormToken(`v1.${NOW.getTime() - 60_000}.${signature}`, "secret")).toBeNull();
  });

  it("returns null for no token or garbage", () => {
    expect(readFormToken(undefined, "secret")).toBeNull();
    expect(readFormToken("v1.abc.def", "secret")).toBeNull();
  });
});

describe("formTokenSecret", () => {
  it("returns FORM_TOKEN_SECRET, else AUTH_SECRET, else one secret for this instance", () => {
    expect(formTokenSecret({ FORM_TOKEN_SECRET: "a", AUTH_SECRET: "b" })).toBe("a");
    expect(formTokenSecret({ FORM_TOKEN_SECRET: undefined, AUTH_SECRET: "b" })).toBe("b");
    const own = formTokenSecret({ FORM_TOKEN_SECRET: undefined, AUTH_SECRET: undefined });
    expect(own).toHaveLength(43);
    expect(formTokenSecret({ FORM_TOKEN_SECRET: undefined, AUTH_SECRET: undefined })).toBe(own);
  });
});
