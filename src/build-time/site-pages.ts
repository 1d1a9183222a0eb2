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
import {
  MARKDOWN_PAGE_LAYOUT,
  pageSchema,
  pageTranslationSchema,
  withPageLayout,
  type PageFrontmatter,
} from "@/build-time/content-schemas/page";
import { getLocalizedCollection } from "./localized-content";

/** A page and what it says about itself. */
export interface SitePage extends PageMeta {
  /** Public path, e.g. "/services/windows". */
  path: string;
}

/** A plain page (src/pages/NAME.md) as the site lists it. */
export interface MarkdownPage extends SitePage {
  /** Its English path ("/warranty" for /es/warranty). */
  basePath: string;
  /** Its short name for links and breadcrumbs (the title when it gives none). */
  name: string;
  /** Its position in the footer's company links, when it has one. */
  footer?: number;
  /** Its checked frontmatter. */
  frontmatter: PageFrontmatter;
}

const markdownPages = import.meta.glob<{ frontmatter: Record<string, unknown> }>("../pages/**/*.md", { eager: true });

/**
 * A plain page's frontmatter checked against its schema (Astro checks only collections); a
 * mistake stops the build naming the file and the field, as `npm run check:content` does.
 */
export function checkPageFrontmatter(file: string, frontmatter: Record<string, unknown>): PageFrontmatter {
  const spanish = /(^|\/)pages\/es\//.test(file);
  // The layout receives the frontmatter without `layout` (Astro takes it out): that it runs says the layout is ours.
  const result = (spanish ? pageTranslationSchema : pageSchema).safeParse(
    withPageLayout(file, { layout: MARKDOWN_PAGE_LAYOUT, ...frontmatter }),
  );
  if (result.success) return result.data as PageFrontmatter;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "frontmatter"}: ${issue.message}`).join("; ");
  throw new Error(`${file}: ${problems} (npm run check:content explains each one)`);
}

let allMarkdownPages: MarkdownPage[] | undefined;

/** Markdown pages in src/pages in one language (Spanish ones live in src/pages/es), with their public paths; read and checked once per build. */
export function listMarkdownPages(locale: Locale = "en"): MarkdownPage[] {
  allMarkdownPages ??= Object.entries(markdownPages).map(([file, module]) => {
    const path = file.replace(/^\.\.\/pages/, "").replace(/(\/index)?\.md$/, "") || "/";
    const frontmatter = checkPageFrontmatter(`src/pages${file.slice("../pages".length)}`, module.frontmatter);
    return {
      path,
      basePath: splitLocale(path).basePath,
      title: frontmatter.seoTitle,
      description: frontmatter.description,
      section: frontmatter.section,
      noindex: frontmatter.noindex,
      name: frontmatter.name ?? frontmatter.title,
      footer: frontmatter.footer,
      frontmatter,
    };
  });
  return allMarkdownPages.filter((page) => splitLocale(page.path).locale === locale);
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
    ...services.map(({ id, data }) => ({
      path: `/services/${id}`,
      title: data.seoTitle,
      description: data.description,
      section: "Services" as const,
    })),
    ...cities.map(({ id, data }) => ({
      path: `/locations/${id}`,
      title: data.seoTitle,
      description: data.description,
      section: "Locations" as const,
    })),
    ...brands.map(({ id, data }) => ({
      path: `/${id}`,
      title: data.seoTitle,
      description: data.description,
      section: "Products" as const,
    })),
    ...products.map(({ id, data }) => ({
      path: `/${id}`,
      title: data.seoTitle,
      description: data.description,
      section: "Products" as const,
    })),
    ...posts.map(({ id, data }) => ({
      path: `/blog/${id}`,
      title: data.seoTitle,
      description: data.description,
      section: "Company" as const,
    })),
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
    ...services.map(({ id, data }) => ({
      path: es(`/services/${id}`),
      title: data.seoTitle,
      description: data.description,
      section: "Services" as const,
    })),
    ...cities.map(({ id, data }) => ({
      path: es(`/locations/${id}`),
      title: data.seoTitle,
      description: data.description,
      section: "Locations" as const,
    })),
    ...brands.map(({ id, data }) => ({
      path: es(`/${id}`),
      title: data.seoTitle,
      description: data.description,
      section: "Products" as const,
    })),
    ...products.map(({ id, data }) => ({
      path: es(`/${id}`),
      title: data.seoTitle,
      description: data.description,
      section: "Products" as const,
    })),
    ...posts.map(({ id, data }) => ({
      path: es(`/blog/${id}`),
      title: data.seoTitle,
      description: data.description,
      section: "Company" as const,
    })),
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
