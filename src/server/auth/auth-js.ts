/**
 * Calling Auth.js from our own handlers: build an internal request to one of its routes, and
 * give every Auth.js answer the security headers our other responses carry.
 */
import { Auth, type AuthConfig } from "@auth/core";
import { ValidationError } from "../http/errors";
import { apiSecurityHeaders } from "../http/headers";
import { AUTH_BASE_PATH } from "./config";
import { isSameSiteUrl } from "./return-to";

/** For Auth.js's own HTML pages (error, sign-out confirmation): inline styles, nothing else runs. */
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'none'; base-uri 'none'";

/** Runs Auth.js on `request` and returns its answer with our security headers. */
export async function callAuthJs(request: Request, config: AuthConfig): Promise<Response> {
  return withSecurityHeaders(await Auth(request, config));
}

/** The message of the 400 for a sign-in link whose callback URL leaves the site. */
export const FOREIGN_CALLBACK_URL = "This sign-in link is not valid: it would leave this site. Please start again from the sign-in page.";

/** Names of the cookie in which Auth.js keeps the callback URL (plain, and its https-only form). */
const CALLBACK_URL_COOKIES = new Set(["authjs.callback-url", "__Secure-authjs.callback-url"]);

/**
 * `request` made safe for Auth.js, whose own check of a foreign or malformed callback URL is a
 * 500 ("server configuration"): a `callbackUrl` in the query or the posted form that is not
 * a page of this site is a 400 here; a callback-URL cookie that is not (only a forged one can
 * be) is dropped, and Auth.js uses its default. Our own sign-ins only ever send same-site paths.
 */
export async function withSafeCallbackUrls(request: Request): Promise<Request> {
  const url = new URL(request.url);
  const foreign = (value: unknown) => typeof value === "string" && value !== "" && !isSameSiteUrl(value, url.origin);
  if (foreign(url.searchParams.get("callbackUrl")))
    throw new ValidationError(FOREIGN_CALLBACK_URL, { callbackUrl: [FOREIGN_CALLBACK_URL] });
  if (/^application\/x-www-form-urlencoded/i.test(request.headers.get("content-type") ?? "")) {
    // The body was read within its limit by route(); a clone reads the copy in memory.
    const form = new URLSearchParams(await request.clone().text());
    if (foreign(form.get("callbackUrl"))) throw new ValidationError(FOREIGN_CALLBACK_URL, { callbackUrl: [FOREIGN_CALLBACK_URL] });
  }
  const cookie = request.headers.get("cookie");
  if (!cookie) return request;
  const kept = cookie.split(";").filter((pair) => {
    const [name, ...value] = pair.trim().split("=");
    if (!CALLBACK_URL_COOKIES.has(name ?? "")) return true;
    const decoded = safeDecode(value.join("="));
    return decoded !== null && !foreign(decoded);
  });
  if (kept.length === cookie.split(";").length) return request;
  const headers = new Headers(request.headers);
  headers.set("cookie", kept.join(";"));
  return new Request(request, { headers });
}

/** `value` percent-decoded, or null when it cannot be. */
function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A request to the Auth.js route `action` (e.g. "csrf", "signin/google") on the same origin, with `cookie`. */
export function authJsRequest(from: Request, action: string, cookie: string, form?: Record<string, string>): Request {
  const url = new URL(`${AUTH_BASE_PATH}/${action}`, from.url);
  const headers = new Headers({ cookie });
  if (!form) return new Request(url, { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  return new Request(url, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** A copy of `response` with the API security headers; HTML gets a CSP that allows its inline styles. */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(apiSecurityHeaders)) headers.set(name, value);
  if (headers.get("content-type")?.startsWith("text/html")) headers.set("Content-Security-Policy", HTML_CSP);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The `name=value` pairs of Set-Cookie headers, merged over an existing Cookie header. */
export function mergeCookies(cookieHeader: string, setCookies: string[]): string {
  const cookies = new Map<string, string>();
  for (const pair of cookieHeader.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name) cookies.set(name, value.join("="));
  }
  for (const setCookie of setCookies) {
    const [name, ...value] = (setCookie.split(";")[0] ?? "").trim().split("=");
    if (name) cookies.set(name, value.join("="));
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The cookie name a Set-Cookie header sets. */
export function setCookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}
