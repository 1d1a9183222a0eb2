/**
 * The language switcher on a page whose address carries more than the path it was built at, as
 * the pages a private link opens do (`/es/quote/{token}?deposit=returned`, built once as
 * `/es/quote`). Plain string work with no import, so the script that runs it (AppShell's) stays
 * small and alone: which page is this page's twin was decided at build time (`switchHref`).
 */

/**
 * `href`, the built link to this page's twin in the other language, followed by what the address
 * carries after `builtPath` (the path this page was built at), its query and its anchor, so the
 * same link opens in the other language: ("/quote", "/es/quote", /es/quote/{token}?deposit=returned)
 * → "/quote/{token}?deposit=returned".
 */
export function switchHrefKeepingAddress(
  href: string,
  builtPath: string,
  address: { pathname: string; search: string; hash: string },
): string {
  const path = address.pathname.replace(/\/+$/, "");
  const tail = path.startsWith(`${builtPath}/`) ? path.slice(builtPath.length) : "";
  return `${href}${tail}${address.search}${address.hash}`;
}
