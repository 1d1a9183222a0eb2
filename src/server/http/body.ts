/**
 * The one reader of request bodies. Every function's body passes through it (route() in
 * handler.ts calls it before any handler, Auth.js and the Twilio webhooks included), so no
 * code path holds more of a body than its limit: a declared Content-Length over the limit is
 * refused before the first byte, and a body without one (chunked) is counted as it streams
 * and refused the moment it passes the limit, with nothing more read.
 */

/**
 * The body of `request`, at most `maxBytes` long; `tooLarge()` is thrown (a 413) as soon as
 * it is known to be longer. An absent body reads as empty.
 */
export async function readBodyWithin(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = declaredLength(request);
  // Nothing is read at all; the server discards the body when it closes the request.
  if (declared !== null && declared > maxBytes) throw tooLarge();
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      // Nothing more is read. The stream is let go rather than cancelled: undici, still filling a
      // body it builds from a FormData, fails on a cancelled one outside anyone's reach; the
      // server discards what the sender goes on sending when it closes the request.
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(read.value as Uint8Array<ArrayBuffer>);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
}

/**
 * A copy of `request` whose body (read by `readBodyWithin`) is held in memory, for code that
 * reads a body itself (Auth.js, `formData()`, the webhooks' form parsing): it can then read no
 * more than the limit. A request without a body is returned as it is.
 */
export async function withBodyWithin(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Request> {
  if (request.body === null) return request;
  const body = await readBodyWithin(request, maxBytes, tooLarge);
  return new Request(request.url, { method: request.method, headers: request.headers, body, signal: request.signal });
}

/** The Content-Length a request declares, or null when it declares none (or nothing a number can be read from). */
function declaredLength(request: Request): number | null {
  const value = request.headers.get("content-length")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
