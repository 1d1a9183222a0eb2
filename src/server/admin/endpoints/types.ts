/** What every admin endpoint receives from the admin function's router. */
import type { SessionUser } from "../../auth/session";
import type { FunctionContext } from "../../http/handler";

/** The signed-in admin and the path's named parts (e.g. `id`). */
export interface AdminRequestContext {
  admin: SessionUser;
  params: Record<string, string | undefined>;
}

/** Builds the handler of one admin path (usually with `route`) for a request's context. */
export type AdminEndpoint = (context: AdminRequestContext) => (request: Request, functionContext?: FunctionContext) => Promise<Response>;

/** The query string as a plain object for a zod schema; a repeated name keeps its last value. */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
