import type { APIRoute } from "astro";
import { renderOgImage } from "@/lib/og-image";

/** The site's default 1200x630 social card, rendered at build time. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await renderOgImage({ title: "Window & Door Replacement in Gilbert and the Phoenix Metro" })), {
    headers: { "Content-Type": "image/png" },
  });
