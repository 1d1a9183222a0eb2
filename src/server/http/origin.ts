/**
 * Which site a state-changing request comes from: the one rule behind the public forms'
 * 403 for a foreign page (src/server/http/handler.ts `route`) and the admin and account
 * calls' stricter same-origin guard (src/server/auth/session.ts `requireSameOrigin`).
 */
import { business } from "@/config/business";
import { ForbiddenError } from "./errors";

/** Where a request says it was sent from. */
export type RequestSource =
  /** A page of this site. */
  | "this-site"
  /** A page of another site, a sandboxed page (`Origin: null`), or a browser that says "cross-site". */
  | "foreign"
  /** Nothing says: a server-side client (curl, another back end); browsers always say. */
  | "unstated";

/** What the platform knows of the site (Netlify's `context.site`). */
export interface SiteContext {
  site?: { url?: string };
}

/** The methods that change something; a foreign page may only read. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The message of the 403 for a foreign request. */
export const FOREIGN_REQUEST = "This request must come from this site.";

/**
 * This site's origins: the request URL's (the host the browser asked for, so every deploy and
 * preview answers its own pages), the configured SITE_URL's, and the one Netlify names.
 */
export function siteOrigins(request: Request, context?: SiteContext): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  for (const url of [business.siteUrl, context?.site?.url]) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * Where `request` was sent from, by its Origin header, else its Referer, else Sec-Fetch-Site.
 * `Origin: null` (a sandboxed frame, a redirect across sites) is foreign; so is
 * `Sec-Fetch-Site: cross-site` or `same-site` (a sibling subdomain) when no origin is given.
 */
export function requestSource(request: Request, context?: SiteContext): RequestSource {
  const stated = request.headers.get("origin") ?? request.headers.get("referer");
  if (stated !== null) {
    const origin = originOf(stated);
    return origin && siteOrigins(request, context).has(origin) ? "this-site" : "foreign";
  }
  const fetchSite = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite === "cross-site" || fetchSite === "same-site") return "foreign";
  return "unstated";
}

/**
 * Throws ForbiddenError (403) for a state-changing request from a foreign page. A request that
 * states no origin passes: browsers always send one with a POST, so it comes from a server-side
 * client, which cookies do not follow and which could not be stopped by a header anyway.
 */
export function refuseForeignWrites(request: Request, context?: SiteContext): void {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return;
  if (requestSource(request, context) === "foreign") throw new ForbiddenError(FOREIGN_REQUEST);
}

/**
 * Throws ForbiddenError (403) unless a state-changing request says it comes from this site.
 * For calls a session cookie authorizes (admin, account): one that states nothing is refused too.
 */
export function requireThisSite(request: Request, context?: SiteContext): void {
  if (!STATE_CHANGING_METHODS.has(request.method.toUpperCase())) return;
  if (requestSource(request, context) !== "this-site") throw new ForbiddenError(FOREIGN_REQUEST);
}

/** The origin of a URL (lower-case scheme and host, no trailing slash), or null for "null" and anything unparsable. */
function originOf(url: string | undefined): string | null {
  if (!url || url === "null") return null;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
