/**
 * The cities we serve are the city pages: src/content/cities/NAME.md. Adding a city's file adds
 * it to the `{{serviceArea}}` token, to structured data's areaServed and to the booking service
 * area (its ZIP codes), with no list kept anywhere else. The city files are read once, by the
 * content layer (the `cities` collection, with its schema), whose loader writes the facts the rest
 * of the site needs to build/service-cities.json (src/build-time/service-cities-loader.ts): the
 * functions ship that file (netlify.toml), and the tokens read it while the other pages load.
 */
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { serviceCitiesFileSchema, type ServiceCity } from "../schemas/service-cities";
import { envValue } from "./env-value";

export type { ServiceCity };

/** Where the content layer writes the service cities, from the project's root (beside build/site-pages.json). */
export const SERVICE_CITIES_FILE = "build/service-cities.json";

let read: { file: string; modified: number; cities: ServiceCity[] } | undefined;
let checked: ServiceCity[] | undefined;

/**
 * For `npm run check:content`, which checks the content files before any build has written the
 * file: the cities it read from the city pages (with their schema), for the tokens it fills.
 */
export function useCheckedServiceCities(cities: ServiceCity[]): void {
  checked = cities;
}

/** The service cities for the pages and the tokens: the content check's, else the file's. */
export function serviceCities(): ServiceCity[] {
  return checked ?? readServiceCitiesFile();
}

/**
 * The service cities the content layer last wrote to `file` (SERVICE_CITIES_FILE unless the
 * environment names another), in list order; read again only when the file changed. Throws,
 * saying how the file is made, when there is none.
 */
export function readServiceCitiesFile(file = envValue("SERVICE_CITIES_FILE") ?? SERVICE_CITIES_FILE): ServiceCity[] {
  const path = resolve(file);
  let modified: number;
  try {
    modified = statSync(path).mtimeMs;
  } catch {
    throw new Error(
      `${file} is missing: the content layer writes it when it loads the city pages (astro build, astro dev or astro sync). {{serviceArea}} lists those pages, so a city page cannot use it.`,
    );
  }
  if (read?.file !== path || read.modified !== modified)
    read = { file: path, modified, cities: serviceCitiesFileSchema.parse(JSON.parse(readFileSync(path, "utf8"))).cities };
  return read.cities;
}
