/**
 * What a component needs to speak the page's language: the language Astro resolved for the
 * URL (`Astro.currentLocale`), the frame's words, and a `link` that sends a path to the page
 * in that language when it exists (else to the English page).
 */
import { toLocale, type Locale } from "@/i18n/locales";
import { linkIn } from "@/i18n/paths";
import { ui, type UiStrings } from "@/i18n/ui";
import { pageLabels } from "./page-labels";
import { listSpanishBasePaths } from "./site-pages";

/** The page's language and its helpers. */
export interface PageLocale {
  locale: Locale;
  t: UiStrings;
  /** The href for an English path on this page ("/contact" -> "/es/contact" on a Spanish page with one). */
  link: (path: string) => string;
  /** A page's short name in this language by its English path (src/build-time/page-labels.ts), else `label`. */
  label: (href: string, label: string) => string;
  /** True when the English path has a Spanish page. */
  hasSpanish: (basePath: string) => boolean;
}

/** The helpers for the language Astro resolved (`Astro.currentLocale`). */
export async function pageLocale(currentLocale: string | undefined): Promise<PageLocale> {
  const locale = toLocale(currentLocale);
  const [spanish, labels] = await Promise.all([listSpanishBasePaths(), pageLabels(locale)]);
  const hasSpanish = (basePath: string) => spanish.has(basePath);
  return {
    locale,
    t: ui[locale],
    link: (path) => linkIn(locale, path, hasSpanish),
    label: (href, label) => labels.get(href) ?? label,
    hasSpanish,
  };
}
