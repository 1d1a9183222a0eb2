import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { importsOf, pageScripts, scriptsNamedBy } from "./script-weight";

describe("scriptsNamedBy", () => {
  it("returns module scripts, modulepreloads and load/idle islands now, and client:visible islands on scroll", () => {
    const html = `<script type="module" src="/_astro/page.js"></script><link rel="modulepreload" href="/_astro/pre.js">
      <astro-island component-url="/_astro/a.js" renderer-url="/_astro/client.js" client="load"></astro-island>
      <astro-island component-url="/_astro/b.js" renderer-url="/_astro/client.js" client="visible"></astro-island>`;
    expect(scriptsNamedBy(html)).toEqual({
      now: ["/_astro/page.js", "/_astro/pre.js", "/_astro/a.js", "/_astro/client.js"],
      onScroll: ["/_astro/b.js", "/_astro/client.js"],
    });
  });
});

describe("importsOf", () => {
  it("returns static and dynamic imports resolved against the chunk's path", () => {
    const source = 'import{a}from"./x.js";import"./y.js";const t=()=>import(`./z.js`);';
    expect(importsOf(source, "/_astro/main.js")).toEqual({ static: ["/_astro/x.js", "/_astro/y.js"], dynamic: ["/_astro/z.js"] });
  });
});

describe("pageScripts", () => {
  it("returns each file once with its gzipped size, and dynamic imports as later", () => {
    const dist = mkdtempSync(join(tmpdir(), "weight-"));
    mkdirSync(join(dist, "_astro"));
    const files = {
      "main.js": 'import"./shared.js";import(`./lazy.js`);',
      "shared.js": "export const s=1;".repeat(50),
      "lazy.js": 'import"./shared.js";export const l=2;',
    };
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dist, "_astro", name), source);
    const size = (name: keyof typeof files) => gzipSync(files[name], { level: 6 }).byteLength;

    const result = pageScripts(
      '<script type="module" src="/_astro/main.js"></script><script type="module" src="/_astro/shared.js"></script>',
      dist,
    );
    expect(result.totalGzipBytes).toBe(size("main.js") + size("shared.js"));
    expect(result.files.map((file) => file.path).sort()).toEqual(["/_astro/main.js", "/_astro/shared.js"]);
    expect(result.later).toEqual([{ path: "/_astro/lazy.js", gzipBytes: size("lazy.js") }]);
  });
});
