/**
 * The SEO audit of built pages: pure functions over HTML strings, so the build
 * (src/integrations/seo-audit.ts), the tests and the admin dashboard share one definition.
 */
export { auditSite } from "./audit-site";
export { readSitemapPaths } from "./sitemap";
export * from "@/core/seo-audit/rules";
export type * from "@/core/seo-audit/types";
