/**
 * How islands talk to the API, and the one QueryClient they share (islands are separate
 * React roots, so a module-level client lets them share one cache and one request).
 * The spec's rules: data is fresh for 5 minutes, a failed query is retried once, reads are
 * GET on the URL in the query key, and any non-success status is an error reading
 * "API Error: {status} {statusText}".
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Field messages the API sends with a 400. */
export type FieldErrors = Record<string, string[]>;

/** A non-success answer, with the body the API sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: { error?: string; fieldErrors?: FieldErrors; message?: string } = {},
  ) {
    super(`API Error: ${status} ${statusText}`);
    this.name = "ApiError";
  }
}

async function parse<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body as T;
}

/** Sends JSON to the API and returns the parsed answer, or throws an ApiError. */
export async function apiRequest<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parse<T>(response);
}

/** GET on the URL in the query key. */
export const getQueryFn: QueryFunction = async ({ queryKey, signal }) =>
  parse(await fetch(String(queryKey[0]), { credentials: "include", signal }));

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
