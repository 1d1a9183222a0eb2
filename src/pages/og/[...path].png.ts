import type { APIRoute, GetStaticPaths } from "astro";
import { ui } from "@/i18n/ui";
import { renderOgImage } from "@/build-time/og-image";
import { listSitePages, listSpanishPages } from "@/build-time/site-pages";

/** One 1200x630 social card per page in each language, rendered at build time from the page's own title. */
export const getStaticPaths = (async () => {
  const cards = (pages: Awaited<ReturnType<typeof listSitePages>>, locale: "en" | "es") =>
    pages.map((page) => ({
      params: { path: page.path === "/" ? "index" : page.path.slice(1) },
      props: { title: page.title.replace(/ \| Windows & Doors Near Me$/, ""), eyebrow: ui[locale].sections[page.section], locale },
    }));
  return [...cards(await listSitePages(), "en"), ...cards(await listSpanishPages(), "es")];
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) =>
  new Response(
    new Uint8Array(await renderOgImage({ title: props.title, eyebrow: props.eyebrow, footer: ui[props.locale as "en" | "es"].og })),
    {
      headers: { "Content-Type": "image/png" },
    },
  );
