/** Test fixtures only: small, healthy HTML pages that each test breaks in one way. */

/** The fixtures' site. */
export const SITE = "https://example.com";

/** The parts of a fixture page; null leaves a part out, undefined keeps the healthy default. */
export interface PageParts {
  title?: string | null;
  description?: string | null;
  canonical?: string | null;
  robots?: string;
  ogImage?: string | null;
  ogWidth?: string;
  ogHeight?: string;
  /** Raw text of each JSON-LD block. */
  jsonLd?: string[];
  /** The whole `<body>`. */
  body?: string;
}

/** `count` words of filler text. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
}

/** A page that passes every check, as it would be at `path`, with `parts` changed. */
export function pageHtml(path: string, parts: PageParts = {}): string {
  const slug = path === "/" ? "index" : path.slice(1);
  const {
    title = `Page ${path}`,
    description = `The page at ${path}, described in a sentence long enough to pass the length check.`,
    canonical = SITE + path,
    robots,
    ogImage = `${SITE}/og/${slug}.png`,
    ogWidth = "1200",
    ogHeight = "630",
    jsonLd = ['{"@context":"https://schema.org","@type":"WebPage"}'],
    body = `<main><h1>Heading</h1><p>${words(200)}</p><a href="/">Home</a> <a href="/about">About</a></main>`,
  } = parts;
  const head = [
    title !== null && `<title>${title}</title>`,
    description !== null && `<meta name="description" content="${description}">`,
    canonical !== null && `<link rel="canonical" href="${canonical}">`,
    robots && `<meta name="robots" content="${robots}">`,
    ogImage !== null && `<meta property="og:image" content="${ogImage}">`,
    `<meta property="og:image:width" content="${ogWidth}"><meta property="og:image:height" content="${ogHeight}">`,
    ...jsonLd.map((block) => `<script type="application/ld+json">${block}</script>`),
  ];
  return `<!doctype html><html lang="en"><head>${head.filter(Boolean).join("")}</head><body>${body}</body></html>`;
}
