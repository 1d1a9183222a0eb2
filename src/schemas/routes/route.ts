/**
 * What an entry of the route table is. Each API route is one constant: its `path`, a pattern in
 * the URLPattern syntax Netlify routes by (`/api/quotes/:token/sign`), and one key per method it
 * serves, whose type says what that method takes (a body checked by a zod schema, a query) and
 * what it answers. The keys' values are empty objects: the exchange is a type only, so an island
 * that imports a route ships its path and method names, never a schema.
 *
 * The functions serve the table (src/server/http/serve.ts matches a request's path against their
 * routes, then its method, and checks each handler's answer against it); the islands' client
 * builds URLs from it and types the answers by it (src/browser/api-request.ts), and the server
 * builds its links to its own API from it (`routeUrl`). tests/architecture/routes.test.ts proves
 * they agree.
 */
import type { $ZodType, input, output } from "zod/v4/core";

/** Where every API path starts: the functions serve it, robots.txt keeps crawlers out of it. */
export const API_ROOT = "/api/";

/** The methods a route may serve. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

declare const exchange: unique symbol;

/**
 * What one method of a route takes and answers: `Schema` checks its JSON body (a zod schema, or
 * a function giving one language's schema; `undefined` for no body), `Query` is its query string
 * as an object, `Answer` its JSON answer. A type only: in the table its value is `{}`.
 */
export interface Exchange<Schema, Query, Answer> {
  readonly [exchange]?: { schema: Schema; query: Query; answer: Answer };
}

/** A method without a JSON body (a GET, a POST that only acts), answering `Answer`; `Query` its query string, if any. */
export type Answers<Answer, Query = undefined> = Exchange<undefined, Query, Answer>;

/** A method whose JSON body `Schema` checks, answering `Answer`; `Query` its query string, if any. */
export type Takes<Schema extends BodySchema, Answer, Query = undefined> = Exchange<Schema, Query, Answer>;

/**
 * A query string as an object: the names `Schema` (the zod schema the server reads the query
 * with) knows, each a string or a number; a misspelled name does not compile.
 */
export type QueryFrom<Schema extends $ZodType> = { [Name in keyof input<Schema>]?: string | number };

/** A zod schema, or a function that gives the schema of one language (its messages in that language). */
export type BodySchema = $ZodType | ((locale: never) => $ZodType);

/** An entry of the route table: a path pattern, and the methods it serves. */
export type ApiRoute = { readonly path: `${typeof API_ROOT}${string}` } & { readonly [M in Method]?: Exchange<unknown, unknown, unknown> };

/** The methods `R` serves. */
export type MethodOf<R extends ApiRoute> = Extract<keyof R, Method>;

type ExchangeOf<R extends ApiRoute, M extends MethodOf<R>> =
  NonNullable<R[M]> extends Exchange<infer Schema, infer Query, infer Answer> ? { schema: Schema; query: Query; answer: Answer } : never;

type SchemaIn<S> = S extends (locale: never) => infer Made ? Made : S;

/** What `M` of `R` answers. */
export type AnswerOf<R extends ApiRoute, M extends MethodOf<R>> = ExchangeOf<R, M>["answer"];

/** The query string `M` of `R` takes, as an object (`undefined`: none). */
export type QueryOf<R extends ApiRoute, M extends MethodOf<R>> = ExchangeOf<R, M>["query"];

/** The zod schema that checks the body of `M` of `R` (`undefined`: no body). */
export type SchemaOf<R extends ApiRoute, M extends MethodOf<R>> = SchemaIn<ExchangeOf<R, M>["schema"]>;

/** The body a client sends to `M` of `R`: what its schema accepts (`undefined`: none). */
export type BodyOf<R extends ApiRoute, M extends MethodOf<R>> = SchemaOf<R, M> extends $ZodType ? input<SchemaOf<R, M>> : undefined;

/** The body a handler of `M` of `R` receives: what its schema gives (`undefined`: none). */
export type ParsedBodyOf<R extends ApiRoute, M extends MethodOf<R>> = SchemaOf<R, M> extends $ZodType ? output<SchemaOf<R, M>> : undefined;

/** A parameter's name in a segment such as `:token` or `:secret.ics` (the name stops where a letter, digit or _ does). */
type ParamName<Segment extends string> = Segment extends `${infer Name}.${string}` ? Name : Segment;

/** The named parameters of a path pattern: `"/api/quotes/:token/sign"` gives `{ token: string }`. */
export type ParamsOf<Path extends string> = Path extends `${string}/:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? { [K in ParamName<Segment>]: string } & ParamsOf<`/${Tail}`>
    : { [K in ParamName<Rest>]: string }
  : Record<never, string>;

/** The query string any method of `R` takes (as an object). */
type AnyQueryOf<R extends ApiRoute> = { [M in MethodOf<R>]: QueryOf<R, M> }[MethodOf<R>];

/** What a URL of `R` needs besides the route: the path's named parts when it has some, and a query when the route takes one. */
export type UrlParts<R extends ApiRoute> = (keyof ParamsOf<R["path"]> extends never
  ? { params?: undefined }
  : { params: ParamsOf<R["path"]> }) & { query?: Exclude<AnyQueryOf<R>, undefined> };

/** The arguments after the route: its `UrlParts`, which may be left out when the path has no named part. */
export type UrlArguments<R extends ApiRoute> = keyof ParamsOf<R["path"]> extends never ? [parts?: UrlParts<R>] : [parts: UrlParts<R>];

/**
 * The URL of `route` from the site's root: its path with each named part filled in
 * (percent-encoded), then `query`'s values that are set, in the order written (undefined, null
 * and "" are left out). The islands' `apiUrl` is this; the server puts its origin before it for
 * the links it hands out (a text's delivery report, an email's opt-out link, the calendar feed).
 */
export function routeUrl<R extends ApiRoute>(route: R, ...[parts]: UrlArguments<R>): string {
  const params = (parts?.params ?? {}) as Record<string, string>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts?.query ?? {}))
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Every method name, in the order an `Allow` header lists them. */
export const METHODS: readonly Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** The methods `route` serves, in `Allow` order. */
export function methodsOf(route: ApiRoute): Method[] {
  return METHODS.filter((method) => method in route);
}
