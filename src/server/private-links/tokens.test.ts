import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashLinkToken, isLinkTokenShape, mintLink, newLinkToken } from "./tokens";

describe("newLinkToken", () => {
  it("returns 256 random bits as 43 URL-safe characters, a new one each time", () => {
    const tokens = Array.from({ length: 50 }, newLinkToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(50);
  });
});

describe("hashLinkToken", () => {
  it("returns the SHA-256 of the token's UTF-8 in hex, as migrations compute it in SQL", () => {
    expect(hashLinkToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = newLinkToken();
    expect(hashLinkToken(token)).toBe(createHash("sha256").update(token, "utf8").digest("hex"));
  });
});

describe("isLinkTokenShape", () => {
  it("returns true for a minted token", () => {
    expect(isLinkTokenShape(newLinkToken())).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["one character short", "a".repeat(42)],
    ["one character long", "a".repeat(44)],
    ["standard base64's plus", `${"a".repeat(42)}+`],
    ["padding", `${"a".repeat(42)}=`],
    ["a slash", `${"a".repeat(21)}/${"a".repeat(21)}`],
    ["a percent escape", `%41${"a".repeat(40)}`],
    ["a space", `${"a".repeat(42)} `],
  ])("returns false for %s", (_name, token) => {
    expect(isLinkTokenShape(token)).toBe(false);
  });
});

describe("mintLink", () => {
  it("returns a fresh token and the hash the database keeps of it", () => {
    const link = mintLink();
    expect(isLinkTokenShape(link.token)).toBe(true);
    expect(link.tokenHash).toBe(hashLinkToken(link.token));
    expect(mintLink().token).not.toBe(link.token);
  });
});
