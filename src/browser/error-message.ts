/**
 * The words a person reads for a failed API request, on every island: the customer's pages and
 * the signed-in screens. An ApiError's own message ("API Error: 409 Conflict") is for logs and
 * developers, never shown. A file apart from api-request.ts, which the public forms load alone.
 */
import { ApiError } from "./api-request";

/**
 * The server's own words for a failed request (a 409's reason, a 429's wait, a field's message),
 * in the language the request asked for; else `fallback`, a plain sentence in the page's language.
 * A 500 has none to give: its body is the server's generic apology, in English on any page, and
 * no answer at all (offline, a proxy's page) has none either.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status === 500) return fallback;
  const fieldMessage = Object.values(error.body.fieldErrors ?? {})[0]?.[0];
  return error.body.error ?? error.body.message ?? fieldMessage ?? fallback;
}

/** The first message of each field the server refused, by field name, for a form to show beside its boxes. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.body.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0] ?? ""]));
}
