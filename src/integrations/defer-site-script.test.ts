import { describe, expect, it } from "vitest";
import { deferSiteScript, deferredLoader } from "./defer-site-script";

const SRC = "/_astro/Header.astro_astro_type_script_index_1_lang.BnyIV5p0.js";

describe("deferSiteScript", () => {
  it("replaces the header's module script with an inline module that imports it after load or on the first act", () => {
    const page = `<head><script type="module" src="${SRC}"></script><script type="application/ld+json">{}</script></head>`;
    const { html, deferred } = deferSiteScript(page);
    expect(deferred).toBe(1);
    expect(html).not.toContain(`src="${SRC}"`);
    expect(html).toContain(deferredLoader(SRC));
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it("leaves other scripts and pages without the header as they are", () => {
    const page = `<script type="module" src="/_astro/booking-widget.DiVsJUoD.js"></script>`;
    expect(deferSiteScript(page)).toEqual({ html: page, deferred: 0 });
  });

  it("writes the same loader for the same file, so every page shares one CSP hash", () => {
    expect(deferredLoader(SRC)).toBe(deferredLoader(SRC));
    expect(deferredLoader(SRC)).toMatch(/^<script type="module">const load=\(\)=>import\("\/_astro\/Header[^"]+"\);/);
  });
});
