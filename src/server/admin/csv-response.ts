/** A CSV download with the API's security headers. */
import { apiSecurityHeaders } from "../http/headers";

/**
 * A `text/csv` attachment named `filename`. The text starts with a byte order mark so
 * that Excel reads it as UTF-8 (names with accents stay readable); a stream (csvStream)
 * carries its own.
 */
export function csvResponse(filename: string, csv: string | ReadableStream<Uint8Array>): Response {
  const headers = new Headers(apiSecurityHeaders);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  headers.set("Cache-Control", "no-store");
  return new Response(typeof csv === "string" ? `\uFEFF${csv}` : csv, { status: 200, headers });
}
