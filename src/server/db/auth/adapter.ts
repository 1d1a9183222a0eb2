/** Auth.js's own statements: its Drizzle adapter over the sign-in tables, under the names schema.ts gives them. */
import type { Adapter } from "@auth/core/adapters";
import { DrizzleAdapter } from "@auth/drizzle-adapter";
import type { Database } from "../client";
import { authAccounts, authSessions, authUsers, authVerificationTokens } from "../schema";

/** The adapter Auth.js reads and writes users, accounts and sessions through. */
export function authAdapter(db: Database): Adapter {
  return DrizzleAdapter(db, {
    usersTable: authUsers,
    accountsTable: authAccounts,
    sessionsTable: authSessions,
    verificationTokensTable: authVerificationTokens,
  });
}
