/**
 * Where the embedded local database listens. Dependency-free on purpose: the Node
 * scripts (start, migrate) import this file directly, and so does the function bundle.
 */

/** Port of the embedded server; LOCAL_DB_PORT overrides it. */
export function localDatabasePort(): number {
  return Number(process.env.LOCAL_DB_PORT ?? 54329);
}

/** Connection URL of the embedded server on `port`. */
export function localDatabaseUrl(port: number = localDatabasePort()): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}
