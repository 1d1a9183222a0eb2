/**
 * The documentation leads somewhere: every relative link in README.md, docs/ and the tools'
 * READMEs opens a file that exists (and its #anchor a heading there), and every repository path a
 * document names in code (`src/core/limits.ts`) exists. Files move often; a document that still
 * points at the old place fails here, naming the document and the link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Folders whose paths a document may name in code; anything else (dist/, .data/) is not in the repository. */
const REPOSITORY_FOLDERS = ["src", "scripts", "tests", "e2e", "netlify", "drizzle", "docs", "tools", "public", ".ci"];

/** Paths named as what the project does not have (Netlify Database's own migration folder). */
const ABSENT_ON_PURPOSE = new Set(["netlify/database/migrations/"]);

/** The Markdown files checked: README.md, docs/*.md and tools/<tool>/README.md. */
function documents(): string[] {
  const inFolder = (folder: string, pick: (name: string) => boolean) =>
    existsSync(join(root, folder))
      ? readdirSync(join(root, folder))
          .filter(pick)
          .map((name) => join(folder, name))
      : [];
  const tools = inFolder("tools", (name) => statSync(join(root, "tools", name)).isDirectory())
    .map((folder) => join(folder, "README.md"))
    .filter((file) => existsSync(join(root, file)));
  return ["README.md", ...inFolder("docs", (name) => name.endsWith(".md")), ...tools];
}

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** Link targets: inline links and images `[text](target)` and reference definitions `[label]: target`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((match) => match[1]!);
  return [...inline, ...references];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown file's headings make, with GitHub's -1, -2 for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(heading!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** The relative links of `markdown` (found in the file `file`, relative to the repository root) that lead nowhere. */
function brokenLinks(file: string, markdown: string, repositoryRoot: string = root): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
    const [pathPart = "", anchor] = target.split("#");
    const path = decodeURIComponent(pathPart.split("?")[0]!);
    const resolved = path ? resolve(repositoryRoot, dirname(file), path) : resolve(repositoryRoot, file);
    if (!resolved.startsWith(repositoryRoot) || !existsSync(resolved)) {
      broken.push(target);
      continue;
    }
    if (anchor && resolved.endsWith(".md") && !anchorsOf(readFileSync(resolved, "utf8")).has(anchor)) broken.push(target);
  }
  return broken;
}

/** Repository paths named in inline code (`src/core/limits.ts`) that do not exist; placeholders (NAME, *, <…>) are left out. */
function missingCodePaths(markdown: string, repositoryRoot: string = root): string[] {
  const folders = REPOSITORY_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|");
  const pathPattern = new RegExp(`^(?:${folders})/[\\w./@\\[\\]-]*$`);
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  return spans.filter(
    (span) =>
      pathPattern.test(span) &&
      !span.split("/").some((segment) => /^[A-Z]{3,}(\.\w+)?$/.test(segment)) &&
      !ABSENT_ON_PURPOSE.has(span) &&
      !existsSync(join(repositoryRoot, span)),
  );
}

describe("the documentation's links", () => {
  const files = documents();

  it("checks README.md and every file in docs/", () => {
    expect(files).toContain("README.md");
    expect(files.filter((file) => file.startsWith("docs/")).length).toBeGreaterThan(5);
  });

  it("has every relative link lead to a file, and every #anchor to a heading there", () => {
    const broken = files.flatMap((file) => brokenLinks(file, readFileSync(join(root, file), "utf8")).map((link) => `${file}: ${link}`));
    expect(broken).toEqual([]);
  });

  it("names in code only repository paths that exist", () => {
    const missing = files.flatMap((file) => missingCodePaths(readFileSync(join(root, file), "utf8")).map((path) => `${file}: ${path}`));
    expect(missing).toEqual([]);
  });
});

describe("brokenLinks", () => {
  const file = relative(root, join(root, "docs", "example.md"));

  it("returns a link to a file that does not exist", () => {
    expect(brokenLinks(file, "See [the rules](../src/core/no-such-file.ts).")).toEqual(["../src/core/no-such-file.ts"]);
  });

  it("returns a link whose anchor names no heading", () => {
    expect(brokenLinks(file, "See [deploy](deploy.md#no-such-step).")).toEqual(["deploy.md#no-such-step"]);
  });

  it("returns nothing for existing files and anchors, web addresses and code", () => {
    const markdown =
      "[a](../README.md) [b](deploy.md#step-by-step) [c](https://example.com/x) `[d](nowhere.md)`\n\n```\n[e](nowhere.md)\n```";
    expect(brokenLinks(file, markdown)).toEqual([]);
  });

  it("reads reference definitions too", () => {
    expect(brokenLinks(file, "[guide]: ./missing.md")).toEqual(["./missing.md"]);
  });
});

describe("headingSlug", () => {
  it("returns GitHub's anchor for a heading with code, punctuation and capitals", () => {
    expect(headingSlug("Checked in `npm test`")).toBe("checked-in-npm-test");
    expect(headingSlug("Incentives (rebates, tax credits)")).toBe("incentives-rebates-tax-credits");
    expect(headingSlug("/api/health")).toBe("apihealth");
  });
});

describe("missingCodePaths", () => {
  it("returns a named file that does not exist, and leaves out placeholders and other folders", () => {
    const markdown = "`src/core/limits.ts` `src/core/gone.ts` `src/content/cities/NAME.md` `netlify/functions/*.mts` `.data/pg`";
    expect(missingCodePaths(markdown)).toEqual(["src/core/gone.ts"]);
  });
});
