import type { APIRoute } from "astro";
import { business } from "@/config/business";

/** robots.txt: everything public may be crawled; private screens and the API may not. */
export const GET: APIRoute = () =>
  new Response(
    ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin/", "Disallow: /dashboard", "Disallow: /cancel/", "Disallow: /quote/", "Disallow: /es/quote/", "", `Sitemap: ${business.siteUrl}/sitemap-index.xml`, ""].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
