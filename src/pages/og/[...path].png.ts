import type { APIRoute, GetStaticPaths } from "astro";
import { renderOgImage } from "@/lib/og-image";
import { listSitePages } from "@/lib/site-pages";

/** One 1200x630 social card per page, rendered at build time from the page's own title. */
export const getStaticPaths = (async () =>
  (await listSitePages()).map((page) => ({
    params: { path: page.path === "/" ? "index" : page.path.slice(1) },
    props: { title: page.title.replace(/ \| Windows & Doors Near Me$/, ""), eyebrow: page.section },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(new Uint8Array(await renderOgImage({ title: props.title, eyebrow: props.eyebrow })), {
    headers: { "Content-Type": "image/png" },
  });
