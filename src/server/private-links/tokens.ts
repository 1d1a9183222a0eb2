/**
 * A private link's token: 256 random bits, URL-safe, in the customer's email or text only; the
 * database keeps its SHA-256. The same digest keeps the site's other secrets that travel in a
 * URL or a cookie (the calendar feed's, a review request's opt-out, a session's), so a leaked
 * backup hands out none of them.
 */
import { createHash, randomBytes } from "node:crypto";

/** A new unguessable token, URL-safe (43 characters). */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, in hex. */
export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for strings shaped like our tokens, so junk never reaches the database. */
export function isLinkTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A link's token (for the email) and its hash (for the database). */
export interface MintedLink {
  token: string;
  tokenHash: string;
}

/** A fresh token and its hash; nothing is stored yet. */
export function mintLink(): MintedLink {
  const token = newLinkToken();
  return { token, tokenHash: hashLinkToken(token) };
}
