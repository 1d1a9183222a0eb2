import { describe, expect, it } from "vitest";
import { deferSiteScript, deferredLoader, loaderModule } from "./defer-site-script";

const SRC = "/_astro/Header.astro_astro_type_script_index_1_lang.BnyIV5p0.js";

describe("deferSiteScript", () => {
  it("replaces the header's module script with its loader's", () => {
    const page = `<head><script type="module" src="${SRC}"></script><script type="application/ld+json">{}</script></head>`;
    const { html, sources } = deferSiteScript(page);
    expect(sources).toEqual([SRC]);
    expect(html).not.toContain(`src="${SRC}"`);
    expect(html).toContain(deferredLoader(SRC));
    expect(html).toContain('<script type="application/ld+json">{}</script>');
  });

  it("leaves other scripts and pages without the header as they are", () => {
    const page = `<script type="module" src="/_astro/booking-widget.DiVsJUoD.js"></script>`;
    expect(deferSiteScript(page)).toEqual({ html: page, sources: [] });
  });

  it("writes an inline loader that imports the header's file after load, or on the first tap, key or focus", () => {
    expect(deferredLoader(SRC)).toBe(`<script type="module">${loaderModule(SRC)}</script>`);
    expect(loaderModule(SRC)).toContain(`const load=()=>import("${SRC}");addEventListener("load",`);
    expect(loaderModule(SRC)).toContain(`for(const type of["pointerdown","keydown","focusin"])addEventListener(type,load,`);
    expect(loaderModule(SRC)).not.toContain("</script");
  });
});
