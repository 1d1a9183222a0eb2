/**
 * Session tokens as the database keeps them: the SHA-256 digest of the cookie's token, never the
 * token itself. Whoever reads the auth_sessions table (a backup, a leaked dump, a support query)
 * learns no cookie that signs anyone in; the browser's cookie is the only copy of the token.
 * The token is 32 random bytes, so a plain fast hash is enough: there is nothing to guess.
 */
import { randomBytes } from "node:crypto";
import type { Adapter } from "@auth/core/adapters";
import { hashLinkToken } from "../private-links/tokens";

/** 32 random bytes: a token nobody can guess. */
export function newSessionToken(): string {
  return randomBytes(32).toString("hex");
}

/**
 * What the database stores and looks up for the cookie's `token`: the same SHA-256 (hex, of the
 * UTF-8 string) as private links' tokens, which migration 0011 computes in SQL for the
 * rows written before.
 */
export function sessionTokenDigest(token: string): string {
  return hashLinkToken(token);
}

/**
 * `adapter` with its session methods storing and finding digests. Auth.js creates the token and
 * sets the cookie from what `createSession` returns, so each method that returns a session hands
 * the caller's own token back: the digest never leaves the database layer.
 */
export function withHashedSessionTokens(adapter: Adapter): Adapter {
  const { createSession, getSessionAndUser, updateSession, deleteSession } = adapter;
  return {
    ...adapter,
    ...(createSession && {
      createSession: async (session) => ({
        ...(await createSession({ ...session, sessionToken: sessionTokenDigest(session.sessionToken) })),
        sessionToken: session.sessionToken,
      }),
    }),
    ...(getSessionAndUser && {
      getSessionAndUser: async (token) => {
        const found = await getSessionAndUser(sessionTokenDigest(token));
        return found && { ...found, session: { ...found.session, sessionToken: token } };
      },
    }),
    ...(updateSession && {
      updateSession: async (session) => {
        const updated = await updateSession({ ...session, sessionToken: sessionTokenDigest(session.sessionToken) });
        return updated && { ...updated, sessionToken: session.sessionToken };
      },
    }),
    ...(deleteSession && {
      deleteSession: async (token) => {
        await deleteSession(sessionTokenDigest(token));
      },
    }),
  };
}
