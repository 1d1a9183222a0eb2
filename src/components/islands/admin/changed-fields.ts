/** What the admin editors send: only the fields that actually changed. */

/** The fields of `values` that differ from `before` (ignoring surrounding spaces), trimmed; null when none do. */
export function changedFields<T extends { [K in keyof T]: string }>(before: T, values: T): Partial<T> | null {
  const changes: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const next = values[key].trim();
    if (next !== before[key].trim()) changes[key] = next as T[keyof T];
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
