/**
 * The header's script (menus, review badge, user menu, hover prefetch) is wanted after the
 * page has painted, never before: as Astro emits it, a module script in <head>, its 9 KB start
 * downloading with the page's own image and, on a phone's connection, push the largest paint back.
 * Astro has no setting for when a bundled script loads, so after the build each page's tag is
 * replaced by a tag for a 0.3 KB loader (written beside Astro's files, named by its hash), which
 * imports the same file once the page has loaded and the browser is idle, or at once when the
 * visitor acts first (a tap, a key, a focus). Lighthouse mobile, idle machine, median of 5
 * (README "The first screen in one round trip"): content pages 96-99 and LCP 1.75-1.79 s before,
 * 99-100 and 1.47-1.56 s with this loader. The same loader inline read LCP 1.05-1.07 s but 89-93:
 * with the first paint that early, the page's own parse and layout fall after it and count as
 * blocking time in Lighthouse's model. Measured again once COOP had left the public pages (Nov 24,
 * interleaved medians): inline, LCP 0.96-1.06 s instead of 1.16-1.56 s on every content page type,
 * but blocking time 71-181 ms instead of 23-36 and performance 98-100 instead of 100. A browser does the
 * same work either way (a module script never holds the first paint); only the model's split
 * differs, so the file stays. What must work before the script does works without it:
 * links, the phone menu (opened by `commandfor`), hover menus (CSS); where the visitor came from
 * is noted at once by its own inline script (Header.astro).
 */
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
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
    `for(const type of["pointerdown","keydown","focusin"])addEventListener(type,load,{once:true,capture:true,passive:true})\n`
  );
}

/** Where the loader of `src` is written: under /_astro/, named by its content's hash like Astro's own files. */
export function loaderPath(src: string): string {
  return `/_astro/header-loader.${createHash("sha256").update(loaderModule(src)).digest("base64url").slice(0, 8)}.js`;
}

/** The tag that replaces the header's: the loader, a file of its own (see the file's comment). */
export function deferredLoader(src: string): string {
  return `<script type="module" src="${loaderPath(src)}"></script>`;
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
        const sources = new Set<string>();
        for (const file of await htmlFiles(root)) {
          const page = await readFile(file, "utf8");
          const { html, sources: loaded } = deferSiteScript(page);
          if (loaded.length === 0) continue;
          for (const src of loaded) sources.add(src);
          await writeFile(file, html);
          pages++;
        }
        for (const src of sources) await writeFile(join(root, loaderPath(src)), loaderModule(src));
        // Every page has the header: none deferred means Astro named the script otherwise, and the tests say so too.
        if (pages === 0) throw new Error("defer-site-script: no page carried the header's script tag; has Astro changed how it names it?");
        logger.info(`The header's script loads after the first paint on ${pages} pages.`);
      },
    },
  };
}
