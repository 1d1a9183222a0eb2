/**
 * The words to show for a failed API request. A file apart from api-request.ts, which the
 * public forms load: only the signed-in screens use this.
 */
import { ApiError } from "./api-request";

/** The server's own words for a failed request (e.g. a 409's reason), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fieldMessage = Object.values(error.body.fieldErrors ?? {})[0]?.[0];
    return error.body.error ?? error.body.message ?? fieldMessage ?? fallback;
  }
  return fallback;
}
