/**
 * GET `authGoogle`: starts Google sign-in in one step. Auth.js only starts an OAuth sign-in
 * on a POST carrying its CSRF token, so we fetch a token (Auth.js's `csrf` page), post it to
 * its `signin/google` ourselves, and hand the browser the redirect to Google with every
 * cookie both calls set (CSRF, state, PKCE, nonce, callback URL).
 */
import type { AuthConfig } from "@auth/core";
import { authJsRequest, callAuthJs, mergeCookies, setCookieName } from "./auth-js";
import { signInCallbackUrl } from "./return-to";

/** The 302 to Google's consent screen (or Auth.js's error redirect), with all Set-Cookie headers. */
export async function startGoogleSignIn(request: Request, config: AuthConfig): Promise<Response> {
  const cookie = request.headers.get("cookie") ?? "";
  const csrf = await callAuthJs(authJsRequest(request, "csrf", cookie), config);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookies = csrf.headers.getSetCookie();

  const form = { csrfToken, callbackUrl: signInCallbackUrl(new URL(request.url)) };
  const signIn = await callAuthJs(authJsRequest(request, "signin/google", mergeCookies(cookie, csrfCookies), form), config);

  const already = new Set(signIn.headers.getSetCookie().map(setCookieName));
  for (const setCookie of csrfCookies) if (!already.has(setCookieName(setCookie))) signIn.headers.append("Set-Cookie", setCookie);
  return signIn;
}
