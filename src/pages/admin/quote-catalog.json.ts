import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { brandName } from "@/build-time/content";
import type { CatalogLine } from "@/schemas/quote";

/**
 * /admin/quote-catalog.json: the product lines of the content files (src/content/products),
 * read at build time, so the quote editor suggests what the site sells at the prices it shows,
 * and a product added by a content editor appears in the editor with the next build.
 */
export const GET: APIRoute = async () => {
  const products = await getCollection("products");
  const lines: CatalogLine[] = (
    await Promise.all(
      products.map(async (product) => ({
        name: `${await brandName(product.data.brand)} ${product.data.name}`,
        minCents: product.data.priceRange.min * 100,
        maxCents: product.data.priceRange.max * 100,
      })),
    )
  ).sort((a, b) => a.name.localeCompare(b.name));
  return new Response(JSON.stringify(lines), { headers: { "Content-Type": "application/json; charset=utf-8" } });
};
