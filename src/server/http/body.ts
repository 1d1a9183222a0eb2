/**
 * The one reader of request bodies. Every function's body passes through it (route() in
 * handler.ts calls it before any handler, Auth.js and the Twilio webhooks included), so no
 * code path holds more of a body than its limit: a declared Content-Length over the limit is
 * refused before the first byte, and a body without one (chunked) is counted as it streams
 * and refused the moment it passes the limit, with nothing more read. A JSON body's nesting is
 * bounded too (`nestsDeeperThan`), before it is parsed.
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

/**
 * Deepest nesting of arrays and objects a JSON body may have. The site's deepest body (a quote:
 * its options, their lines) nests five; the walks a parsed body goes through (the text checks in
 * handler.ts, zod) descend once per level, and 3,000 levels (6 KB) overflowed Node's stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text nests arrays and objects deeper than `maxDepth`: one pass over its
 * characters, counting brackets outside strings (a string's own brackets and escaped quotes do
 * not count). Whether it is JSON at all is JSON.parse's to say; this only bounds the nesting
 * before anything parses or walks it, at a cost measured in docs/limits.md.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth--;
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
