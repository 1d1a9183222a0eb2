/**
 * The one dispatch of every function: the request's path picks one of the function's routes from
 * the route table (src/schemas/routes), a 404 when none matches; then that route's handlers pick
 * the method, a 405 naming the ones it has (`route` in ./handler.ts). A function's
 * `config.path` is the `paths` of what it serves, so Netlify routes to it exactly the paths it
 * dispatches, and tests/architecture/routes.test.ts checks those against the table.
 */
import type { $ZodType } from "zod/v4/core";
import {
  methodsOf,
  type AnswerOf,
  type ApiRoute,
  type Method,
  type MethodOf,
  type ParsedBodyOf,
  type SchemaOf,
} from "@/schemas/routes/route";
import { readableForBrowsers } from "./browser-page";
import { NotFoundError } from "./errors";
import { route, toResponse, type BodyHandler, type FunctionContext, type Handler, type RouteOptions } from "./handler";
import type { JsonResponse } from "./headers";

/** A Netlify function's handler. */
export type FunctionHandler = (request: Request, context?: FunctionContext) => Promise<Response>;

/**
 * One handler per method the route table gives `R`, no more and no fewer: a method whose body
 * the table checks with a schema takes a `withBody` handler that parses with that schema's shape,
 * and each answers what the table says it answers (a `json` of another shape does not compile).
 * `Guarded` is what the function's guard lets through, which each handler receives.
 */
export type HandlersOf<R extends ApiRoute, Guarded = undefined> = {
  [M in MethodOf<R>]: SchemaOf<R, M> extends $ZodType
    ? BodyHandler<ParsedBodyOf<R, M>, JsonResponse<AnswerOf<R, M>>, Guarded>
    : Handler<JsonResponse<AnswerOf<R, M>>, Guarded>;
};

/**
 * One route of a function: its entry in the table, and what answers a request whose path it
 * matched. `handle` gets the context with the path's named parts (`params`) and what the
 * function's guard returned (see `serve`).
 */
export interface ServedRoute<Guarded = undefined> {
  route: ApiRoute;
  handle: (
    request: Request,
    context: FunctionContext & { params: Record<string, string | undefined> },
    guarded: Guarded,
  ) => Promise<Response>;
}

/** The route `R` answered by one handler per method (`route` in ./handler.ts: guards, body parsing, 405 with Allow). */
export function on<R extends ApiRoute>(table: R, handlers: HandlersOf<R>, options?: RouteOptions): ServedRoute {
  return served(table, handlers, options);
}

/**
 * Whether what the guard let through may call `method` of `route`, once the path has picked it:
 * throws (a 403) when not. Asked only for a method the route serves, so any other is its 405.
 */
export type Authorize<Guarded> = (guarded: Guarded, route: ApiRoute, method: Method) => void;

/**
 * The routes of a function behind `guard` (the admin function's: signed in, on the team, writes
 * from this site): `on` as above, whose handlers receive what `guard` returned as `guarded`, and
 * the guard itself for `serve`'s options, so the two cannot disagree on what is let through. With
 * `authorize`, each route asks it before its handler (the admin's permission table).
 */
export function guardedBy<Guarded>(
  guard: NonNullable<ServeOptions<Guarded>["guard"]>,
  authorize?: Authorize<Guarded>,
): {
  guard: typeof guard;
  on: <R extends ApiRoute>(table: R, handlers: HandlersOf<R, Guarded>, options?: RouteOptions) => ServedRoute<Guarded>;
} {
  if (!authorize) return { guard, on: served };
  return {
    guard,
    on(table, handlers, options) {
      const { route, handle } = served(table, handlers, options);
      const methods: string[] = methodsOf(table);
      return {
        route,
        handle(request, context, guarded) {
          if (methods.includes(request.method)) authorize(guarded, table, request.method as Method);
          return handle(request, context, guarded);
        },
      };
    },
  };
}

