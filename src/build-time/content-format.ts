/**
 * The one way a content file's data is written: the way Sveltia CMS writes it, with the `output`
 * settings of src/build-time/cms-config.ts. Keys in the order of the CMS's fields; a field the file
 * leaves out gets the value the CMS would fill in (false for a checkbox, the field's default); an
 * empty optional value is left out; a Spanish file holds its translated fields and the ones the
 * CMS duplicates from English. YAML as Sveltia's formatYAML writes it (same `yaml` library and
 * version, 2.9.1). Hand-written files follow it, so an entry opened and saved in the CMS comes
 * back byte for byte (e2e/cms.spec.ts), and `npm run check:content -- --fix` rewrites a
 * frontmatter that strayed. (The Markdown body is the CMS's rich-text editor's business: it
 * writes tables as `| --- |`, emphasis as `_word_`, and a blank line after each heading.)
 */
import type { Field } from "@sveltia/cms";
import { stringify } from "yaml";

type Data = Record<string, unknown>;
type Locale = "en" | "es";

const isPlain = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Sveltia's notion of an empty value (false and 0 are values). */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (isPlain(value) && Object.keys(value).length === 0)
  );
}

/** Whether the CMS requires the field in `locale` (Sveltia's default is required). */
function isRequired(field: Field, locale: Locale): boolean {
  const required = "required" in field ? field.required : undefined;
  if (required === undefined) return true;
  return Array.isArray(required) ? required.includes(locale) : required;
}

/** How the field behaves in the non-default language. */
function i18nOf(field: Field): "translate" | "duplicate" | "none" {
  const mode = "i18n" in field ? field.i18n : undefined;
  if (mode === true || mode === "translate") return "translate";
  if (mode === "duplicate") return "duplicate";
  return "none";
}

function subfieldsOf(field: Field): Field[] | undefined {
  return "fields" in field && Array.isArray(field.fields) ? (field.fields as Field[]) : undefined;
}

/** The value the CMS fills in for a field the file leaves out. */
function defaultOf(field: Field, locale: Locale): unknown {
  const widget = "widget" in field ? field.widget : "string";
  const configured = "default" in field ? field.default : undefined;
  if (widget === "boolean") return configured ?? false;
  if (configured !== undefined) return configured;
  const subfields = subfieldsOf(field);
  if (widget === "object" && subfields) return canonicalData({}, subfields, locale);
  return undefined;
}

/**
 * `data` as the CMS writes it in `locale`: the fields in order, defaults filled, empty optional
 * values left out. For a Spanish file, `english` is the English file's data (duplicated fields).
 */
export function canonicalData(data: Data, fields: readonly Field[], locale: Locale, english?: Data): Data {
  const result: Data = {};
  for (const field of fields) {
    const mode = i18nOf(field);
    if (locale === "es" && mode === "none") continue;
    let value = locale === "es" && mode === "duplicate" && english ? english[field.name] : data[field.name];
    if (value === undefined) value = defaultOf(field, locale);
    const subfields = subfieldsOf(field);
    if (subfields && Array.isArray(value)) value = value.map((item) => (isPlain(item) ? canonicalData(item, subfields, locale) : item));
    else if (subfields && isPlain(value)) value = canonicalData(value, subfields, locale);
    if (isEmpty(value) && !isRequired(field, locale)) continue;
    if (value !== undefined) result[field.name] = value;
  }
  // Keys no field names stay, sorted, as the CMS keeps them.
  for (const key of Object.keys(data)
    .filter((key) => !fields.some((field) => field.name === key))
    .sort())
    result[key] = data[key];
  return result;
}

/** YAML as Sveltia writes it: two-space indents, indented lists, no line folding, quotes only where YAML needs them (single ones). */
export function formatYaml(data: Data): string {
  return stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim();
}

/** A Markdown file: the frontmatter block, a blank line, the body, one final newline. */
export function formatMarkdownFile(data: Data, body: string): string {
  const text = body.trim();
  return `---\n${formatYaml(data)}\n---\n${text ? `\n${text}\n` : ""}`;
}

/** A JSON data file as Sveltia writes it: two-space indents and one final newline. */
export function formatJsonFile(data: Data): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}
