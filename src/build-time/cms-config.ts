/**
 * The CMS configuration (served at /cms/config.yml), written from the zod content schemas so the
 * editor and the build cannot disagree: each field's label and hint are its schema's
 * `meta({ title, description })`, its rules (required, lengths, patterns, list sizes, choices)
 * are the schema's rules, and a field is translated side by side exactly when the Spanish schema
 * takes it (src/build-time/content-schemas/translation.ts). Decap's configuration format, read by Sveltia CMS.
 */
import type { CmsConfig, EntryCollection, Field, FileCollection } from "@sveltia/cms";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { businessFactsSchema } from "@/schemas/business-facts";
import { contentCollections, type ContentCollection } from "@/build-time/content-schemas/collections";
import { pageSchema, pageTranslationSchema } from "@/build-time/content-schemas/page";
import type { EditorWidget } from "@/schemas/field-meta";

/** What the configuration needs from the deploy. */
export interface CmsSettings {
  /** The GitHub repository editors commit to, "owner/name". */
  repo: string;
  /** The branch the live site builds from. */
  branch: string;
  /** The public site, for the CMS's links to it. */
  siteUrl: string;
}

/** Where pictures live, and how content files name them (an alias, the same at any folder depth). */
export const MEDIA = { folder: "src/assets/photos", publicFolder: "@/assets/photos" } as const;

/** A JSON Schema node as zod writes it, with our meta keys. */
interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  editor?: EditorWidget;
  patternMessage?: string;
  after?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
}

/** How a field behaves across the two languages (Sveltia's field-level `i18n`). */
type I18nMode = "translate" | "none" | "duplicate";

/** A field's JSON Schema: the input side, so optional and defaulted fields are not required and transforms keep their input type. */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

// The schemas' image() helper, for writing the configuration: a string marked as a picture.
const configContext = { image: () => z.string().meta({ editor: { widget: "image" } }) } as unknown as SchemaContext;

/** Sveltia's `required`: in both languages, in English only, or not at all. */
function requiredIn(english: boolean, spanish: boolean, mode: I18nMode): boolean | string[] {
  if (!english) return false;
  return mode === "translate" && !spanish ? ["en"] : true;
}

/** The CMS field for one schema property. */
export function fieldFor(name: string, node: JsonSchema, options: { required: boolean | string[]; i18n: I18nMode }): Field {
  const common = {
    name,
    label: node.title ?? name,
    ...(node.description && { hint: node.description }),
    required: options.required,
    i18n: options.i18n,
  };
  const editor = node.editor;
  if (editor?.widget === "hidden") return { name, widget: "hidden", default: editor.default, i18n: "duplicate" };
  if (editor?.widget === "image") return { ...common, widget: "image", choose_url: false };
  if (editor?.widget === "date") return { ...common, widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  if (editor?.widget === "relation") {
    return {
      ...common,
      widget: "relation",
      collection: editor.collection,
      value_field: "{{slug}}",
      search_fields: [editor.display],
      display_fields: [editor.display],
    };
  }
  if (node.enum)
    return {
      ...common,
      widget: "select",
      options: node.enum.map(String),
      ...(node.default !== undefined && { default: String(node.default) }),
    };
  if (node.type === "boolean") return { ...common, widget: "boolean" };
  if (node.type === "number" || node.type === "integer") {
    return {
      ...common,
      widget: "number",
      value_type: node.type === "integer" ? "int" : "float",
      ...(node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER && { min: node.minimum }),
      ...(node.exclusiveMinimum !== undefined && { min: node.exclusiveMinimum + 1 }),
      ...(node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER && { max: node.maximum }),
    };
  }
  if (node.type === "object") return { ...common, widget: "object", fields: fieldsFor(node, node, options.i18n) };
  if (node.type === "array" && node.items) {
    const item = node.items;
    const sizes = {
      ...(node.minItems !== undefined && { min: node.minItems }),
      ...(node.maxItems !== undefined && { max: node.maxItems }),
    };
    if (item.type === "object")
      return { ...common, widget: "list", ...sizes, collapsed: "auto", fields: fieldsFor(item, item, options.i18n) };
    return {
      ...common,
      widget: "list",
      ...sizes,
      field: fieldFor("item", { ...item, title: item.title ?? common.label }, { required: true, i18n: options.i18n }),
    };
  }
  const text = {
    ...common,
    ...(node.minLength !== undefined && { minlength: node.minLength }),
    ...(node.maxLength !== undefined && { maxlength: node.maxLength }),
    ...(node.pattern && { pattern: [node.pattern, node.patternMessage ?? `Must match ${node.pattern}`] as [string, string] }),
    ...(typeof node.default === "string" && { default: node.default }),
  };
  if (editor?.widget === "text") return { ...text, widget: "text" };
  return {
    ...text,
    widget: "string",
    ...(node.format === "uri" && { type: "url" as const }),
    ...(node.format === "email" && { type: "email" as const }),
  };
}

/** The fields of an object node; `spanish` is the Spanish schema's node for the same object (its properties are the translated ones). */
function fieldsFor(english: JsonSchema, spanish: JsonSchema | undefined, inherited?: I18nMode): Field[] {
  return Object.entries(english.properties ?? {}).map(([name, node]) => {
    const translated = spanish?.properties?.[name];
    const mode: I18nMode = inherited ?? (translated ? "translate" : "none");
    const required = requiredIn(english.required?.includes(name) ?? false, spanish?.required?.includes(name) ?? false, mode);
    return fieldFor(name, node, { required, i18n: mode });
  });
}

/** The Markdown body every page file has after its frontmatter. */
const bodyField: Field = {
  name: "body",
  label: "Text",
  hint: "The page's main text, in Markdown. Write {{phone}}, {{hours}} or {{serviceArea}} for those facts.",
  widget: "markdown",
  i18n: "translate",
};

/** An entry collection of Markdown files in English and Spanish (`NAME.md` beside `NAME.es.md`). */
function collectionFor(collection: ContentCollection): EntryCollection {
  const english = jsonSchemaOf(collection.schema(configContext));
  const spanish = jsonSchemaOf(collection.translation(configContext));
  // A field of the Spanish file only (a product's colorNames) goes where its meta says, else last.
  const fields = fieldsFor(english, spanish);
  for (const [name, node] of Object.entries(spanish.properties ?? {}).filter(([name]) => !english.properties?.[name])) {
    const after = fields.findIndex((field) => field.name === node.after);
    fields.splice(after < 0 ? fields.length : after + 1, 0, fieldFor(name, node, { required: false, i18n: "translate" }));
  }
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    description: collection.description,
    folder: `src/content/${collection.folder}`,
    extension: "md",
    format: "yaml-frontmatter",
    i18n: true,
    identifier_field: collection.summaryField,
    summary: `{{${collection.summaryField}}}`,
    ...(collection.depth === 2 && { nested: { depth: 2, subfolders: false } }),
    fields: [...fields, bodyField],
  };
}

