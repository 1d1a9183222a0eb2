/**
 * The islands' view of who is signed in: the spec's client auth state (user,
 * isAuthenticated, isLoading) from GET /api/auth/status, shared by every island through the
 * page's QueryClient; a failed check counts as signed out. (The header's user menu, on every
 * page, does the same in plain script: src/browser/page-scripts/user-menu.ts.)
 */
import { useQuery } from "@tanstack/react-query";

/** The signed-in user as /api/auth/status describes them. */
export interface AuthUser {
  email: string;
  name: string | null;
  image: string | null;
  isAdmin: boolean;
}

interface AuthStatus {
  authenticated: boolean;
  user: AuthUser | null;
}

export const AUTH_STATUS_KEY = ["/api/auth/status"] as const;

async function fetchStatus(): Promise<AuthStatus> {
  try {
    const response = await fetch("/api/auth/status", { credentials: "include" });
    if (!response.ok) {
      await response.body?.cancel();
      return { authenticated: false, user: null };
    }
    return (await response.json()) as AuthStatus;
  } catch (error) {
    console.error("Could not check sign-in status:", error);
    return { authenticated: false, user: null };
  }
}

/** The spec's auth state. */
export function useAuth() {
  const query = useQuery({ queryKey: AUTH_STATUS_KEY, queryFn: fetchStatus, staleTime: 60_000 });
  return {
    user: query.data?.authenticated ? query.data.user : null,
    isAuthenticated: Boolean(query.data?.authenticated),
    isLoading: query.isPending,
  };
}
