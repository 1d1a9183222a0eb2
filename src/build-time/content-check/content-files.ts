/**
 * Every content file an editor writes, read once for `npm run check:content`: the collections'
 * Markdown (English `NAME.md`, Spanish `NAME.es.md`), the plain pages (src/pages/**.md, Spanish
 * under src/pages/es) and the business facts (JSON). The checks work on this list and never touch
 * the disk themselves, so tests hand them files made in memory.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { splitFrontmatter } from "@/config/content-files";
import { contentCollections, SPANISH_SUFFIX, type ContentCollection } from "@/build-time/content-schemas/collections";

export type Locale = "en" | "es";

/** One content file, parsed. */
export interface ContentFile {
  /** Path from the project root, e.g. "src/content/cities/mesa.md". */
  path: string;
  kind: "collection" | "page" | "business";
  /** For a collection file, its collection. */
  collection?: ContentCollection;
  locale: Locale;
  /** The English page's id: "mesa", "interior-doors/barn-doors", "warranty" (for /es/warranty too). */
  id: string;
  /** The whole text as written. */
  text: string;
  /** The frontmatter (or JSON) data; undefined when it could not be parsed (`parseError` says why). */
  data: Record<string, unknown> | undefined;
  parseError?: string;
  /** The Markdown after the frontmatter. */
  body: string;
  /** The line the body starts on. */
  bodyLine: number;
}

/** Where the business facts live. */
export const BUSINESS_FACTS_FILE = "src/content/business/business.json";

/** A file's text parsed the way Astro and the CMS read it. */
export function parseContentFile(
  path: string,
  text: string,
  meta: Omit<ContentFile, "path" | "text" | "data" | "body" | "bodyLine" | "parseError">,
): ContentFile {
  if (meta.kind === "business") {
    try {
      return { ...meta, path, text, data: JSON.parse(text) as Record<string, unknown>, body: "", bodyLine: 1 };
    } catch (error) {
      return { ...meta, path, text, data: undefined, parseError: (error as Error).message, body: "", bodyLine: 1 };
    }
  }
  const { frontmatter, body, bodyLine } = splitFrontmatter(text);
  if (frontmatter === undefined)
    return {
      ...meta,
      path,
      text,
      data: undefined,
      parseError: "the file has no frontmatter block between --- lines at its top",
      body,
      bodyLine,
    };
  try {
    const data: unknown = parse(frontmatter);
    const plain = data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
    return { ...meta, path, text, data: plain, body, bodyLine };
  } catch (error) {
    return {
      ...meta,
      path,
      text,
      data: undefined,
      parseError: `its frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}`,
      body,
      bodyLine,
    };
  }
}

function markdownUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => join(folder, file))
    .sort();
}

/** Every content file of the project at `root`. */
export function readContentFiles(root: string): ContentFile[] {
  const read = (path: string) => readFileSync(join(root, path), "utf8");
  const files: ContentFile[] = [];
  for (const collection of contentCollections) {
    const folder = `src/content/${collection.folder}`;
    for (const path of markdownUnder(root, folder)) {
      const spanish = path.endsWith(SPANISH_SUFFIX);
      const id = relative(folder, path).slice(0, -(spanish ? SPANISH_SUFFIX : ".md").length);
      files.push(parseContentFile(path, read(path), { kind: "collection", collection, locale: spanish ? "es" : "en", id }));
    }
  }
  for (const path of markdownUnder(root, "src/pages")) {
    const spanish = path.startsWith("src/pages/es/");
    const id = relative(spanish ? "src/pages/es" : "src/pages", path)
      .replace(/(^|\/)index\.md$/, "")
      .replace(/\.md$/, "");
    files.push(parseContentFile(path, read(path), { kind: "page", locale: spanish ? "es" : "en", id }));
  }
  files.push(parseContentFile(BUSINESS_FACTS_FILE, read(BUSINESS_FACTS_FILE), { kind: "business", locale: "en", id: "business" }));
  return files;
}

/** The public path of a content file's page: "/locations/mesa", "/es/warranty"; none for the business facts. */
export function pagePathOf(file: ContentFile): string | undefined {
  const english =
    file.kind === "collection"
      ? file.collection!.pagePath(file.id)
      : file.kind === "page"
        ? `/${file.id}`.replace(/\/$/, "") || "/"
        : undefined;
  if (english === undefined) return undefined;
  return file.locale === "es" ? (english === "/" ? "/es" : `/es${english}`) : english;
}

/** The English file a Spanish file translates, and the other way round. */
export function twinOf(file: ContentFile, files: readonly ContentFile[]): ContentFile | undefined {
  return files.find(
    (other) =>
      other !== file &&
      other.kind === file.kind &&
      other.collection === file.collection &&
      other.id === file.id &&
      other.locale !== file.locale,
  );
}

/** The English city pages among `files`, as the `cities` loader reads its entries: what {{serviceArea}} names before any build. */
export function cityEntriesOf(files: readonly ContentFile[]): { id: string; data: Record<string, unknown> }[] {
  return files
    .filter((file) => file.kind === "collection" && file.collection?.name === "cities" && file.locale === "en" && file.data)
    .map((file) => ({ id: file.id, data: file.data! }));
}
