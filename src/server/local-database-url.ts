/**
 * Where the embedded local database listens. Dependency-free on purpose: the Node
 * scripts (start, migrate) import this file directly, and so does the function bundle.
 */

/** Port of the embedded server unless LOCAL_DB_PORT says another (the scripts and src/server/env.ts read it). */
export const DEFAULT_LOCAL_DB_PORT = 54329;

/** Connection URL of the embedded server on `port`. */
export function localDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}
