/**
 * A person's first sign-in made twice at once (two tabs, a double tap on "Continue with
 * Google") ends with one user and one linked account, and both sign-ins succeed: Auth.js reads
 * "no such user" in each, then writes in each, and the second write meets the unique index the
 * first filled. The second createUser then answers with the first's row (found by its email,
 * which is unique), and the second linkAccount with the link already made for the same user.
 */
import type { Adapter, AdapterAccount } from "@auth/core/adapters";
import { uniqueViolation } from "../db/unique-violation";

export function withConcurrentFirstSignIn(adapter: Adapter): Adapter {
  const { createUser, getUserByEmail, linkAccount, getUserByAccount } = adapter;
  return {
    ...adapter,
    ...(createUser &&
      getUserByEmail && {
        createUser: async (user) => {
          try {
            return await createUser(user);
          } catch (error) {
            const existing = uniqueViolation(error) === null ? null : await getUserByEmail(user.email);
            if (!existing) throw error;
            return existing;
          }
        },
      }),
    ...(linkAccount &&
      getUserByAccount && {
        linkAccount: async (account: AdapterAccount): Promise<AdapterAccount | null | undefined> => {
          try {
            // The adapter's own answer (Drizzle's is the row, or nothing).
            return (await linkAccount(account)) ?? undefined;
          } catch (error) {
            const linked = uniqueViolation(error) === null ? null : await getUserByAccount(account);
            // The same Google account already linked to someone else is not this race: it stays an error.
            if (linked?.id !== account.userId) throw error;
            return account;
          }
        },
      }),
  };
}
