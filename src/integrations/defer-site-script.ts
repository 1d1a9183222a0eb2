/**
 * The header's script (menus, review badge, user menu, hover prefetch) is wanted after the
 * page has painted, never before: as Astro emits it, a module script in <head>, its request
 * starts with the page's own image and, on a phone's connection, pushes the largest paint
 * back (Lighthouse mobile on a city page: LCP 1.44 s with it, 1.07 s with it loaded after
 * `load`; README "Lighthouse"). Astro has no setting for when a bundled script loads, so after
 * the build each page's tag is replaced by a small inline module that imports the same file
 * once the page has loaded and the browser is idle, or at once when the visitor acts first
 * (a tap, a key, a focus). What must work before it does, works without it: links, the phone
 * menu (opened by `commandfor`), hover menus (CSS); where the visitor came from is noted by
 * its own inline script at once (Header.astro). Runs before security-headers, which hashes
 * the inline module for the Content Security Policy like any other.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { htmlFiles } from "./security-headers";

/** The tag Astro writes for Header.astro's bundled script. */
const SITE_SCRIPT_TAG = /<script type="module" src="(\/_astro\/Header\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;

/** The inline module that loads `src` after the first paint (see the file's comment). */
export function deferredLoader(src: string): string {
  return (
    `<script type="module">const load=()=>import(${JSON.stringify(src)});` +
    `addEventListener("load",()=>(window.requestIdleCallback||setTimeout)(load),{once:true});` +
    `for(const type of["pointerdown","keydown","focusin"])addEventListener(type,load,{once:true,capture:true,passive:true})</script>`
  );
}

/** `html` with the header's script tag replaced by its deferred loader; unchanged when the page has none. */
export function deferSiteScript(html: string): { html: string; deferred: number } {
  let deferred = 0;
  const result = html.replace(SITE_SCRIPT_TAG, (_tag, src: string) => {
    deferred++;
    return deferredLoader(src);
  });
  return { html: result, deferred };
}

export default function deferSiteScriptIntegration(): AstroIntegration {
  return {
    name: "defer-site-script",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        let pages = 0;
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const { html, deferred } = deferSiteScript(await readFile(file, "utf8"));
          if (deferred === 0) continue;
          await writeFile(file, html);
          pages++;
        }
        // Every page has the header: none deferred means Astro named the script otherwise, and the tests say so too.
        if (pages === 0) throw new Error("defer-site-script: no page carried the header's script tag; has Astro changed how it names it?");
        logger.info(`The header's script loads after the first paint on ${pages} pages.`);
      },
    },
  };
}
