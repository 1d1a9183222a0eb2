/**
 * The checks one page answers on its own (title, description, canonical, social image,
 * structured data, headings, images, text). Checks that compare pages live in audit-site.ts.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  THIN_CONTENT_WORDS,
  TITLE_MAX_LENGTH,
} from "@/core/seo-audit/rules";
import type { AuditOptions, PageFacts, SeoProblem } from "@/core/seo-audit/types";
import { normalizePath, siteOrigin } from "./urls";

const error = (check: SeoProblem["check"], message: string): SeoProblem => ({ check, severity: "error", message });
const warning = (check: SeoProblem["check"], message: string): SeoProblem => ({ check, severity: "warning", message });

/** Every problem `page` has by itself. */
export function pageProblems(page: PageFacts, options: AuditOptions = {}): SeoProblem[] {
  return [
    ...titleProblems(page),
    ...descriptionProblems(page),
    ...canonicalProblems(page, options.site),
    ...ogImageProblems(page),
    ...jsonLdProblems(page),
    ...contentProblems(page),
  ];
}

/** A title is required and should fit in a result line. */
export function titleProblems({ title }: PageFacts): SeoProblem[] {
  if (!title) return [error("title", "The page has no <title>.")];
  if (title.length > TITLE_MAX_LENGTH)
    return [warning("title", `The title is ${title.length} characters; keep it to ${TITLE_MAX_LENGTH} or fewer.`)];
  return [];
}

/** A description is required, long enough to say something and short enough not to be cut. */
export function descriptionProblems({ description }: PageFacts): SeoProblem[] {
  if (!description) return [error("description", "The page has no meta description.")];
  const length = description.length;
  if (length < DESCRIPTION_MIN_LENGTH || length > DESCRIPTION_MAX_LENGTH) {
    return [
      warning("description", `The description is ${length} characters; aim for ${DESCRIPTION_MIN_LENGTH}-${DESCRIPTION_MAX_LENGTH}.`),
    ];
  }
  return [];
}

/**
 * The canonical URL should name the page itself. Pointing an indexable page elsewhere asks
 * Google to drop it in favor of the other URL, so that is an error; on a noindex page, a warning.
 */
export function canonicalProblems({ path, canonical, noindex }: PageFacts, site?: string): SeoProblem[] {
  if (!canonical) return [warning("canonical", "The page has no canonical link.")];
  const problem = noindex ? warning : error;
  const origin = siteOrigin(site);
  let url: URL;
  try {
    url = new URL(canonical, origin + path);
  } catch {
    return [problem("canonical", `The canonical link ${canonical} is not a URL.`)];
  }
  if (site && url.origin !== origin) return [problem("canonical", `The canonical URL ${canonical} is not on ${origin}.`)];
  const target = normalizePath(url.pathname);
  if (target !== path) return [problem("canonical", `The canonical URL points to ${target}, not to ${path}.`)];
  return [];
}

/** A share card needs an image, of the large-card size, that the build actually contains. */
export function ogImageProblems({ ogImage }: PageFacts): SeoProblem[] {
  if (!ogImage.url) return [warning("og-image", "The page has no og:image.")];
  const problems: SeoProblem[] = [];
  if (ogImage.width !== OG_IMAGE_WIDTH || ogImage.height !== OG_IMAGE_HEIGHT) {
    const declared = `${ogImage.width ?? "?"}×${ogImage.height ?? "?"}`;
    problems.push(warning("og-image", `og:image:width/height declare ${declared}; use ${OG_IMAGE_WIDTH}×${OG_IMAGE_HEIGHT}.`));
  }
  if (ogImage.exists === false) problems.push(error("og-image", `The og:image ${ogImage.url} is not in the build.`));
  return problems;
}

/** Structured data that does not parse is ignored by search engines; a block without @type says nothing. */
export function jsonLdProblems({ jsonLd }: PageFacts): SeoProblem[] {
  return jsonLd.flatMap((block, index) => {
    const which = `JSON-LD block ${index + 1}`;
    if (block.error !== null) return [error("json-ld", `${which} does not parse: ${block.error}`)];
    if (block.types.length === 0) return [warning("json-ld", `${which} declares no @type.`)];
    return [];
  });
}

/** One h1, alt text on every image, and enough text on a page meant to be found. */
export function contentProblems({ h1Count, imagesWithoutAlt, wordCount, noindex }: PageFacts): SeoProblem[] {
  const problems: SeoProblem[] = [];
  if (h1Count !== 1) problems.push(warning("h1", `The page has ${h1Count} h1 headings; it should have exactly 1.`));
  if (imagesWithoutAlt.length > 0) {
    const count = imagesWithoutAlt.length;
    problems.push(warning("img-alt", `${count} image${count === 1 ? " has" : "s have"} no alt attribute: ${imagesWithoutAlt.join(", ")}.`));
  }
  if (!noindex && wordCount < THIN_CONTENT_WORDS) {
    problems.push(
      warning("words", `The main text has ${wordCount} words; an indexable page with fewer than ${THIN_CONTENT_WORDS} reads as thin.`),
    );
  }
  return problems;
}
