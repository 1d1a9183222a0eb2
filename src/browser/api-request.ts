/** How islands send to the API: JSON in, JSON out, and an ApiError for any non-success status. */

/** Field messages the API sends with a 400. */
export type FieldErrors = Record<string, string[]>;

/** A non-success answer, with the body the API sent. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: { error?: string; fieldErrors?: FieldErrors; message?: string } = {},
  ) {
    super(`API Error: ${status} ${statusText}`);
    this.name = "ApiError";
  }
}

/** The answer's JSON, or an ApiError for a non-success status. */
export async function parseResponse<T>(response: Response): Promise<T> {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new ApiError(response.status, response.statusText, body);
  return body as T;
}

/** Sends JSON to the API and returns the parsed answer, or throws an ApiError. */
export async function apiRequest<T>(method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parseResponse<T>(response);
}
