/**
 * The first screen in one round trip: every built page carries its stylesheet
 * inline, the Content Security Policy in dist/_headers allows exactly those <style> elements by
 * hash (no 'unsafe-inline'), no stylesheet or web font waits in <head>, and the CSS stays within
 * a byte budget; the header's script loads through an inline loader the policy allows, and the
 * first render waits for each page's first screen (`<link rel="expect" href="#first-screen">`).
 * The first test reads dist/ only (no browser, no timing); the second opens a few page types in a
 * phone-sized browser and checks they paint styled, first frame with the first screen, without a
 * CSP violation.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { builtHtmlFiles } from "./site";

/** Gzipped KB of inline CSS a page may carry: today's whole stylesheet (about 11 KB) plus room to grow. */
const INLINE_CSS_BUDGET_KB = 14;

const dist = join(process.cwd(), "dist");
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The page policy's directives in dist/_headers, by name. */
function pagePolicy(): Map<string, string[]> {
  const headers = readFileSync(join(dist, "_headers"), "utf8");
  const policy = /^\/\*\n(?: {2}.+\n)*? {2}Content-Security-Policy: (.+)$/m.exec(headers)?.[1];
  if (!policy) throw new Error("dist/_headers has no Content-Security-Policy for /*");
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test("every built page carries its CSS inline, allowed by hash, with nothing render-blocking in <head>", ({}, testInfo) => {
  test.skip(testInfo.project.name !== "mobile", "the pages are files: reading them once is enough");
  const policy = pagePolicy();
  const styleSrc = policy.get("style-src") ?? [];
  const scriptSrc = policy.get("script-src") ?? [];
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const problems: string[] = [];
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(40);
  for (const file of files) {
    const page = relative(dist, file);
    const html = readFileSync(file, "utf8");
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    const css = styles.join("");
    // Tailwind's reset and the brand theme: the page's own stylesheet, not only Astro's island rule.
    if (!css.includes("--color-brand-800") || !/box-sizing:border-box/.test(css)) problems.push(`${page}: no inline stylesheet`);
    for (const style of styles)
      if (!styleSrc.includes(`'${sha256(style)}'`))
        problems.push(`${page}: an inline <style> (${style.length} bytes) whose hash the CSP does not allow`);
    for (const link of head.match(/<link\b[^>]*\brel="?stylesheet[^>]*>/g) ?? []) problems.push(`${page}: render-blocking ${link}`);
    // The header's script loads after the first paint (src/integrations/defer-site-script.ts), never as a tag of its own.
    if (/<script\b[^>]*\bsrc="[^"]*Header\.astro/.test(html)) problems.push(`${page}: the header's script is requested with the page`);
    if (html.includes("data-site-header")) {
      const loader = /<script type="module">(const load=\(\)=>import\("\/_astro\/Header\.astro[^<]*)<\/script>/.exec(html)?.[1];
      if (!loader) problems.push(`${page}: no inline loader for the header's script`);
      else if (!scriptSrc.includes(`'${sha256(loader)}'`)) problems.push(`${page}: the header's loader, whose hash the CSP does not allow`);
      // The first render waits for the first screen (BaseLayout): the element must exist, or the render would wait for the whole page.
      if (!/<link rel="expect" href="#first-screen" blocking="render">/.test(head))
        problems.push(`${page}: no <link rel="expect"> for the first screen`);
      const firstScreens = html.match(/\sid="first-screen"/g)?.length ?? 0;
      if (firstScreens !== 1) problems.push(`${page}: ${firstScreens} elements with id="first-screen", not one`);
      else if (!/<main\b[^>]*>\s*<(?:section|div)\b[^>]*\sid="first-screen"/.test(html))
        problems.push(`${page}: #first-screen is not the first element of <main>`);
    }
    if (/<[^>]+\sstyle=/.test(html)) problems.push(`${page}: a style attribute, which the CSP blocks`);
    // Fonts: the system stack paints at once; any web font must never hide text while it loads.
    for (const face of css.match(/@font-face\{[^}]*\}/g) ?? [])
      if (!/font-display:(swap|optional)/.test(face)) problems.push(`${page}: ${face.slice(0, 80)} without font-display swap or optional`);
    const gzipKb = gzipSync(css).length / 1024;
    if (gzipKb > INLINE_CSS_BUDGET_KB) problems.push(`${page}: ${gzipKb.toFixed(1)} KB of inline CSS gzipped > ${INLINE_CSS_BUDGET_KB} KB`);
  }
  expect(problems, problems.slice(0, 20).join("\n")).toEqual([]);
});

for (const path of ["/", "/locations/mesa", "/es/estimate", "/room-designer"]) {
  test(`${path} paints styled from its HTML alone, with no CSP violation`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "the first screen on a phone; one project is enough");
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const styleRequests: string[] = [];
    page.on("request", (request) => ["stylesheet", "font"].includes(request.resourceType()) && styleRequests.push(request.url()));

    // The first frame (its requestAnimationFrame) comes only once the first screen is parsed, never with the header alone.
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        document.documentElement.setAttribute(
          "data-first-frame",
          document.getElementById("first-screen") ? "with-first-screen" : "without",
        ),
      ),
    );
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("data-first-frame", "with-first-screen");
    // Styled: the sticky header and the brand's call-to-action colour come from the inline sheet.
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    await expect(page.locator("body")).toHaveCSS("margin", "0px");
    const fonts = await page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily);
    expect(fonts).toMatch(/system-ui|sans-serif/);
    expect(styleRequests, "no stylesheet or font is fetched: the first screen needs only the HTML").toEqual([]);
    expect(problems).toEqual([]);
  });
}
