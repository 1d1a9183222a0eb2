/** What a raw statement answers, and values as its parameters: shared by every statement of the floor. */

/** The rows of `db.execute(...)`: both drivers (node-postgres, Neon's HTTP driver) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}

/** A jsonb value as a query parameter (null stays SQL null). */
export function jsonOrNull(value: unknown): string | null {
  return value == null ? null : JSON.stringify(value);
}
