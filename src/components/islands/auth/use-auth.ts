/**
 * The islands' view of who is signed in: the spec's client auth state (user,
 * isAuthenticated, isLoading) from the auth status route, shared by every island through the
 * page's QueryClient; a failed check counts as signed out. (The header's user menu, on every
 * page, does the same in plain script: src/browser/page-scripts/user-menu.ts.)
 */
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet, apiUrl } from "@/browser/api-request";
import { authStatus, type AuthStatus } from "@/schemas/routes/auth";

export type { AuthUser } from "@/schemas/routes/auth";

const statusUrl = apiUrl(authStatus);

export const AUTH_STATUS_KEY = [statusUrl] as const;

async function fetchStatus(): Promise<AuthStatus> {
  try {
    return await apiGet(statusUrl);
  } catch (error) {
    // A refusal (the database down, say) is an answer: signed out. Only a failed request is news.
    if (!(error instanceof ApiError)) console.error("Could not check sign-in status:", error);
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
