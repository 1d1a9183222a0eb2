/**
 * Each file's frontmatter (or JSON) against its zod schema, the same schema Astro and the CMS
 * use, with each rule's message turned into file, field, what is wrong and the field's own hint
 * as the fix. Also what zod lets pass silently: a field name nobody reads (a typo such as
 * `seoTitel`), and a fact in a Spanish file, which only holds words.
 */
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { dirname, join, normalize } from "node:path";
import { closestName } from "@/core/server/closest-name";
import { businessFactsSchema } from "@/schemas/business-facts";
import { pageSchema, pageTranslationSchema, withPageLayout } from "@/build-time/content-schemas/page";
import type { ContentFile } from "./content-files";
import { error, type ContentProblem } from "./problems";

/** A JSON Schema node as zod writes it (the parts read here). */
interface Node {
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, Node>;
  items?: Node;
}

/** Where a content file's picture is: "@/assets/photos/x.jpg" is src/assets/photos/x.jpg; a relative path is beside the file. */
export function resolvePicture(value: string, file: string): string {
  return value.startsWith("@/") ? join("src", value.slice(2)) : normalize(join(dirname(file), value));
}

/** The schema `file` must match; `fileExists` checks its pictures. */
export function schemaFor(file: ContentFile, fileExists: (path: string) => boolean): z.ZodType {
  const image = () =>
    z.string().superRefine((value, context) => {
      if (!fileExists(resolvePicture(value, file.path)))
        context.addIssue({
          code: "custom",
          message: `the picture ${value} does not exist (no file ${resolvePicture(value, file.path)})`,
          params: { picture: true },
        });
    });
  const context = { image } as unknown as SchemaContext;
  if (file.kind === "business") return businessFactsSchema;
  if (file.kind === "page") return file.locale === "es" ? pageTranslationSchema : pageSchema;
  return file.locale === "es" ? file.collection!.translation(context) : file.collection!.schema(context);
}

function nodeAt(root: Node, path: readonly PropertyKey[]): Node | undefined {
  let node: Node | undefined = root;
  for (const key of path) node = typeof key === "number" ? node?.items : node?.properties?.[String(key)];
  return node;
}

/** "Search title (What search results show, 10-60 characters…)" from a field's meta. */
function hintOf(node: Node | undefined): string {
  if (!node?.title) return "";
  return node.description ? `${node.title}: ${node.description}` : node.title;
}

/** One zod issue as a problem, worded for an editor. */
function problemOf(file: ContentFile, issue: z.core.$ZodIssue, root: Node): ContentProblem {
  const field = issue.path.map(String).join(".") || undefined;
  const node = nodeAt(root, issue.path);
  const hint = hintOf(node);
  const label = node?.title ?? field ?? "the file";
  const input = (issue as { input?: unknown }).input;
  if (issue.code === "invalid_type" && input === undefined) {
    return error({ file: file.path, field, message: `${field} is missing`, fix: `Add ${field}:${hint ? ` ${hint}` : ""}` });
  }
  if ((issue.code === "too_small" || issue.code === "too_big") && typeof input === "string" && issue.origin === "string") {
    const limit = issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
    return error({
      file: file.path,
      field,
      message: `${issue.message.startsWith("Too") ? `${label} needs ${limit} characters` : issue.message} (it has ${input.length})`,
      fix: hint || `Write ${limit} characters.`,
    });
  }
  if ((issue.code === "too_small" || issue.code === "too_big") && Array.isArray(input)) {
    const limit = issue.code === "too_small" ? `at least ${issue.minimum}` : `at most ${issue.maximum}`;
    return error({
      file: file.path,
      field,
      message: `${label} needs ${limit} items (it has ${input.length})`,
      fix: hint || `Give ${limit} items.`,
    });
  }
  if (issue.code === "invalid_value" && "values" in issue) {
    return error({
      file: file.path,
      field,
      message: `${label} is ${JSON.stringify(input)}, which is not one of its choices`,
      fix: `Write one of: ${issue.values.map(String).join(", ")}.`,
    });
  }
  if (issue.code === "custom" && (issue.params as { picture?: boolean } | undefined)?.picture) {
    return error({
      file: file.path,
      field,
      message: issue.message,
      fix: "Put the picture in src/assets/photos and write its name as @/assets/photos/NAME.jpg, or correct the name.",
    });
  }
  // Rules with their own words (lengths of titles, patterns, unknown {{tokens}} in frontmatter).
  const message = issue.message.replace(/^frontmatter: /, "");
  return error({
    file: file.path,
    field,
    message: `${label}: ${message}`,
    fix: hint || "See the field's rule in src/build-time/content-schemas.",
  });
}

/** Keys of `data` that its schema has no field for (zod drops them silently), at any depth. */
function unknownKeys(data: unknown, node: Node, path: string[] = []): string[][] {
  if (Array.isArray(data)) return node.items ? data.flatMap((item, index) => unknownKeys(item, node.items!, [...path, String(index)])) : [];
  if (!data || typeof data !== "object" || data instanceof Date || !node.properties) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const child = node.properties![key];
    return child ? unknownKeys(value, child, [...path, key]) : [[...path, key]];
  });
}

/** Every problem of `file`'s frontmatter (or JSON). */
export function checkFrontmatter(
  file: ContentFile,
  fileExists: (path: string) => boolean,
  englishSchemaOf?: (file: ContentFile) => z.ZodType,
): ContentProblem[] {
  if (!file.data)
    return [
      error({
        file: file.path,
        message: `the file cannot be read: ${file.parseError}`,
        fix: "Compare it with a file of the same kind that works (quotes, indentation, the --- lines).",
      }),
    ];
  const schema = schemaFor(file, fileExists);
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
  const english =
    file.locale === "es" && englishSchemaOf
      ? (z.toJSONSchema(englishSchemaOf(file), { io: "input", unrepresentable: "any" }) as Node)
      : undefined;
  const problems: ContentProblem[] = unknownKeys(file.data, root).map((path) => {
    const field = path.join(".");
    const name = path.at(-1)!;
    if (english && path.length === 1 && english.properties?.[name]) {
      return error({
        file: file.path,
        field,
        message: `${field} is a fact, and a Spanish file holds only words`,
        fix: `Remove it: the Spanish page takes ${field} from the English file.`,
      });
    }
    const near = closestName(
      name,
      Object.keys(
        nodeAt(
          root,
          path.slice(0, -1).map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
        )?.properties ?? {},
      ),
    );
    return error({
      file: file.path,
      field,
      message: `${field} is not a field of this file, so nothing reads it`,
      fix: near ? `Did you mean ${near}? Rename it.` : "Remove it, or check the field names in docs/editing-content.md.",
    });
  });
  // A plain page's layout may be written as any path to the site's page layout.
  const result = schema.safeParse(file.kind === "page" ? withPageLayout(file.path, file.data) : file.data);
  if (!result.success)
    problems.push(
      ...result.error.issues.filter((issue) => issue.code !== "unrecognized_keys").map((issue) => problemOf(file, issue, root)),
    );
  return problems;
}
