/** Row ids and other values read from API URLs' paths. */
import { NotFoundError } from "../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` has the shape of a row id (a uuid), so a query with it cannot fail on its type. */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}

/** The id when it has the shape of a row id; otherwise the thing cannot exist: 404 with `message`. */
export function requireRowId(id: string | undefined, message: string): string {
  if (!id || !isRowId(id)) throw new NotFoundError(message);
  return id.toLowerCase();
}

/**
 * A path segment percent-decoded, or null when it cannot be (`%`, `%zz`, bytes that are not
 * UTF-8), so a mangled link is the caller's 404 rather than a URIError's 500.
 */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
