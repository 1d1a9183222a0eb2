/**
 * Reading a content file as the CMS and Astro read it: a YAML frontmatter block between `---`
 * lines, then the Markdown body. Used by `npm run check:content`, which checks the files before
 * Astro reads them (the site itself reads content only through the content layer).
 */
import { parse } from "yaml";

/** A Markdown file split in two: its frontmatter text and its body. */
export interface SplitFile {
  /** The YAML between the `---` lines, without them; undefined when the file has none. */
  frontmatter: string | undefined;
  /** Everything after the closing `---` line. */
  body: string;
  /** The line the body starts on, 1-based (for messages that name a line). */
  bodyLine: number;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** `text` split into its frontmatter and body. */
export function splitFrontmatter(text: string): SplitFile {
  const match = BLOCK.exec(text);
  if (!match) return { frontmatter: undefined, body: text, bodyLine: 1 };
  return { frontmatter: match[1], body: text.slice(match[0].length), bodyLine: match[0].split("\n").length };
}

/** The parsed frontmatter of `text` (an empty object when there is none); throws on YAML errors. */
export function parseFrontmatter(text: string): Record<string, unknown> {
  const { frontmatter } = splitFrontmatter(text);
  const data: unknown = frontmatter === undefined ? {} : parse(frontmatter);
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
