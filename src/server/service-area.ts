/**
 * The ZIP codes we serve, read from the city pages' frontmatter (src/content/cities/*.md),
 * so adding a city file extends the service area everywhere. Functions ship those files
 * (netlify.toml `included_files`) and read them once per process.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { describeError } from "./log-safe";

const citiesDir = join(process.cwd(), "src", "content", "cities");

let cached: Promise<Set<string>> | undefined;

/** Every ZIP code listed by a city page. */
export function serviceAreaZips(dir = citiesDir): Promise<Set<string>> {
  if (dir !== citiesDir) return readZips(dir);
  cached ??= readZips(dir).catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function readZips(dir: string): Promise<Set<string>> {
  const zips = new Set<string>();
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".md") && !name.endsWith(".es.md"))) {
    const text = await readFile(join(dir, file), "utf8");
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
    const data = frontmatter ? (parse(frontmatter) as { zipCodes?: unknown }) : {};
    if (Array.isArray(data.zipCodes)) for (const zip of data.zipCodes) zips.add(String(zip));
  }
  return zips;
}

/** True when `zip` is outside every city page's list; such bookings are accepted and flagged for the admin. */
export async function isOutsideServiceArea(zip: string): Promise<boolean> {
  try {
    return !(await serviceAreaZips()).has(zip);
  } catch (error) {
    console.warn(`Service-area ZIP codes could not be read; not flagging this booking: ${describeError(error)}`);
    return false;
  }
}
