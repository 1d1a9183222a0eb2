import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CMS_FONT_FALLBACK,
  cmsContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
} from "./security-headers";

const sha = (body: string) => `sha256-${createHash("sha256").update(body).digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("returns the hash of each executable inline script", () => {
    const html = `<script>console.log(1)</script><script type="module">import "/x.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("console.log(1)"), sha('import "/x.js";')]);
  });

  it("ignores external scripts and JSON-LD data blocks", () => {
    const html = `<script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("inlineStyleHashes", () => {
  it("returns the hash of each inline style element's text, as the browser hashes it", () => {
    const html = `<head><style>body{margin:0}</style><style type="text/css">a{color:red}</style></head><link rel="stylesheet" href="/a.css">`;
    expect(inlineStyleHashes(html)).toEqual([sha("body{margin:0}"), sha("a{color:red}")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("never allows inline scripts wholesale and forbids framing", () => {
    const policy = contentSecurityPolicy([sha("x")]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).toContain(`'${sha("x")}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it("allows inline styles only by hash, never wholesale", () => {
    const policy = contentSecurityPolicy([], [sha("body{margin:0}")]);
    const styleSrc = policy.split("; ").find((directive) => directive.startsWith("style-src"))!;
    expect(styleSrc).toBe(`style-src 'self' '${sha("body{margin:0}")}'`);
    // Only style attributes (reCAPTCHA's) are allowed inline, never a <style> element or a script.
    expect(policy.split("; ").filter((directive) => directive.includes("unsafe-inline"))).toEqual(["style-src-attr 'unsafe-inline'"]);
  });
});

describe("headersFile", () => {
  it("sends the security headers on every page and caches hashed assets for a year", () => {
    const file = headersFile([]);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: /);
    expect(file).toContain("  Strict-Transport-Security: max-age=31536000; includeSubDomains");
    expect(file).toContain("  X-Content-Type-Options: nosniff");
    expect(file).toContain("  Referrer-Policy: strict-origin-when-cross-origin");
    expect(file).toContain("  Permissions-Policy: ");
    expect(file).toContain("/_astro/*\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("cuts the pages with someone's data off from their opener, and only those", () => {
    const file = headersFile([]);
    const rules = Object.fromEntries(file.split(/\n(?=\/)/).map((rule) => [rule.split("\n")[0], rule]));
    for (const path of ["/admin/*", "/dashboard", "/es/dashboard", "/login", "/es/login", "/cancel/*", "/es/cancel/*"]) {
      expect(rules[path]).toContain("  Cross-Origin-Opener-Policy: same-origin");
    }
    expect(rules["/admin/*"]).toContain("  X-Robots-Tag: noindex");
    expect(rules["/*"]).not.toContain("Cross-Origin-Opener-Policy");
    expect(file.match(/^\/admin\/\*$/gm)).toHaveLength(1);
  });

  it("gives the content editor its own policy, after the site's so it replaces it there, and keeps it out of search", () => {
    const file = headersFile([]);
    const rules = Object.fromEntries(file.split(/\n(?=\/)/).map((rule) => [rule.split("\n")[0], rule]));
    for (const path of ["/cms", "/cms/*"]) {
      expect(rules[path]).toContain(`  Content-Security-Policy: ${cmsContentSecurityPolicy()}`);
      expect(rules[path]).toContain("  X-Robots-Tag: noindex");
    }
    expect(file.indexOf("\n/cms\n")).toBeGreaterThan(file.indexOf("/*\n"));
  });
});

describe("cmsContentSecurityPolicy", () => {
  it("loads scripts from the site only, and reaches GitHub and Netlify's sign-in", () => {
    const directives = cmsContentSecurityPolicy().split("; ");
    expect(directives).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(directives).toContain(
      "connect-src 'self' blob: data: https://api.github.com https://api.netlify.com https://www.githubstatus.com",
    );
    expect(directives).toContain("frame-ancestors 'none'");
  });

  it("lets fonts come from the site, and from the one fallback path Sveltia's stylesheet names", () => {
    expect(cmsContentSecurityPolicy().split("; ")).toContain("font-src 'self' https://cdn.jsdelivr.net/fontsource/fonts/");
  });

  it("names every font address the bundled Sveltia's stylesheet asks for, and the package carries each font to serve from the site", () => {
    const bundle = readFileSync("node_modules/@sveltia/cms/npm/index.js", "utf8");
    const fonts = [...bundle.matchAll(/url\((https:\/\/[^)]+\.woff2)\)/g)].map(([, url]) => url!);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    for (const url of fonts) {
      expect(url.startsWith(CMS_FONT_FALLBACK), url).toBe(true);
      // ".../material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2" is the package's assets/material-symbols-outlined-latin-wght-normal-HASH.woff2.
      const [, family, file] = /fonts\/([a-z0-9-]+)[^/]*\/(.+)\.woff2$/.exec(url)!;
      expect(bundle, url).toContain(`"${family}-${file}.woff2":new URL(`);
    }
  });
});
