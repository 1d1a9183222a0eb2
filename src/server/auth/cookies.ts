/**
 * The session cookie as Auth.js names it: `authjs.session-token`, with the `__Secure-` prefix
 * on https. It holds a database session's token. (Before database sessions it held a JWT, which
 * Auth.js split above ~4 KB into `.0`, `.1`, … chunks; sign-out still clears those.)
 */

/** The session cookie's base name for a request's protocol. */
export function sessionCookieName(request: Request): string {
  return new URL(request.url).protocol === "https:" ? "__Secure-authjs.session-token" : "authjs.session-token";
}

/** Name → value of every cookie the request carries. */
export function parseCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 1) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (!cookies.has(name)) cookies.set(name, safeDecode(value));
  }
  return cookies;
}

/** The names of the session cookie and its chunks present on the request. */
export function sessionCookieNames(request: Request, name = sessionCookieName(request)): string[] {
  return [...parseCookies(request).keys()].filter((cookie) => cookie === name || isChunkOf(cookie, name));
}

/** The session token, joined from its chunks when Auth.js split it; undefined when absent. */
export function readSessionToken(request: Request): string | undefined {
  const name = sessionCookieName(request);
  const cookies = parseCookies(request);
  const whole = cookies.get(name);
  if (whole) return whole;
  const chunks = [...cookies.entries()]
    .filter(([cookie]) => isChunkOf(cookie, name))
    .sort(([a], [b]) => chunkIndex(a) - chunkIndex(b))
    .map(([, value]) => value);
  return chunks.length ? chunks.join("") : undefined;
}

/**
 * A copy of `request` without the session cookie (and its chunks), other cookies and the body
 * untouched.
 */
export function withoutSessionCookie(request: Request): Request {
  const names = new Set(sessionCookieNames(request));
  if (!names.size) return request;
  const kept = (request.headers.get("cookie") ?? "")
    .split(";")
    .filter((pair) => !names.has(pair.slice(0, pair.indexOf("=")).trim()))
    .join(";");
  const headers = new Headers(request.headers);
  if (kept.trim()) headers.set("cookie", kept);
  else headers.delete("cookie");
  return new Request(request, { headers });
}

/** A Set-Cookie value that stores session `token` until `expires`, as Auth.js sets it. */
export function sessionSetCookie(name: string, token: string, expires: Date): string {
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=${token}; Path=/; Expires=${expires.toUTCString()}; HttpOnly; SameSite=Lax${secure}`;
}

/** A Set-Cookie value that deletes `name` (the `__Secure-` ones need Secure to be accepted). */
export function expiredCookie(name: string): string {
  const secure = name.startsWith("__Secure-") ? "; Secure" : "";
  return `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`;
}

const isChunkOf = (cookie: string, name: string) => cookie.startsWith(`${name}.`) && /^\d+$/.test(cookie.slice(name.length + 1));
const chunkIndex = (cookie: string) => Number(cookie.slice(cookie.lastIndexOf(".") + 1));

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
