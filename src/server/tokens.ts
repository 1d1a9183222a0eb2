/** Cancel tokens: 256 random bits for the link in the email; only their SHA-256 is stored. */
import { createHash, randomBytes } from "node:crypto";

/** A new unguessable token, URL-safe. */
export function newCancelToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token. */
export function hashCancelToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for strings shaped like our tokens, so junk never reaches the database. */
export function isCancelTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
