import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { brandName } from "@/build/content";

/** One product line the quote editor offers as a line item, its installed price per window as a hint. */
export interface CatalogLine {
  /** "Milgard Tuscany V400". */
  name: string;
  /** The typical installed price per window, in cents. */
  minCents: number;
  maxCents: number;
}

/**
 * /admin/quote-catalog.json: the product lines of the content files (src/content/products),
 * read at build time, so the quote editor suggests what the site sells at the prices it shows,
 * and a product added by a content editor appears in the editor with the next build.
 */
export const GET: APIRoute = async () => {
  const lines: CatalogLine[] = (await getCollection("products"))
    .map((product) => ({ name: `${brandName(product.data.brand)} ${product.data.name}`, minCents: product.data.priceRange.min * 100, maxCents: product.data.priceRange.max * 100 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return new Response(JSON.stringify(lines), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
