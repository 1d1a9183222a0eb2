/**
 * What a person sees when their browser navigates to an API URL that fails: a small readable
 * page instead of raw JSON. Scripts (fetch, curl) do not ask for HTML and keep their JSON.
 */
import { apiSecurityHeaders } from "./headers";

/** For the error page: its inline styles, nothing else loads or runs. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Titles by status; any other status reads as the generic one. */
const TITLES: Readonly<Record<number, string>> = {
  400: "That request could not be used",
  401: "Please sign in",
  403: "Not allowed",
  404: "Page not found",
  405: "Not available here",
  409: "That could not be done",
  415: "That request could not be used",
  429: "Too many requests",
  503: "Not available right now",
};

/** True when the request is a browser navigation (its Accept header asks for HTML). */
export function wantsHtml(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * `response` as the browser should get it: a failed JSON answer to a navigation becomes a
 * readable HTML page with the same status and message; everything else passes unchanged.
 */
export async function forBrowser(request: Request, response: Response): Promise<Response> {
  if (response.status < 400 || !wantsHtml(request)) return response;
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const message = await errorMessageOf(response);
  return errorPage(response.status, message, response.headers);
}

/** Wraps a function handler so its failed answers to navigations are pages (see `forBrowser`). */
export function readableForBrowsers<Rest extends unknown[]>(
  handler: (request: Request, ...rest: Rest) => Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => forBrowser(request, await handler(request, ...rest));
}

/** The HTML error page for `status` with `message`; `from` supplies headers worth keeping (Allow, Retry-After). */
export function errorPage(status: number, message: string, from?: Headers): Response {
  const headers = new Headers();
  for (const name of ["allow", "retry-after"]) {
    const value = from?.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(apiSecurityHeaders)) headers.set(name, value);
  headers.set("Content-Security-Policy", PAGE_CSP);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  return new Response(renderErrorPage(TITLES[status] ?? "Something went wrong", message, status === 401), { status, headers });
}

/** The page's HTML: a title, the message, and links back into the site (to sign-in first when `signIn`). */
export function renderErrorPage(title: string, message: string, signIn = false): string {
  const signInLink = signIn ? `<a href="/login">Sign in</a> · ` : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.5rem}a{color:#1d4ed8}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p>${signInLink}<a href="/">Go to the home page</a> · <a href="/contact">Contact us</a></p>
</main></body>
</html>`;
}

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string" && body.error) return body.error;
  } catch {
    // Not the JSON we expected: fall through to the generic message.
  }
  return "Something went wrong on our side. Please try again or call us.";
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
