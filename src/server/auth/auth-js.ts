/**
 * Calling Auth.js from our own handlers: build an internal request to one of its routes, and
 * give every Auth.js answer the security headers our other responses carry.
 */
import { Auth, type AuthConfig } from "@auth/core";
import { apiSecurityHeaders } from "../http/headers";
import { AUTH_BASE_PATH } from "./config";

/** For Auth.js's own HTML pages (error, sign-out confirmation): inline styles, nothing else runs. */
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' https: data:; frame-ancestors 'none'; base-uri 'none'";

/** Runs Auth.js on `request` and returns its answer with our security headers. */
export async function callAuthJs(request: Request, config: AuthConfig): Promise<Response> {
  return withSecurityHeaders(await Auth(request, config));
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
