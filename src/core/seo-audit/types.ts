/**
 * The shapes of the SEO audit: what it finds on each built page, the problems it reports
 * and the site-wide summary. Plain data, so the build writes it as JSON and the admin
 * dashboard reads it back with these same types.
 */

/** "error" fails `npm test`; "warning" only lowers the score. */
export type Severity = "error" | "warning";

/** Which check raised a problem (the dashboard groups and labels by it). */
export type CheckId =
  "title" | "description" | "canonical" | "og-image" | "json-ld" | "h1" | "img-alt" | "words" | "links" | "sitemap" | "hreflang";

/** One thing wrong with a page (or, for site problems, with the site). */
export interface SeoProblem {
  check: CheckId;
  severity: Severity;
  /** A sentence that says what is wrong and, where it helps, what it should be. */
  message: string;
}

/** One `<script type="application/ld+json">` block. */
export interface JsonLdBlock {
  /** The `@type`s of its top-level items (and of `@graph` items), in document order. */
  types: string[];
  /** Why it does not parse as JSON, or null when it does. */
  error: string | null;
}

/** The page's Open Graph image. */
export interface OgImage {
  /** og:image as written, or null when absent. */
  url: string | null;
  /** og:image:width, or null when absent or not a number. */
  width: number | null;
  height: number | null;
  /** Whether the file is in the build; null when unknown (no image, another host, no checker). */
  exists: boolean | null;
}

/** What the audit reads from one page's HTML on its own, before comparing pages. */
export interface PageFacts {
  /** Site path, "/" or "/about" (no trailing slash). */
  path: string;
  /** `<title>` text (entities decoded, whitespace collapsed), or null when absent or empty. */
  title: string | null;
  /** meta description, or null when absent or empty. */
  description: string | null;
  /** `<link rel="canonical">` href as written, or null. */
  canonical: string | null;
  /** A robots (or googlebot) meta tag says noindex. */
  noindex: boolean;
  ogImage: OgImage;
  jsonLd: JsonLdBlock[];
  h1Count: number;
  /** `src` of each `<img>` without an alt attribute (alt="" is decorative and fine). */
  imagesWithoutAlt: string[];
  /** Words of visible text in `<main>` (or `<body>`), scripts and styles left out. */
  wordCount: number;
  /** Unique same-site paths this page links to, itself excluded, sorted. */
  linksOut: string[];
  /** `<html lang>`, or null when absent. */
  lang: string | null;
  /** `<link rel="alternate" hreflang>` targets: the language code and the same-site path (null for another site). */
  alternates: { hreflang: string; path: string | null }[];
}

/** One page's full audit. */
export interface PageAudit extends PageFacts {
  /** Paths of the audited pages that link here, sorted. */
  linksIn: string[];
  inSitemap: boolean;
  /** Errors first, then warnings. */
  problems: SeoProblem[];
  /** 0-100: 100 less 25 per error and 5 per warning, never below 0. */
  score: number;
}

/** How the sitemap and the indexable pages agree. */
export interface SitemapCoverage {
  /** Paths the sitemap lists. */
  listed: number;
  /** Indexable pages the sitemap lists. */
  indexableListed: number;
  /** Indexable pages the sitemap leaves out. */
  indexableMissing: string[];
  /** noindex pages the sitemap lists anyway. */
  noindexListed: string[];
  /** Sitemap paths that are not a built page. */
  notBuilt: string[];
}

/** Totals the dashboard shows at the top. */
export interface AuditCounts {
  pages: number;
  indexable: number;
  noindex: number;
  errors: number;
  warnings: number;
  pagesWithErrors: number;
  pagesWithWarnings: number;
}

/** The audit of a whole build. */
export interface SiteAudit {
  /** Mean of the page scores, rounded (100 with no pages). */
  score: number;
  counts: AuditCounts;
  sitemap: SitemapCoverage;
  /** Problems that belong to no single page (sitemap entries without a page). */
  siteProblems: SeoProblem[];
  /** Lowest score first, so problems come first; ties by path. */
  pages: PageAudit[];
}

/** The file the build writes: the audit and when it was made. */
export interface SeoAuditReport extends SiteAudit {
  /** ISO instant of the build. */
  generatedAt: string;
}

/** A built page: its site path and its HTML. */
export interface AuditPageInput {
  path: string;
  html: string;
}

/** What the audit cannot see in the HTML by itself. */
export interface AuditOptions {
  /** Whether a same-site file (a path such as "/og/about.png") is in the build. */
  ogImageExists?: (path: string) => boolean;
  /** The site's origin (Astro's `site`); with it, canonical URLs and links are checked against its host too. */
  site?: string;
}
