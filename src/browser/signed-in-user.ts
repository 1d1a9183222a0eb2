/**
 * Who is signed in, for the pages' plain scripts (the header's user menu, the admin frame): the
 * route table's auth status; a refusal or a failed request counts as signed out (the spec), and
 * only a failed request is logged. The islands read the same status through TanStack Query
 * (src/components/islands/auth/use-auth.ts).
 */
import { authStatus, type AuthStatus, type AuthUser } from "@/schemas/routes/auth";

/** What the scripts show of the signed-in user. */
export type SignedInUser = Pick<AuthUser, "email" | "name" | "image" | "isAdmin" | "role">;

/** The signed-in user, or null. */
export async function fetchSignedInUser(): Promise<SignedInUser | null> {
  try {
    const response = await fetch(authStatus.path, { credentials: "include" });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const status: AuthStatus = await response.json();
    return status.authenticated ? status.user : null;
  } catch (error) {
    console.error("Could not check sign-in status:", error);
    return null;
  }
}
