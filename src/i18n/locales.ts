/**
 * The site's languages. English is the default and lives at the root; Spanish lives under
 * /es/ (astro.config.mjs `i18n`). Small and dependency-free so islands can import it.
 */

/** The languages the site speaks, default first. */
export const locales = ["en", "es"] as const;

/** A language of the site. */
export type Locale = (typeof locales)[number];

/** The language of unprefixed paths. */
export const defaultLocale: Locale = "en";

/** The time zone every date and time on the site is shown in (Arizona keeps no DST). */
export const siteTimeZone = "America/Phoenix";

/** Per-language tags: `<html lang>`, hreflang, og:locale and Intl. */
export const localeTags: Record<Locale, { lang: string; hreflang: string; ogLocale: string; intl: string; name: string }> = {
  en: { lang: "en", hreflang: "en", ogLocale: "en_US", intl: "en-US", name: "English" },
  es: { lang: "es", hreflang: "es", ogLocale: "es_US", intl: "es-US", name: "Español" },
};

/** True when `value` names a language of the site. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The language Astro resolved for a page (`Astro.currentLocale`), English when unknown. */
export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The other language, for the switcher. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