function served<R extends ApiRoute, Guarded>(table: R, handlers: HandlersOf<R, Guarded>, options?: RouteOptions): ServedRoute<Guarded> {
  const methods = methodsOf(table);
  const names = Object.keys(handlers);
  // The types hold this; a handler map built at run time must too, or Allow would lie.
  if (names.length !== methods.length || !names.every((method) => (methods as string[]).includes(method))) {
    throw new Error(`${table.path} serves ${methods.join(", ")} in the route table, not ${names.join(", ")}.`);
  }
  const handle = route(handlers as Parameters<typeof route>[0], options);
  return { route: table, handle: (request, context, guarded) => handle(request, context, guarded) };
}

/**
 * What `serve` makes: the function's handler, and its `config.path`: the paths of its routes,
 * less those a wildcard of its own already covers (Auth.js's wildcard `authJs` takes
 * `authStatus` to the function too); one path as a string, as Netlify's config writes it, several as a list.
 */
export type ServedFunction = FunctionHandler & {
  readonly path: ApiRoute["path"] | ApiRoute["path"][];
  /** The table's routes it serves, its scope last (tests/architecture/routes.test.ts checks them against the table). */
  readonly routes: readonly ApiRoute[];
};

export interface ServeOptions<Guarded> {
  /**
   * Runs before the path is matched, so an unknown path is only told apart by those who pass it
   * (the admin function's guard: 401, 403). What it returns is handed to each route's `handle`.
   */
  guard?: (request: Request, context?: FunctionContext) => Promise<Guarded>;
  /** The 404's message for a path none of the routes matches. */
  notFound?: string;
  /**
   * A wildcard of the table the function answers whole (the admin function's `adminArea`):
   * Netlify sends every path under it here, so one none of the routes matches is this function's
   * 404, behind its guard, and only those who pass the guard learn which paths exist.
   */
  scope?: ApiRoute;
}

/**
 * The function that serves `routes`: the first route whose path pattern matches the request's
 * path answers it (list a literal path before a wildcard that also matches it); no match is a
 * 404. A failed answer to a browser navigation is a readable page (./browser-page.ts).
 * `serve(table, handlers, options)` is `serve([on(table, handlers, options)])`: a function of one path.
 */
export function serve<R extends ApiRoute>(table: R, handlers: HandlersOf<R>, options?: RouteOptions): ServedFunction;
export function serve<Guarded = undefined>(routes: ServedRoute<Guarded>[], options?: ServeOptions<Guarded>): ServedFunction;
export function serve<Guarded>(routesOrTable: ServedRoute<Guarded>[] | ApiRoute, ...rest: unknown[]): ServedFunction {
  if (!Array.isArray(routesOrTable))
    return serveRoutes([served(routesOrTable, rest[0] as HandlersOf<ApiRoute>, rest[1] as RouteOptions | undefined)], {});
  return serveRoutes(routesOrTable, (rest[0] as ServeOptions<Guarded> | undefined) ?? {});
}

function serveRoutes<Guarded>(routes: ServedRoute<Guarded>[], options: ServeOptions<Guarded>): ServedFunction {
  const patterns = routes.map((served) => ({ pattern: new URLPattern({ pathname: served.route.path }), handle: served.handle }));
  const handler = readableForBrowsers(async (request: Request, context?: FunctionContext) => {
    try {
      const guarded = options.guard ? await options.guard(request, context) : (undefined as Guarded);
      const pathname = new URL(request.url).pathname;
      for (const { pattern, handle } of patterns) {
        const match = pattern.exec({ pathname });
        if (match) return await handle(request, { ...context, params: match.pathname.groups }, guarded);
      }
      throw new NotFoundError(options.notFound);
    } catch (error) {
      return toResponse(error, request);
    }
  });
  const table = [...routes.map((served) => served.route), ...(options.scope ? [options.scope] : [])];
  const paths = deployedPaths(table.map((route) => route.path));
  return Object.assign(handler, { path: paths.length === 1 ? paths[0]! : paths, routes: table });
}

/** `paths` without those a wildcard among them matches (Netlify sends those to the function already). */
function deployedPaths(paths: ApiRoute["path"][]): ApiRoute["path"][] {
  const wildcards = paths.filter((path) => path.includes("*")).map((path) => new URLPattern({ pathname: path }));
  return paths.filter((path) => path.includes("*") || !wildcards.some((wildcard) => wildcard.test({ pathname: path })));
}
