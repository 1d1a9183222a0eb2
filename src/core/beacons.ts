/**
 * Rules of the call and form-start counters (POST /api/beacon): which visitors are obvious
 * robots (not counted), and what is counted. Pure.
 */

/** What one beacon counts: a `tel:` link clicked, or the booking form's first use. */
export const BEACON_KINDS = ["call", "form-start"] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

// Crawlers, link previews, audits, headless browsers and HTTP libraries name themselves.
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|preview|facebookexternalhit|lighthouse|pagespeed|headless|phantomjs|curl\/|wget\/|python-|httpclient|go-http-client|axios\/|node-fetch|okhttp|java\//i;

/** True for a user agent that is an obvious robot, or none at all (every browser sends one). */
export function isObviousBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent.length === 0 || BOT_AGENT.test(agent);
}

/**
 * Pages whose links carry a token after their path (/cancel/{token}, /quote/{token}, /invoice/{token} and the
 * Spanish ones; public/_redirects serves them all from the one page): a beacon from one counts
 * as that page, so no token is ever stored with a count.
 */
const TOKEN_PAGES = ["/cancel", "/quote", "/change-order", "/invoice", "/es/cancel", "/es/quote", "/es/change-order", "/es/invoice"];

/**
 * The page a beacon from `path` counts for: `path` itself when the site has that page, the page
 * behind a token link, or null for a path the site does not have (a made-up one adds no row).
 */
export function countedPagePath(path: string, pages: ReadonlySet<string>): string | null {
  if (pages.has(path)) return path;
  const tokenPage = TOKEN_PAGES.find((page) => path.startsWith(`${page}/`));
  return tokenPage && pages.has(tokenPage) ? tokenPage : null;
}
