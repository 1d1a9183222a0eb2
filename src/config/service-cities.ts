/**
 * The cities we serve are the city pages: src/content/cities/NAME.md. Adding a city's file adds
 * it to the `{{serviceArea}}` token, to structured data's areaServed and to the booking service
 * area (its ZIP codes), with no list kept anywhere else. The files are read here directly, not
 * through Astro's collections, because the tokens are filled while Astro loads the collections
 * and the server has no collections at all (the functions ship the city files, netlify.toml).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFrontmatter } from "./content-files";

/** A city page's facts that the rest of the site needs without its page. */
export interface ServiceCity {
  /** The page's file name: /locations/{slug}. */
  slug: string;
  name: string;
  /** Order in lists (smaller first). */
  order: number;
  zipCodes: string[];
}

/** Where the city pages live. */
export const CITIES_DIR = join(process.cwd(), "src", "content", "cities");

/** Every city page in `dir` (English files; `NAME.es.md` translates one), in list order. */
export function readServiceCities(dir = CITIES_DIR): ServiceCity[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md") && !file.endsWith(".es.md"))
    .map((file) => {
      const data = parseFrontmatter(readFileSync(join(dir, file), "utf8"));
      return {
        slug: file.slice(0, -".md".length),
        name: String(data.name ?? ""),
        order: Number(data.order ?? 0),
        zipCodes: Array.isArray(data.zipCodes) ? data.zipCodes.map(String) : [],
      };
    })
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

let cached: ServiceCity[] | undefined;

/** The service cities, read once per process. */
export function serviceCities(): ServiceCity[] {
  cached ??= readServiceCities();
  return cached;
}
