/**
 * How islands talk to the API, and the one QueryClient they share (islands are separate
 * React roots, so a module-level client lets them share one cache and one request).
 * The spec's rules: data is fresh for 5 minutes, a failed query is retried once, reads are
 * GET on the URL in the query key, and any non-success status is an error reading
 * "API Error: {status} {statusText}" (for logs: what a person reads of it is `errorMessage`'s,
 * error-message.ts). Requests and their errors are in api-request.ts, which islands without
 * queries (the contact form) import alone, without TanStack Query.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import type { AnswerOf, ApiRoute, MethodOf } from "@/schemas/routes/route";
import { apiGet, type ApiUrl } from "./api-request";

export { ApiError, apiGet, apiRequest, apiUrl, inLocale, type ApiUrl, type FieldErrors } from "./api-request";

/** GET on the URL in the query key. */
export const getQueryFn: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey[0] as ApiUrl, signal);

/**
 * A GET's query: its URL (from `apiUrl`) as the key, read by the shared GET, its answer typed by
 * the route table. `useQuery({ ...apiQuery(url), staleTime: 0 })`.
 */
export function apiQuery<R extends ApiRoute>(url: ApiUrl<R> & ("GET" extends MethodOf<R> ? unknown : never)) {
  return { queryKey: [url] as const, queryFn: getQueryFn as QueryFunction<AnswerOf<R, "GET" & MethodOf<R>>, readonly [ApiUrl<R>]> };
}

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
