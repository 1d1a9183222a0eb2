/**
 * Finds English left on a Spanish page: the visible text of a built page (no <script>,
 * <style>, <template>, <svg>, nor any part marked in another language with `lang`, such as
 * the language switcher or a review quoted in its original English), cut into the blocks a
 * reader sees (paragraphs, list items, headings, links, buttons...), and each block holding
 * an English stop-word. Proper names that hold one ("Arizona Registrar of Contractors") are
 * taken out first. Pure: the browser tests feed it the built HTML (e2e/spanish-words.spec.ts).
 */
import { NodeType, parse, type HTMLElement, type Node } from "node-html-parser";

/** English words that Spanish never uses, so one of them in Spanish text betrays an English sentence. */
export const ENGLISH_STOP_WORDS = [
  "the",
  "and",
  "your",
  "with",
  "for",
  "our",
  "you",
  "this",
  "that",
  "of",
  "to",
  "is",
  "are",
  "we",
  "was",
  "will",
  "have",
  "has",
  "from",
  "at",
  "on",
  "it",
  "by",
  "be",
  "an",
  "in",
  "or",
  "not",
  "can",
  "more",
  "about",
  "what",
  "how",
  "all",
] as const;

/** Names kept as they are on Spanish pages although they hold an English stop-word. */
export const PROPER_NAMES = [
  "Arizona Registrar of Contractors",
  "Residential Contractors' Recovery Fund",
  // Neighborhoods' own names (Tempe, Gilbert).
  "The Lakes",
  "The Islands",
] as const;

const SKIPPED = new Set(["script", "style", "template", "svg", "noscript"]);
const BLOCKS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "a",
  "button",
  "label",
  "legend",
  "dt",
  "dd",
  "td",
  "th",
  "figcaption",
  "blockquote",
  "summary",
  "caption",
  "option",
  "title",
]);
const stopWord = new RegExp(`(?<![\\p{L}'’])(${ENGLISH_STOP_WORDS.join("|")})(?![\\p{L}'’])`, "iu");

/** One block of visible text that reads as English. */
export interface EnglishHit {
  /** The stop-word found. */
  word: string;
  /** The block's text, spaces collapsed. */
  text: string;
}

/** Every block of visible Spanish-page text in `html` that holds an English stop-word, once each, in page order. */
export function findEnglishText(html: string): EnglishHit[] {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false, pre: true } });
  const blocks: string[] = [];
  collectBlocks(root, blocks, "");
  const hits: EnglishHit[] = [];
  for (const text of new Set(blocks)) {
    const match = stopWord.exec(withoutNames(text));
    if (match) hits.push({ word: match[1]!.toLowerCase(), text });
  }
  return hits;
}

// Walks the tree; a block's own text (its descendants outside nested blocks) is one entry.
function collectBlocks(node: Node, blocks: string[], lang: string): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return "";
  const element = node as HTMLElement;
  const tag = element.rawTagName?.toLowerCase() ?? "";
  if (SKIPPED.has(tag) || element.hasAttribute("hidden")) return "";
  const own = element.getAttribute("lang") ?? lang;
  // A part marked as another language (the switcher, a quoted original) is meant to be read in it.
  if (own && !own.toLowerCase().startsWith("es")) return "";
  const text = element.childNodes.map((child) => collectBlocks(child, blocks, own)).join(tag === "br" ? " " : "");
  if (!BLOCKS.has(tag)) return text;
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean) blocks.push(clean);
  // A link or button inside a sentence still belongs to it.
  return tag === "a" || tag === "button" || tag === "label" ? text : "";
}

function withoutNames(text: string): string {
  return PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, " "), text);
}
