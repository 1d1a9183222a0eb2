/**
 * Files whose frontmatter is not written the way the CMS writes it (src/build-time/content-format.ts):
 * harmless for the site, but the CMS would rewrite them on the next save, burying an editor's
 * change in a diff of quotes and key order. `--fix` rewrites the frontmatter; the body stays.
 */
import type { EntryCollection, Field, FileCollection } from "@sveltia/cms";
import { canonicalData, formatJsonFile, formatYaml } from "@/build-time/content-format";
import { splitFrontmatter } from "@/config/content-files";
import { twinOf, type ContentFile } from "./content-files";
import { warning, type ContentProblem } from "./problems";

/** The CMS fields of each kind of file, by collection name ("pages" for plain pages, "business"). */
export type FieldsByCollection = ReadonlyMap<string, readonly Field[]>;

/** The CMS's fields, by collection, from its configuration. */
export function fieldsByCollection(collections: readonly (EntryCollection | FileCollection)[]): FieldsByCollection {
  return new Map(
    collections.map((collection) => [collection.name, "files" in collection ? collection.files[0]!.fields : collection.fields]),
  );
}

/** The file's text as the CMS would write it, or undefined when it cannot tell (unreadable data). */
export function canonicalText(file: ContentFile, files: readonly ContentFile[], fields: FieldsByCollection): string | undefined {
  if (!file.data) return undefined;
  const name = file.kind === "collection" ? file.collection!.name : file.kind === "page" ? "pages" : "business";
  const own = fields.get(name);
  if (!own) return undefined;
  if (file.kind === "business") return formatJsonFile(canonicalData(file.data, own, "en"));
  const english = file.locale === "es" ? twinOf(file, files)?.data : undefined;
  const head = formatYaml(canonicalData(file.data, own, file.locale, english));
  const { body } = splitFrontmatter(file.text);
  return `---\n${head}\n---\n${body}`;
}

/** Files the CMS would rewrite (a warning each). */
export function checkFormat(files: readonly ContentFile[], fields: FieldsByCollection): ContentProblem[] {
  return files.flatMap((file) => {
    const canonical = canonicalText(file, files, fields);
    if (canonical === undefined || canonical === file.text) return [];
    const was = file.text.split("\n");
    const line = canonical.split("\n").findIndex((text, index) => text !== was[index]) + 1;
    return [
      warning({
        file: file.path,
        line,
        message: "not written the way the CMS writes it (quotes, key order or a default left out)",
        fix: "Run npm run check:content -- --fix, which rewrites it (the text after the frontmatter stays as it is).",
      }),
    ];
  });
}
