import { describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { NotFoundError } from "../http/errors";
import { privateLinks, type PrivateDocument } from "./documents";
import { linkOfParam, openLink, requireLink } from "./open";
import { hashLinkToken, newLinkToken } from "./tokens";

const NOW = new Date("2026-12-02T16:00:00Z");
const db = {} as Database;
/** Percent-encodes every character of `text`, as a mail client that escapes too much might. */
const escapeAll = (text: string) =>
  [...text].map((character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`).join("");
/** A document whose links open "the document" for `known` only, and that counts what it was asked. */
function fakeDocument(known: string): PrivateDocument<string> & { open: ReturnType<typeof vi.fn> } {
  return {
    page: "/fake",
    open: vi.fn(async (_db: Database, tokenHash: string) => (tokenHash === hashLinkToken(known) ? "the document" : null)),
    unknown: (locale) => `unknown link (${locale})`,
  };
}

const JUNK: [string, string | undefined][] = [
  ["no segment", undefined],
  ["an empty segment", ""],
  ["a lone percent", "%"],
  ["a broken escape", "%zz"],
  ["half a UTF-8 character", "%E0%A4%A"],
  ["a short token", "abc"],
  ["a token with a slash, escaped", `${"a".repeat(21)}%2F${"a".repeat(21)}`],
  ["a token and a space", `${"a".repeat(43)}%20`],
];

describe("linkOfParam", () => {
  it("returns the token and its hash for a token as minted", () => {
    const token = newLinkToken();
    expect(linkOfParam(token)).toEqual({ token, tokenHash: hashLinkToken(token) });
  });

  it("returns the same link for a token whose characters came percent-encoded", () => {
    const token = newLinkToken();
    expect(linkOfParam(escapeAll(token))).toEqual({ token, tokenHash: hashLinkToken(token) });
  });

  it.each(JUNK)("returns null for %s", (_name, raw) => {
    expect(linkOfParam(raw)).toBeNull();
  });
});

describe("requireLink", () => {
  it("throws a 404 with the document's message in the reader's language for junk", () => {
    expect(() => requireLink(privateLinks.invoice, "%", "es")).toThrow(
      new NotFoundError("Este enlace de factura no es válido. Puede que lo haya reemplazado uno más nuevo; llámenos."),
    );
    expect(() => requireLink(privateLinks.quote, "abc")).toThrow(
      new NotFoundError("This quote link is not valid. It may have expired; please call us."),
    );
  });
});

describe("openLink", () => {
  it("returns what the document's working link opens, with the link", async () => {
    const token = newLinkToken();
    const document = fakeDocument(token);
    expect(await openLink(db, document, token, { now: NOW })).toEqual({ token, tokenHash: hashLinkToken(token), opened: "the document" });
    expect(document.open).toHaveBeenCalledWith(db, hashLinkToken(token), NOW);
  });

  it("opens the same document through a percent-encoded token", async () => {
    const token = newLinkToken();
    expect((await openLink(db, fakeDocument(token), escapeAll(token), { now: NOW })).opened).toBe("the document");
  });

  it("throws a 404 in the reader's language for a link that opens nothing", async () => {
    await expect(openLink(db, fakeDocument(newLinkToken()), newLinkToken(), { now: NOW, locale: "es" })).rejects.toThrow(
      new NotFoundError("unknown link (es)"),
    );
  });

  it.each(JUNK)("throws a 404 for %s without asking the database", async (_name, raw) => {
    const document = fakeDocument(newLinkToken());
    await expect(openLink(db, document, raw, { now: NOW })).rejects.toThrow(new NotFoundError("unknown link (en)"));
    expect(document.open).not.toHaveBeenCalled();
  });
});
