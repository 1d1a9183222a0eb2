/**
 * Every page of the site with its metadata, gathered from where each kind keeps it:
 * hand-built pages (config/pages.ts), collections (frontmatter) and Markdown pages in
 * src/pages. The site map page, the Open Graph cards and the SEO audit read this list,
 * so a new file shows up in all of them without a code change.
 */
import { getCollection } from "astro:content";
import { pages, type PageMeta } from "@/config/pages";

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

/** Markdown pages in src/pages with their public paths. */
export function listMarkdownPages(): SitePage[] {
  return Object.entries(markdownPages).map(([file, { frontmatter }]) => ({
    path: file.replace(/^\.\.\/pages/, "").replace(/(\/index)?\.md$/, "") || "/",
    title: frontmatter.seoTitle,
    description: frontmatter.description,
    section: frontmatter.eyebrow === "Legal" ? "Company" : sectionOf(file),
    noindex: frontmatter.noindex,
  }));
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

/** Where a page's Open Graph card is built: /og/index.png for "/", /og/services/windows.png... */
export function ogImagePath(path: string): string {
  return `/og/${path === "/" ? "index" : path.slice(1)}.png`;
}
