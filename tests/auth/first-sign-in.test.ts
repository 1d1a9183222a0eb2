import { DrizzleAdapter } from "@auth/drizzle-adapter";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withConcurrentFirstSignIn } from "../../src/server/auth/first-sign-in";
import { getDb } from "../../src/server/db/client";
import { authAccounts, authSessions, authUsers, authVerificationTokens } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";

// Two first sign-ins of one Google account at once: each read "no such user" before either wrote.
useFunctionDatabase({ now: new Date("2026-12-01T16:30:00Z") });

const adapter = () =>
  withConcurrentFirstSignIn(
    DrizzleAdapter(getDb(), {
      usersTable: authUsers,
      accountsTable: authAccounts,
      sessionsTable: authSessions,
      verificationTokensTable: authVerificationTokens,
    }),
  );
const person = { email: "twice@example.com", name: "Twice", image: null, emailVerified: null };
const googleAccount = (userId: string) => ({ userId, type: "oidc" as const, provider: "google", providerAccountId: "google-sub-twice" });

describe("a first sign-in made twice at once", () => {
  it("makes one user and one linked account, and both sign-ins get that user", async () => {
    const { createUser, linkAccount } = adapter();
    const [first, second] = await Promise.all([
      createUser!({ id: crypto.randomUUID(), ...person }),
      createUser!({ id: crypto.randomUUID(), ...person }),
    ]);
    expect(second.id).toBe(first.id);
    expect(await getDb().select().from(authUsers).where(eq(authUsers.email, person.email))).toHaveLength(1);

    await Promise.all([linkAccount!(googleAccount(first.id)), linkAccount!(googleAccount(first.id))]);
    expect(await getDb().select().from(authAccounts).where(eq(authAccounts.userId, first.id))).toHaveLength(1);
  });

  it("still refuses a Google account already linked to another person", async () => {
    const { createUser, linkAccount } = adapter();
    const owner = await createUser!({ id: crypto.randomUUID(), ...person, email: "owner-of-sub@example.com" });
    const other = await createUser!({ id: crypto.randomUUID(), ...person, email: "someone-else@example.com" });
    await linkAccount!({ ...googleAccount(owner.id), providerAccountId: "google-sub-taken" });
    await expect(linkAccount!({ ...googleAccount(other.id), providerAccountId: "google-sub-taken" })).rejects.toThrow();
  });
});
