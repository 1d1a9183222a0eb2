/**
 * Every page of the site with its metadata, gathered from where each kind keeps it:
 * hand-built pages (config/pages.ts), collections (frontmatter) and Markdown pages in
 * src/pages. The site map page, the Open Graph cards and the SEO audit read this list,
 * so a new file shows up in all of them without a code change.
 */
import { getCollection } from "astro:content";
import { pages, type PageMeta } from "@/config/pages";
import { pagesEs } from "@/config/pages-es";
import type { Locale } from "@/i18n/locales";
import { localizePath, splitLocale } from "@/i18n/paths";
import { getLocalizedCollection } from "./localized-content";

/** A page and what it says about itself. */
export interface SitePage extends PageMeta {
  /** Public path, e.g. "/services/windows". */
  path: string;
}

/** Frontmatter every Markdown page in src/pages carries (see layouts/MarkdownPage.astro). */
export interface MarkdownPageFrontmatter {
  title: string;
  seoTitle: string;
  description: string;
  eyebrow?: string;
  noindex?: boolean;
}

const markdownPages = import.meta.glob<{ frontmatter: MarkdownPageFrontmatter }>("../pages/**/*.md", { eager: true });

/** Markdown pages in src/pages in one language (Spanish ones live in src/pages/es), with their public paths. */
export function listMarkdownPages(locale: Locale = "en"): SitePage[] {
  return Object.entries(markdownPages)
    .map(([file, { frontmatter }]) => ({
      path: file.replace(/^\.\.\/pages/, "").replace(/(\/index)?\.md$/, "") || "/",
      title: frontmatter.seoTitle,
      description: frontmatter.description,
      section: frontmatter.eyebrow === "Legal" ? ("Company" as const) : sectionOf(file),
      noindex: frontmatter.noindex,
    }))
    .filter((page) => splitLocale(page.path).locale === locale);
}

function sectionOf(file: string): PageMeta["section"] {
  if (file.includes("/milgard/") || file.includes("/pella/")) return "Products";
  return "Company";
}

/** Every page, sorted by path. Dynamic shells (/cancel) are listed under their shell path. */
export async function listSitePages(): Promise<SitePage[]> {
  const [services, cities, products, brands, posts] = await Promise.all([
    getCollection("services"),
    getCollection("cities"),
    getCollection("products"),
    getCollection("brands"),
    getCollection("posts"),
  ]);
  const list: SitePage[] = [
    ...Object.entries(pages).map(([path, meta]) => ({ path, ...meta })),
    ...services.map(({ id, data }) => ({ path: `/services/${id}`, title: data.seoTitle, description: data.description, section: "Services" as const })),
    ...cities.map(({ id, data }) => ({ path: `/locations/${id}`, title: data.seoTitle, description: data.description, section: "Locations" as const })),
    ...brands.map(({ id, data }) => ({ path: `/${id}`, title: data.seoTitle, description: data.description, section: "Products" as const })),
    ...products.map(({ id, data }) => ({ path: `/${id}`, title: data.seoTitle, description: data.description, section: "Products" as const })),
    ...posts.map(({ id, data }) => ({ path: `/blog/${id}`, title: data.seoTitle, description: data.description, section: "Company" as const })),
    ...listMarkdownPages(),
  ];
  return list.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Every Spanish page (paths under /es), sorted by path: the hand-built ones in
 * config/pages-es.ts, the collection entries that have a translation file, and the
 * Markdown pages in src/pages/es.
 */
export async function listSpanishPages(): Promise<SitePage[]> {
  const [services, cities, products, brands, posts] = await Promise.all([
    getLocalizedCollection("services", "es"),
    getLocalizedCollection("cities", "es"),
    getLocalizedCollection("products", "es"),
    getLocalizedCollection("brands", "es"),
    getLocalizedCollection("posts", "es"),
  ]);
  const es = (path: string) => localizePath(path, "es");
  const list: SitePage[] = [
    ...Object.entries(pagesEs).map(([path, meta]) => ({ ...meta, path: es(path) })),
    ...services.map(({ id, data }) => ({ path: es(`/services/${id}`), title: data.seoTitle, description: data.description, section: "Services" as const })),
    ...cities.map(({ id, data }) => ({ path: es(`/locations/${id}`), title: data.seoTitle, description: data.description, section: "Locations" as const })),
    ...brands.map(({ id, data }) => ({ path: es(`/${id}`), title: data.seoTitle, description: data.description, section: "Products" as const })),
    ...products.map(({ id, data }) => ({ path: es(`/${id}`), title: data.seoTitle, description: data.description, section: "Products" as const })),
    ...posts.map(({ id, data }) => ({ path: es(`/blog/${id}`), title: data.seoTitle, description: data.description, section: "Company" as const })),
    ...listMarkdownPages("es"),
  ];
  return list.sort((a, b) => a.path.localeCompare(b.path));
}

let spanishBasePaths: Promise<Set<string>> | undefined;

/** English paths of the pages that have a Spanish version ("/contact" for /es/contact); read once per build. */
export function listSpanishBasePaths(): Promise<Set<string>> {
  spanishBasePaths ??= listSpanishPages().then((list) => new Set(list.map((page) => splitLocale(page.path).basePath)));
  return spanishBasePaths;
}

/** Where a page's Open Graph card is built: /og/index.png for "/", /og/services/windows.png... */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "index" : path.slice(1)}.png`;
}