/** Plain pages: `src/pages/NAME.md`, their Spanish pages `src/pages/es/NAME.md`. */
function pagesCollection(): EntryCollection {
  const english = jsonSchemaOf(pageSchema);
  const spanish = jsonSchemaOf(pageTranslationSchema);
  // The Spanish page repeats the English page's facts (its own file must say them), so they are duplicated, not translated.
  const words = new Set(["title", "seoTitle", "description", "eyebrow", "name"]);
  // No layout field: a page without a layout line gets the site's (src/integrations/markdown-page-layout.ts), so the CMS writes none.
  const fields = Object.entries(english.properties ?? {})
    .filter(([name]) => name !== "layout")
    .map(([name, node]) => {
      const mode: I18nMode = words.has(name) ? "translate" : spanish.properties?.[name] ? "duplicate" : "none";
      return fieldFor(name, node, {
        required: requiredIn(english.required?.includes(name) ?? false, spanish.required?.includes(name) ?? false, mode),
        i18n: mode,
      });
    });
  return {
    name: "pages",
    label: "Plain pages",
    label_singular: "Plain page",
    description: "Pages such as /warranty or /about: a Markdown file in src/pages, its Spanish page in src/pages/es.",
    folder: "src/pages/{{locale}}",
    extension: "md",
    format: "yaml-frontmatter",
    i18n: true,
    identifier_field: "title",
    summary: "{{title}}",
    fields: [...fields, bodyField],
  };
}

/** The business facts file. */
function businessCollection(): FileCollection {
  const schema = jsonSchemaOf(businessFactsSchema);
  return {
    name: "business",
    label: "Business facts",
    description:
      "Phone, email, address, opening hours, ROC license, service area and social profiles: every page and email reads them from here.",
    files: [
      {
        name: "business",
        label: "Business facts",
        file: "src/content/business/business.json",
        format: "json",
        fields: fieldsFor(schema, undefined, "none"),
      },
    ],
  };
}

/**
 * "owner/name" from a repository address as Netlify gives it (REPOSITORY_URL:
 * https://github.com/owner/name or git@github.com:owner/name.git), or as written. Without one,
 * a placeholder that only the CMS's local mode can work with (it edits the working copy).
 */
export function githubRepository(address: string | undefined): string {
  const match = address && /(?:github\.com[/:])?([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(address);
  return match ? match[1]! : "local/working-copy";
}

/** The CMS's collections: one per content collection, the plain pages and the business facts (they depend on no deploy setting). */
export function cmsCollections(): (EntryCollection | FileCollection)[] {
  return [...contentCollections.map(collectionFor), pagesCollection(), businessCollection()];
}

/** The whole configuration. */
export function cmsConfig(settings: CmsSettings): CmsConfig {
  return {
    app_title: "Windows & Doors Near Me: content",
    site_url: settings.siteUrl,
    logo: { src: "/favicon.svg" },
    backend: {
      name: "github",
      repo: settings.repo,
      branch: settings.branch,
      // Netlify's OAuth gateway signs editors in with GitHub; GitHub lets in only the people the repository does.
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
      auth_methods: ["oauth"],
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}” (CMS, {{author-login}})",
        update: "Content: edit {{collection}} “{{slug}}” (CMS, {{author-login}})",
        delete: "Content: delete {{collection}} “{{slug}}” (CMS, {{author-login}})",
        uploadMedia: "Content: add picture {{path}} (CMS, {{author-login}})",
        deleteMedia: "Content: delete picture {{path}} (CMS, {{author-login}})",
      },
    },
    // Every change is a branch with a pull request; Netlify builds its deploy preview, and
    // "Publish" merges it once the preview looks right.
    publish_mode: "editorial_workflow",
    media_folder: MEDIA.folder,
    public_folder: MEDIA.publicFolder,
    i18n: { structure: "multiple_files", locales: ["en", "es"], default_locale: "en", omit_default_locale_from_file_path: true },
    slug: { encoding: "ascii", clean_accents: true },
    // The CMS writes files exactly as they are written by hand (src/build-time/content-format.ts).
    output: { omit_empty_optional_fields: true, yaml: { quote: "none", indent_size: 2, indent_sequences: true } },
    collections: cmsCollections(),
  };
}
