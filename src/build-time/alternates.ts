/** The hreflang alternates of a page: both languages and x-default, only when both pages exist. */
import { localeTags, locales, type Locale } from "@/i18n/locales";
import { localizePath, splitLocale } from "@/i18n/paths";

/** One <link rel="alternate" hreflang> target. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * Alternates for the page at `path` on `siteUrl`: en, es and x-default (the English page),
 * or none when the page exists in one language only or is kept out of search.
 */
export function hreflangAlternates(path: string, siteUrl: string, hasSpanish: (basePath: string) => boolean, noindex = false): Alternate[] {
  const { basePath } = splitLocale(path);
  if (noindex || !hasSpanish(basePath)) return [];
  const href = (locale: Locale) => new URL(localizePath(basePath, locale), siteUrl).href;
  return [
    ...locales.map((locale) => ({ hreflang: localeTags[locale].hreflang, href: href(locale) })),
    { hreflang: "x-default", href: href("en") },
  ];
}
