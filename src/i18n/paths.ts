/**
 * Paths across languages. A page's "base path" is its English path ("/services/windows");
 * its Spanish path adds the /es prefix ("/es/services/windows"); the home page is "/" and "/es".
 * Pure string functions, safe to import from islands.
 */
import { defaultLocale, isLocale, type Locale } from "./locales";

/** The path of the page at `basePath` in `locale`: ("/contact", "es") -> "/es/contact". */
export function localizePath(basePath: string, locale: Locale): string {
  if (locale === defaultLocale) return basePath;
  return basePath === "/" ? `/${locale}` : `/${locale}${basePath}`;
}

/** The language and base path of a public path: "/es/contact" -> { locale: "es", basePath: "/contact" }. */
export function splitLocale(path: string): { locale: Locale; basePath: string } {
  const [, first = "", ...rest] = path.split("/");
  if (first !== defaultLocale && isLocale(first)) return { locale: first, basePath: `/${rest.join("/")}`.replace(/\/+$/, "") || "/" };
  return { locale: defaultLocale, basePath: path };
}

/**
 * Where a link to `basePath` points on a page in `locale`: the page in that language when it
 * exists (`has(basePath)`), else the English page. External links and anchors stay as they are.
 */
export function linkIn(locale: Locale, basePath: string, has: (basePath: string) => boolean): string {
  if (!basePath.startsWith("/") || locale === defaultLocale) return basePath;
  const [pathname = "/", suffix = ""] = basePath.split(/(?=[?#])/);
  return has(pathname) ? localizePath(pathname, locale) + suffix : basePath;
}

/**
 * The language switcher's target from the page at `path`: the same page in `target` when it
 * exists there, else that language's home page (also from the not-found page).
 */
export function switchHref(path: string, target: Locale, has: (basePath: string) => boolean): string {
  const { basePath } = splitLocale(path);
  const exists = basePath !== "/404" && (target === defaultLocale || has(basePath));
  return localizePath(exists ? basePath : "/", target);
}
