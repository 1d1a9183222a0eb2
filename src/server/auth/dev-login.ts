/**
 * The developer sign-in (local runs only, see `isDevLoginAllowed`): GET /api/auth/dev-login
 * serves a small form listing the admin addresses plus a free email field; it posts to Auth.js's
 * credentials sign-in (POST /api/auth/callback/dev) with the CSRF token. POST /api/auth/dev-login
 * forwards such a form there too, for scripts.
 */
import type { AuthConfig } from "@auth/core";
import { AUTH_BASE_PATH, DEV_PROVIDER_ID } from "./config";
import { authJsRequest, callAuthJs, withSecurityHeaders } from "./auth-js";
import { signInCallbackUrl } from "./return-to";

/** The sign-in form, with the CSRF cookie Auth.js set for it. */
export async function devLoginPage(request: Request, config: AuthConfig, adminEmails: readonly string[]): Promise<Response> {
  const csrf = await callAuthJs(authJsRequest(request, "csrf", request.headers.get("cookie") ?? ""), config);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const html = renderDevLoginPage({ csrfToken, callbackUrl: signInCallbackUrl(new URL(request.url)), adminEmails });
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  for (const setCookie of csrf.headers.getSetCookie()) headers.append("Set-Cookie", setCookie);
  return withSecurityHeaders(new Response(html, { status: 200, headers }));
}

/** Forwards a posted dev sign-in form (email, csrfToken, callbackUrl) to Auth.js's credentials callback. */
export async function submitDevLogin(request: Request, config: AuthConfig): Promise<Response> {
  const url = new URL(`${AUTH_BASE_PATH}/callback/${DEV_PROVIDER_ID}`, request.url);
  return callAuthJs(new Request(url, { method: "POST", headers: request.headers, body: await request.text() }), config);
}

/** What the page shows. */
export interface DevLoginPageData {
  csrfToken: string;
  callbackUrl: string;
  adminEmails: readonly string[];
}

/** The page's HTML: one quick-choice form per admin address, then a free email field. */
export function renderDevLoginPage({ csrfToken, callbackUrl, adminEmails }: DevLoginPageData): string {
  const action = `${AUTH_BASE_PATH}/callback/${DEV_PROVIDER_ID}`;
  const hidden = `<input type="hidden" name="csrfToken" value="${escapeHtml(csrfToken)}"><input type="hidden" name="callbackUrl" value="${escapeHtml(callbackUrl)}">`;
  const choices = adminEmails
    .map((email) => `<li><form method="post" action="${action}">${hidden}<input type="hidden" name="email" value="${escapeHtml(email)}"><button type="submit">Sign in as ${escapeHtml(email)}</button></form></li>`)
    .join("");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Developer sign-in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}ul{list-style:none;padding:0}li{margin:.5rem 0}button,input{font:inherit;padding:.5rem .75rem}input[type=email]{width:100%;box-sizing:border-box}label{display:block;font-weight:600;margin-top:1.5rem}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main>
<h1>Developer sign-in</h1>
<p>Local development only: no password is asked. It is off on any deployed site.</p>
<h2>Admin addresses</h2>
<ul>${choices}</ul>
<form method="post" action="${action}">${hidden}
<label for="dev-email">Any other email</label>
<input id="dev-email" name="email" type="email" required autocomplete="email" placeholder="someone@example.com">
<p><button type="submit">Sign in</button></p>
</form>
</main></body>
</html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
