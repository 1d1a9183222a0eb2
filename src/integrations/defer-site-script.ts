/**
 * The header's script (menus, review badge, user menu, hover prefetch) is wanted after the
 * page has painted, never before: as Astro emits it, a module script in <head>, its 9 KB start
 * downloading with the page's own image and, on a phone's connection, push the largest paint back.
 * Astro has no setting for when a bundled script loads, so after the build each page's tag is
 * replaced by a 0.3 KB inline loader, which imports the same file once the page has loaded and
 * the browser is idle, or at once when the visitor acts first (a tap, a key, a focus). The
 * Content Security Policy allows it by hash, like every inline script the build writes.
 *
 * Inline rather than a file of its own (Nov 25, Lighthouse mobile, idle machine, interleaved
 * medians of 5; docs/performance.md): as a file, its request made while
 * the page parsed put the first paint after it in Lighthouse's model, LCP 1.16-1.56 s on the
 * content pages. Inline, with the first render waiting for the first screen (BaseLayout's
 * `<link rel="expect">`), LCP 0.91-1.06 s and blocking time 11-65 ms, performance 100. Inline alone
 * (no expect) read LCP as low but blocking time 71-181 ms: the browser painted the header alone,
 * then laid out the rest of the page in a long task after that first paint.
 * What must work before the script does works without it: links, the phone menu (opened by
 * `commandfor`), hover menus (CSS); where the visitor came from is noted at once by its own
 * inline script (Header.astro).
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { htmlFiles } from "./security-headers";

/** The tag Astro writes for Header.astro's bundled script. */
const SITE_SCRIPT_TAG = /<script type="module" src="(\/_astro\/Header\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;

/** The module that loads `src` after the first paint (see the file's comment). */
export function loaderModule(src: string): string {
  return (
    `const load=()=>import(${JSON.stringify(src)});` +
    `addEventListener("load",()=>(window.requestIdleCallback||setTimeout)(load),{once:true});` +
    `for(const type of["pointerdown","keydown","focusin"])addEventListener(type,load,{once:true,capture:true,passive:true})`
  );
}

/** The tag that replaces the header's: its loader, inline (see the file's comment). */
export function deferredLoader(src: string): string {
  return `<script type="module">${loaderModule(src)}</script>`;
}

/** `html` with the header's script tag replaced by its deferred loader, and the files it loads (none when the page has no header). */
export function deferSiteScript(html: string): { html: string; sources: string[] } {
  const sources: string[] = [];
  const result = html.replace(SITE_SCRIPT_TAG, (_tag, src: string) => {
    sources.push(src);
    return deferredLoader(src);
  });
  return { html: result, sources };
}

export default function deferSiteScriptIntegration(): AstroIntegration {
  return {
    name: "defer-site-script",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let pages = 0;
        for (const file of await htmlFiles(root)) {
          const page = await readFile(file, "utf8");
          const { html, sources } = deferSiteScript(page);
          if (sources.length === 0) continue;
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
