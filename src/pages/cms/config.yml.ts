/**
 * /cms/config.yml: the CMS configuration, written at build time from the content schemas
 * (src/build-time/cms-config.ts). The repository comes from Netlify's REPOSITORY_URL on a deploy;
 * CMS_GITHUB_REPO names it elsewhere (a local build needs none: the CMS's local mode edits the
 * working copy, and the GitHub sign-in is for the deployed site).
 */
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { business } from "@/config/business";
import { envValue } from "@/config/env-value";
import { cmsConfig, githubRepository } from "@/build-time/cms-config";

export const GET: APIRoute = () => {
  const config = cmsConfig({
    repo: githubRepository(envValue("CMS_GITHUB_REPO") ?? envValue("REPOSITORY_URL")),
    branch: envValue("CMS_GITHUB_BRANCH") ?? "main",
    siteUrl: business.siteUrl,
  });
  return new Response(stringify(config, { lineWidth: 0 }), { headers: { "Content-Type": "application/yaml; charset=utf-8" } });
};
