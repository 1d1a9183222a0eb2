/**
 * How islands talk to the API, and the one QueryClient they share (islands are separate
 * React roots, so a module-level client lets them share one cache and one request).
 * The spec's rules: data is fresh for 5 minutes, a failed query is retried once, reads are
 * GET on the URL in the query key, and any non-success status is an error reading
 * "API Error: {status} {statusText}". Requests and their errors are in api-request.ts, which
 * islands without queries (the contact form) import alone, without TanStack Query.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { parseResponse } from "./api-request";

export { ApiError, apiRequest, type FieldErrors } from "./api-request";

/** GET on the URL in the query key. */
export const getQueryFn: QueryFunction = async ({ queryKey, signal }) =>
  parseResponse(await fetch(String(queryKey[0]), { credentials: "include", signal }));

/** Five minutes, the spec's freshness. */
export const STALE_TIME_MS = 300_000;

let client: QueryClient | undefined;

/** The page's shared QueryClient. */
export function queryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn, staleTime: STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
