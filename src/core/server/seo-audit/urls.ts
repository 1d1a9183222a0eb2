/** Site paths: how the audit turns hrefs and sitemap URLs into comparable page paths. */

/** Origin used to resolve hrefs when the site's own origin is not known. */
const UNKNOWN_ORIGIN = "http://site.invalid";

/** The origin hrefs are resolved against: the site's, or a placeholder that no absolute URL matches. */
export function siteOrigin(site?: string): string {
  return site ? new URL(site).origin : UNKNOWN_ORIGIN;
}

/** "/about/" → "/about", "" → "/": how every path in the audit is written. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

/**
 * The same-site path `href` leads to from the page at `pagePath`, or null when it leaves
 * the site (another host, mailto:, tel:, javascript:) or is not a URL at all.
 */
export function sameSitePath(href: string, pagePath: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), origin + pagePath);
  } catch {
    return null;
  }
  return url.origin === origin ? normalizePath(url.pathname) : null;
}
