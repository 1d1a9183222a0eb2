import type { APIRoute } from "astro";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { LOGO_SIZE } from "@/build-time/structured-data";

/** The brand mark (read from the project root, where the build runs) (public/favicon.svg) as a square PNG, for structured data's `logo` (search engines want a raster image). */
export const GET: APIRoute = async () => {
  const svg = await readFile(join(process.cwd(), "public", "favicon.svg"), "utf8");
  const png = new Resvg(svg, { fitTo: { mode: "width", value: LOGO_SIZE } }).render().asPng();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
