import { AUTH_BASE_PATH, authConfigOrResponse, isDevLoginAllowed, isGoogleConfigured } from "../../src/server/auth/config";
import { callAuthJs, withSafeCallbackUrls } from "../../src/server/auth/auth-js";
import { expiredCookie, readSessionToken, sessionCookieName, sessionCookieNames, withoutSessionCookie } from "../../src/server/auth/cookies";
import { devLoginPage, submitDevLogin } from "../../src/server/auth/dev-login";
import { startGoogleSignIn } from "../../src/server/auth/google-sign-in";
import { readSession, requireSameOrigin, requireUser } from "../../src/server/auth/session";
import { endAllSessionsOf, endSession } from "../../src/server/auth/session-store";
import { SIGN_IN_UNAVAILABLE_PATH } from "../../src/browser/auth-return";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { route, type Handler } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/** Our routes on top of Auth.js; every other /api/auth/* path is Auth.js's own. */
const ours: Record<string, { GET?: Handler; POST?: Handler }> = {
  /** GET /api/auth/status: who is signed in (200 always). */
  status: {
    async GET({ request }) {
      const user = await readSession(request);
      return json({ authenticated: user !== null, user });
    },
  },
  /**
   * GET /api/auth/session: Auth.js's own session route, answered by the same rule as status (so a
   * session past its idle limit is signed out here too), in Auth.js's shape.
   */
  session: {
    async GET({ request }) {
      const user = await readSession(request);
      return json(user && { user: { name: user.name, email: user.email, image: user.image } });
    },
  },
  /** POST /api/auth/logout: ends this session in the database and clears its cookie; same-origin only. */
  logout: {
    async POST({ request }) {
      requireSameOrigin(request);
      const token = readSessionToken(request);
      if (token) await endSession(token);
      return json({ success: true }, { headers: clearedSessionCookies(request) });
    },
  },
  /**
   * POST /api/auth/logout-everywhere: ends every session of the signed-in user, this one
   * included, and clears this browser's cookie; same-origin only, 401 when signed out.
   */
  "logout-everywhere": {
    async POST({ request }) {
      requireSameOrigin(request);
      await requireUser(request);
      const ended = await endAllSessionsOf(readSessionToken(request)!);
      return json({ success: true, ended }, { headers: clearedSessionCookies(request) });
    },
  },
  /**
   * GET /api/auth/google[?returnTo=/path]: 302 to Google, back to /path?auth=success. With no
   * sign-in set up, a 302 back to the sign-in screen, which says so (never raw JSON).
   */
  google: {
    async GET({ request }) {
      const config = await authConfigOrResponse();
      const unavailable = Response.redirect(new URL(SIGN_IN_UNAVAILABLE_PATH, request.url), 302);
      if (config instanceof Response) return unavailable;
      if (!isGoogleConfigured()) {
        // Locally, without a Google client, the developer sign-in stands in for Google.
        if (isDevLoginAllowed()) return Response.redirect(new URL(`/api/auth/dev-login${new URL(request.url).search}`, request.url), 302);
        return unavailable;
      }
      return startGoogleSignIn(request, config);
    },
  },
  /** GET/POST /api/auth/dev-login: the developer sign-in; 404 unless allowed. */
  "dev-login": {
    GET: ({ request }) => withDevLogin(() => devLoginPage(request, serverEnv().ADMIN_EMAILS)),
    POST: ({ request }) => withDevLogin(() => submitDevLogin(request)),
  },
};

async function withDevLogin(handle: () => Response | Promise<Response>): Promise<Response> {
  if (!isDevLoginAllowed()) throw new NotFoundError();
  return handle();
}

/** Set-Cookie headers that delete the session cookie (and any chunks of an older JWT one). */
function clearedSessionCookies(request: Request): Headers {
  const headers = new Headers();
  for (const name of new Set([sessionCookieName(request), ...sessionCookieNames(request)])) headers.append("Set-Cookie", expiredCookie(name));
  return headers;
}

const dispatch: Handler = async (input) => {
  const action = input.url.pathname.slice(AUTH_BASE_PATH.length).replace(/^\/+|\/+$/g, "");
  const handlers = ours[action];
  if (!handlers) {
    const config = await authConfigOrResponse();
    if (config instanceof Response) return config;
    // A sign-in always opens a new session. Shown this browser's old one, Auth.js would hand it
    // back, even when it has passed its idle or maximum age, and the person would stay signed out.
    const request = await withSafeCallbackUrls(input.request);
    return callAuthJs(action.startsWith("callback/") ? withoutSessionCookie(request) : request, config);
  }
  const handler = handlers[input.request.method as "GET" | "POST"];
  if (handler) return handler(input);
  const allow = Object.keys(handlers).join(", ");
  return json({ success: false, error: `Method ${input.request.method} is not allowed here.` }, { status: 405, headers: { Allow: allow } });
};

// Auth.js's sign-in and callback pages post forms (with its CSRF token): they are not JSON.
export default route({ GET: dispatch, POST: dispatch }, { acceptForms: true });

export const config = { path: ["/api/auth", "/api/auth/*"] };
