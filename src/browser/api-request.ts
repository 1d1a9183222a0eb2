/**
 * How islands and page scripts reach the API: URLs built from the route table
 * (src/schemas/routes), JSON in, JSON out typed by the table, and an ApiError for any
 * non-success status. A URL is an `ApiUrl`, which only `apiUrl` makes, so nothing but a table
 * path reaches the API through here, and its route types the body sent and the answer read.
 */
import type { Locale } from "@/i18n/locales";
import { routeUrl, type AnswerOf, type ApiRoute, type BodyOf, type MethodOf, type UrlArguments } from "@/schemas/routes/route";

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

declare const routeOf: unique symbol;

/** A URL of the API that `apiUrl` built from the route `R`: what the client's requests and query keys take. */
export type ApiUrl<R extends ApiRoute = ApiRoute> = string & { readonly [routeOf]: R };

/**
 * The URL of `route` (`routeUrl` of the route table): its path with each named part filled in
 * (percent-encoded), then `query`'s values that are set, in the order written (undefined, null
 * and "" are left out).
 */
export function apiUrl<R extends ApiRoute>(route: R, ...parts: UrlArguments<R>): ApiUrl<R> {
  return routeUrl(route, ...parts) as ApiUrl<R>;
}

/** The query that asks for an answer in `locale`: none for English, the API's default, so English URLs stay bare. */
export function inLocale(locale: Locale): { locale?: Locale } {
  return locale === "en" ? {} : { locale };
}

/** The answer's JSON, or an ApiError for a non-success status. */
export async function parseResponse<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body as T;
}

/** GET `url` (with the visitor's cookies): its answer as the route table types it, or an ApiError. */
export async function apiGet<R extends ApiRoute>(url: ApiUrl<R>, signal?: AbortSignal): Promise<AnswerOf<R, "GET" & MethodOf<R>>> {
  return parseResponse(await fetch(url, { credentials: "include", signal }));
}

/** The methods that send (all but GET). */
type SendMethod<R extends ApiRoute> = Exclude<MethodOf<R>, "GET">;

/** Sends `method` to `url` with `body` as JSON (a method without a body takes none): its answer as the route table types it, or an ApiError. */
export async function apiRequest<R extends ApiRoute, M extends SendMethod<R>>(
  method: M,
  url: ApiUrl<R>,
  ...[body]: BodyOf<R, M> extends undefined ? [] : [body: BodyOf<R, M>]
): Promise<AnswerOf<R, M>> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parseResponse(response);
}
