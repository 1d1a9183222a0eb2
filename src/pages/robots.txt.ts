import type { APIRoute } from "astro";
import { business } from "@/config/business";
import { CMS_PATH } from "@/config/cms";
import { API_ROOT } from "@/schemas/routes/route";

/** robots.txt: everything public may be crawled; private screens, the content editor and the API may not. */
export const GET: APIRoute = () =>
  new Response(
    [
      "User-agent: *",
      "Allow: /",
      `Disallow: ${API_ROOT}`,
      "Disallow: /admin/",
      "Disallow: /dashboard",
      "Disallow: /cancel/",
      "Disallow: /quote/",
      "Disallow: /es/quote/",
      "Disallow: /my/",
      "Disallow: /es/my/",
      `Disallow: ${CMS_PATH}`,
      "",
      `Sitemap: ${business.siteUrl}/sitemap-index.xml`,
      "",
    ].join("\n"),
    { headers: { "Content-Type": "text/plain; charset=utf-8" } },
  );
