/** What one page's HTML says about itself: the facts every check and the dashboard read. */
import { parse, type HTMLElement } from "node-html-parser";
import { readJsonLd } from "./json-ld";
import type { AuditOptions, OgImage, PageFacts } from "@/core/seo-audit/types";
import { sameSitePath, siteOrigin } from "./urls";

/** Elements whose text a visitor never reads as content. */
const INVISIBLE = "script, style, noscript, template, svg";

/** The facts of the page at `path`, read from its `html`. */
export function readPage(path: string, html: string, options: AuditOptions = {}): PageFacts {
  const root = parse(html);
  const origin = siteOrigin(options.site);
  return {
    path,
    title: collapse(root.querySelector("title")?.text),
    description: collapse(metaContent(root, "name", "description")),
    canonical: linkHref(root, "canonical"),
    noindex: isNoindex(root),
    ogImage: readOgImage(root, path, origin, options.ogImageExists),
    // Raw text: a script's content is not HTML, so "&amp;" in JSON-LD is literally "&amp;".
    jsonLd: jsonLdScripts(root).map((script) => readJsonLd(script.rawText)),
    h1Count: root.querySelectorAll("h1").length,
    imagesWithoutAlt: root
      .querySelectorAll("img")
      .filter((img) => !img.hasAttribute("alt"))
      .map((img) => img.getAttribute("src") ?? "(no src)"),
    wordCount: countWords(root),
    linksOut: readLinksOut(root, path, origin),
    lang: collapse(root.querySelector("html")?.getAttribute("lang")),
    alternates: root
      .querySelectorAll("link[hreflang]")
      .filter((link) => (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes("alternate"))
      .map((link) => ({
        hreflang: link.getAttribute("hreflang")!.trim().toLowerCase(),
        path: sameSitePath(link.getAttribute("href") ?? "", path, origin),
      })),
  };
}

/** Trimmed text with runs of whitespace as one space, or null when empty. */
function collapse(text: string | undefined): string | null {
  const collapsed = text?.replace(/\s+/g, " ").trim();
  return collapsed ? collapsed : null;
}

/** The content of the first `<meta {attribute}="{key}">`, attribute value compared case-insensitively. */
function metaContent(root: HTMLElement, attribute: "name" | "property", key: string): string | undefined {
  return root
    .querySelectorAll("meta")
    .find((meta) => meta.getAttribute(attribute)?.trim().toLowerCase() === key)
    ?.getAttribute("content");
}

function linkHref(root: HTMLElement, rel: string): string | null {
  const link = root
    .querySelectorAll("link")
    .find((element) => (element.getAttribute("rel") ?? "").toLowerCase().split(/\s+/).includes(rel));
  return collapse(link?.getAttribute("href"));
}

function jsonLdScripts(root: HTMLElement): HTMLElement[] {
  return root.querySelectorAll("script").filter((script) => script.getAttribute("type")?.trim().toLowerCase() === "application/ld+json");
}

/** Googlebot obeys both the generic robots tag and its own. */
function isNoindex(root: HTMLElement): boolean {
  return ["robots", "googlebot"].some((name) => /\bnoindex\b/i.test(metaContent(root, "name", name) ?? ""));
}

function readOgImage(root: HTMLElement, path: string, origin: string, exists: AuditOptions["ogImageExists"]): OgImage {
  const url = collapse(metaContent(root, "property", "og:image"));
  const size = (key: string) => {
    const value = Number.parseInt(metaContent(root, "property", key) ?? "", 10);
    return Number.isFinite(value) ? value : null;
  };
  // Query strings and fragments do not change which file is served.
  const filePath = url ? sameSitePath(url, path, origin) : null;
  return { url, width: size("og:image:width"), height: size("og:image:height"), exists: filePath && exists ? exists(filePath) : null };
}

/** Words of the visible text of `<main>`, or of `<body>` when there is no main. */
function countWords(root: HTMLElement): number {
  const container = (root.querySelector("main") ?? root.querySelector("body") ?? root).clone() as HTMLElement;
  for (const element of container.querySelectorAll(INVISIBLE)) element.remove();
  // structuredText breaks lines between blocks, so "<p>one</p><p>two</p>" is two words.
  return container.structuredText.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function readLinksOut(root: HTMLElement, path: string, origin: string): string[] {
  const paths = new Set<string>();
  for (const anchor of root.querySelectorAll("a[href]")) {
    const target = sameSitePath(anchor.getAttribute("href")!, path, origin);
    if (target !== null && target !== path) paths.add(target);
  }
  return [...paths].sort();
}
