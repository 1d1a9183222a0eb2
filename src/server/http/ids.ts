/** Row ids in API URLs. */
import { NotFoundError } from "../http/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id when it has the shape of a row id; otherwise the thing cannot exist: 404 with `message`. */
export function requireRowId(id: string | undefined, message: string): string {
  if (!id || !UUID.test(id)) throw new NotFoundError(message);
  return id.toLowerCase();
}
