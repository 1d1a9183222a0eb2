/**
 * A browser module bundled into the text of one inline classic <script>, as Astro does for its
 * client directives: for a page script that must run where it stands in the page, while it parses,
 * and without a request of its own (a request made while the page parses counts in its first
 * paint on a phone, and in Lighthouse's), and that shares modules with the islands, so Astro's
 * bundler would split it into files. The Content Security Policy allows it by hash like every
 * inline script (security-headers.ts).
 */
import { join } from "node:path";
import { build } from "esbuild";

const bundled = new Map<string, Promise<string>>();

/** The module at `entry` (a path from the project's root) with what it imports, minified into one function: an inline classic script's text. */
export function inlineModule(entry: string): Promise<string> {
  let text = bundled.get(entry);
  if (!text) {
    // The build runs from the project's root, as Astro bundles its directives from there.
    text = build({
      entryPoints: [join(process.cwd(), entry)],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2022",
      write: false,
    }).then((result) => result.outputFiles[0]!.text.trim());
    bundled.set(entry, text);
  }
  return text;
}
