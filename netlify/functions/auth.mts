import { AUTH_BASE_PATH, authConfigOrResponse, isDevLoginAllowed, isGoogleConfigured } from "../../src/server/auth/config";
import { callAuthJs, withSafeCallbackUrls } from "../../src/server/auth/auth-js";
import {
  expiredCookie,
  readSessionToken,
  sessionCookieName,
  sessionCookieNames,
  withoutSessionCookie,
} from "../../src/server/auth/cookies";
import { devLoginPage, submitDevLogin } from "../../src/server/auth/dev-login";
import { startGoogleSignIn } from "../../src/server/auth/google-sign-in";
import { readSession, requireSameOrigin, requireUser } from "../../src/server/auth/session";
import { endAllSessionsOf, endSession } from "../../src/server/auth/session-store";
import { SIGN_IN_UNAVAILABLE_PATH } from "../../src/core/sign-in-unavailable";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import type { Handler } from "../../src/server/http/handler";
import { on, serve } from "../../src/server/http/serve";
import {
  authDevLogin,
  authGoogle,
  authJs,
  authJsBase,
  authLogout,
  authLogoutEverywhere,
  authSession,
  authStatus,
} from "../../src/schemas/routes/auth";
import { json } from "../../src/server/http/headers";

// Auth.js's sign-in and callback pages post forms (with its CSRF token): they are not JSON.
const FORMS = { acceptForms: true };

/** Our routes on top of Auth.js; every other path under `authJs` is Auth.js's own. */
const ours = [
  /** Who is signed in (200 always). */
  on(
    authStatus,
    {
      async GET({ request }) {
        const user = await readSession(request);
        return json({ authenticated: user !== null, user });
      },
    },
    FORMS,
  ),
  /** Auth.js's own session route, answered by the same rule as status (so a session past its idle limit is signed out here too), in Auth.js's shape. */
  on(
    authSession,
    {
      async GET({ request }) {
        const user = await readSession(request);
        return json(user && { user: { name: user.name, email: user.email, image: user.image } });
      },
    },
    FORMS,
  ),
  /** Ends this session in the database and clears its cookie; same-origin only. */
  on(
    authLogout,
    {
      async POST({ request }) {
        requireSameOrigin(request);
        const token = readSessionToken(request);
        if (token) await endSession(token);
        return json({ success: true }, { headers: clearedSessionCookies(request) });
      },
    },
    FORMS,
  ),
  /** Ends every session of the signed-in user, this one included, and clears this browser's cookie; same-origin only, 401 when signed out. */
  on(
    authLogoutEverywhere,
    {
      async POST({ request }) {
        requireSameOrigin(request);
        await requireUser(request);
        const ended = await endAllSessionsOf(readSessionToken(request)!);
        return json({ success: true, ended }, { headers: clearedSessionCookies(request) });
      },
    },
    FORMS,
  ),
  /**
   * GET `authGoogle`[?returnTo=/path]: 302 to Google, back to /path?auth=success. With no
   * sign-in set up, a 302 back to the sign-in screen, which says so (never raw JSON).
   */
  on(
    authGoogle,
    {
      async GET({ request }) {
        const config = await authConfigOrResponse();
        const unavailable = Response.redirect(new URL(SIGN_IN_UNAVAILABLE_PATH, request.url), 302);
        if (config instanceof Response) return unavailable;
        if (!isGoogleConfigured()) {
          // Locally, without a Google client, the developer sign-in stands in for Google.
          if (isDevLoginAllowed())
            return Response.redirect(new URL(`${authDevLogin.path}${new URL(request.url).search}`, request.url), 302);
          return unavailable;
        }
        return startGoogleSignIn(request, config);
      },
    },
    FORMS,
  ),
  /** The developer sign-in; 404 unless allowed. */
  on(
    authDevLogin,
    {
      GET: ({ request }) => withDevLogin(() => devLoginPage(request, serverEnv().ADMIN_EMAILS)),
      POST: ({ request }) => withDevLogin(() => submitDevLogin(request)),
    },
    FORMS,
  ),
];

async function withDevLogin(handle: () => Response | Promise<Response>): Promise<Response> {
  if (!isDevLoginAllowed()) throw new NotFoundError();
  return handle();
}

/** Set-Cookie headers that delete the session cookie (and any chunks of an older JWT one). */
function clearedSessionCookies(request: Request): Headers {
  const headers = new Headers();
  for (const name of new Set([sessionCookieName(request), ...sessionCookieNames(request)]))
    headers.append("Set-Cookie", expiredCookie(name));
  return headers;
}

/** Everything else under Auth.js's base path is Auth.js's own: sign-in pages, callbacks, CSRF. */
const authJsPage: Handler = async ({ request, url }) => {
  const action = url.pathname.slice(AUTH_BASE_PATH.length).replace(/^\/+|\/+$/g, "");
  const config = await authConfigOrResponse();
  if (config instanceof Response) return config;
  // A sign-in always opens a new session. Shown this browser's old one, Auth.js would hand it
  // back, even when it has passed its idle or maximum age, and the person would stay signed out.
  const safe = await withSafeCallbackUrls(request);
  return callAuthJs(action.startsWith("callback/") ? withoutSessionCookie(safe) : safe, config);
};

/** Our routes first: Auth.js's wildcard matches their paths too. */
const served = serve([
  ...ours,
  on(authJsBase, { GET: authJsPage, POST: authJsPage }, FORMS),
  on(authJs, { GET: authJsPage, POST: authJsPage }, FORMS),
]);

export default served;

export const config = { path: served.path };
