/**
 * Where the content editor (Sveltia CMS, src/pages/cms/) lives. It is an application for the
 * team, not a page of the site: the site map, sitemap.xml, the SEO audit, robots.txt and the
 * security headers all treat this path apart.
 */
export const CMS_PATH = "/cms";
