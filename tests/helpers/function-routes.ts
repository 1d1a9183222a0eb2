/**
 * Every function in netlify/functions that answers requests (the scheduled ones have no
 * path), loaded as the tests call them, with a concrete URL path for each of its paths:
 * `:token` and `*` filled with a value of the right shape, so the request reaches the code.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FunctionContext } from "../../src/server/http/handler";

/** A function under test: its file, its handler and concrete paths it answers. */
export interface FunctionRoute {
  file: string;
  handler: (request: Request, context?: FunctionContext) => Promise<Response>;
  paths: string[];
}

const functionsDir = join(import.meta.dirname, "../../netlify/functions");

/** A manage-link token's shape (43 base64url characters), valid but unknown. */
export const UNKNOWN_TOKEN = "A".repeat(43);

/** A row id's shape, valid but unknown. */
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** A value of the right shape for each named part of the table's paths. */
const PARAM_VALUES: Record<string, string> = {
  token: UNKNOWN_TOKEN,
  secret: UNKNOWN_TOKEN,
  kind: "appointment",
  id: UNKNOWN_ID,
  photoId: UNKNOWN_ID,
};

/** A concrete path for a configured pattern: parameters and wildcards filled in. */
export function concretePath(pattern: string): string {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? "x")
    .replace("/api/admin/*", "/api/admin/appointments")
    .replace("/api/auth/*", "/api/auth/callback/google");
}

/** Every function with a path, imported. */
export async function functionRoutes(): Promise<FunctionRoute[]> {
  const routes: FunctionRoute[] = [];
  for (const file of readdirSync(functionsDir)
    .filter((name) => name.endsWith(".mts"))
    .sort()) {
    const module = (await import(join(functionsDir, file))) as { default: FunctionRoute["handler"]; config?: { path?: string | string[] } };
    const patterns = [module.config?.path ?? []].flat();
    if (patterns.length > 0) routes.push({ file, handler: module.default, paths: patterns.map(concretePath) });
  }
  return routes;
}
