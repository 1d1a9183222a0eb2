/**
 * The `cities` collection's loader, the one reader of the city pages: Astro's glob loader (each
 * file parsed and checked by the city schema), then the facts the rest of the site needs written
 * to build/service-cities.json (src/config/service-cities.ts). The other collections' loaders wait
 * for it, since their Markdown may name the area (`{{serviceArea}}`) and the tokens read the
 * file; when the cities changed since the last build, they load every entry afresh rather than
 * keep one rendered with the old list. (In `astro dev`, an edited city file updates its page; the
 * file, the tokens and the booking service area follow on the next start.)
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { SERVICE_CITIES_FILE } from "@/config/service-cities";
import type { ServiceCity } from "@/schemas/service-cities";

/**
 * What the cities' load tells the loaders that wait for it: whether the list differs from the last
 * build's. A build loads the content once; a later load in the same process (astro dev reloading
 * its content) finds it settled and waits for nothing.
 */
let citiesLoaded: Promise<{ changed: boolean }> | undefined;
let settle: ((result: { changed: boolean }) => void) | undefined;
let loadedOnce = false;

function waitForCities(): Promise<{ changed: boolean }> {
  citiesLoaded ??= new Promise((resolve) => (settle = resolve));
  return citiesLoaded;
}

/** The facts of every city entry (as the store holds them, or as the content check read them), in list order. */
export function serviceCitiesOf(entries: readonly { id: string; data: Record<string, unknown> }[]): ServiceCity[] {
  return entries
    .map(({ id, data }) => ({
      slug: id,
      name: String(data.name ?? ""),
      order: Number(data.order ?? 0),
      zipCodes: Array.isArray(data.zipCodes) ? data.zipCodes.map(String) : [],
    }))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/** `glob` for the city pages, writing their facts to SERVICE_CITIES_FILE once loaded. */
export function serviceCitiesLoader(glob: Loader): Loader {
  return {
    ...glob,
    async load(context: LoaderContext) {
      waitForCities();
      const file = resolve(SERVICE_CITIES_FILE);
      // The last build's list out of the way first: nothing loaded before the cities may use it.
      if (!loadedOnce) rmSync(file, { force: true });
      loadedOnce = true;
      try {
        await glob.load(context);
        const cities = serviceCitiesOf([...context.store.values()]);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `${JSON.stringify({ cities }, null, 1)}\n`);
        const list = JSON.stringify(cities);
        const changed = context.meta.get("service-cities") !== list;
        context.meta.set("service-cities", list);
        context.logger.info(
          `${cities.length} service cities written to ${SERVICE_CITIES_FILE} for the functions and the {{serviceArea}} token.`,
        );
        settle?.({ changed });
      } catch (error) {
        // The waiting loaders go on (and fail on their own if they need the list); the build shows this error.
        settle?.({ changed: true });
        throw error;
      }
    },
  };
}

/** `loader`, started once the cities are loaded, and from scratch when they changed. */
export function afterServiceCities(loader: Loader): Loader {
  return {
    ...loader,
    async load(context: LoaderContext) {
      const { changed } = await waitForCities();
      if (changed) context.store.clear();
      return loader.load(context);
    },
  };
}
