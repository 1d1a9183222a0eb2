/**
 * Headers every function response carries. Netlify's `[[headers]]` rules apply to static
 * files only, so functions set their own.
 */

/** Security headers for API responses: nothing in them may be framed, sniffed or run. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

declare const carries: unique symbol;

/**
 * A Response that `json` made from an `Answer`: the answer's type rides along (a type only), so
 * serving a route (`on` in ./serve.ts) checks it against what the route table says the method
 * answers, and a handler that answers another shape does not compile. Any other Response (a
 * redirect, a PDF, an image) carries no answer and is not checked.
 */
export type JsonResponse<Answer> = Response & { readonly [carries]?: Answer };

/**
 * A JSON response with the security headers. Unless `headers` set a Cache-Control of
 * their own, nothing is cached: most answers are personal or change with every booking.
 */
export function json<Answer>(data: Answer, init: { status?: number; headers?: HeadersInit } = {}): JsonResponse<Answer> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(apiSecurityHeaders)) headers.set(name, value);
  headers.set("Content-Type", "application/json; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(JSON.stringify(data), { status: init.status ?? 200, headers });
}

/** An answer with no body (204): a thing deleted, a beacon counted; nothing cached. */
export function noContent(): Response {
  return new Response(null, { status: 204, headers: { ...apiSecurityHeaders, "Cache-Control": "no-store" } });
}

/** A personal document as a PDF answer (a contract, a change order): changed by a signature or a cancellation, so kept by no cache, and never indexed. */
export function pdfResponse({ bytes, filename }: { bytes: Uint8Array<ArrayBuffer>; filename: string }): Response {
  return new Response(bytes, {
    headers: {
      ...apiSecurityHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "Netlify-CDN-Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
