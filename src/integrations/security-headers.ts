/**
 * Writes dist/_headers after the build: the security headers of every page and the
 * long-lived cache of hashed assets. Netlify applies _headers to static files, and
 * `npm start` serves the build through Netlify's own emulation, so both send the same.
 *
 * The Content Security Policy allows no inline script except those the build itself
 * emitted (Astro's island loader, JSON-LD is data and needs none): their SHA-256 hashes
 * are read from the built HTML, so the policy never needs 'unsafe-inline' for scripts.
 * Styles the same way: every page carries its stylesheet inline (astro.config.mjs,
 * build.inlineStylesheets), and the policy allows exactly those <style> elements by hash.
 */
import { createHash } from "node:crypto";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { CMS_PATH } from "../config/cms";

/** reCAPTCHA v3 (booking form) loads from Google's hosts. */
const recaptcha = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/** The policy, given the hashes of the inline scripts and styles the build emitted. */
export function contentSecurityPolicy(scriptHashes: string[], styleHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...recaptcha].join(" "),
    // The pages' own <style> elements by hash. Our own markup has no style attribute either:
    // React islands set styles through the CSSOM (element.style), which the policy does not govern.
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    // Except style attributes, which reCAPTCHA's script writes into the booking and contact forms
    // (its badge, and a textarea it hides with style="display: none": blocked, that textarea
    // would show). An attribute can only restyle; scripts and <style> elements stay by hash.
    "style-src-attr 'unsafe-inline'",
    // Google review authors' photos.
    "img-src 'self' data: https://*.googleusercontent.com",
    "font-src 'self'",
    `connect-src 'self' ${recaptcha[0]}`,
    `frame-src ${recaptcha[0]} https://recaptcha.google.com/recaptcha/`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The one address outside the site /cms may fetch from: Sveltia's stylesheet still names its three
 * fonts (text, monospace and the Material Symbols icon font) on jsDelivr's Fontsource mirror. The
 * package we bundle carries the same fonts and its interface's words for every language, and
 * registers the fonts from our own origin (its npm build; the files are in dist/_astro), so
 * nothing needs that mirror; but a browser may ask its stylesheet's faces first, and the policy lets
 * exactly that path through rather than log a blocked request. Scripts and data stay 'self'.
 */
export const CMS_FONT_FALLBACK = "https://cdn.jsdelivr.net/fontsource/fonts/";

/**
 * The content editor's policy (/cms): Sveltia CMS is an application bundled from our own build
 * ('self'), but Svelte writes its components' styles as <style> elements at run time, which no
 * build-time hash can name, so styles are allowed inline here and only here. Signing in goes
 * through Netlify's OAuth gateway (api.netlify.com, in a popup, which answers the page by
 * message), then the CMS reads and commits through GitHub's API and checks GitHub's status page;
 * editors' avatars come from GitHub. Pictures are previewed from blob: and data: URLs, and its
 * image tools run WebAssembly in workers. Its fonts come from our origin, with the one fallback
 * path above. Scripts stay 'self' only: nothing inline, nothing from another host.
 */
export function cmsContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `font-src 'self' ${CMS_FONT_FALLBACK}`,
    "connect-src 'self' blob: data: https://api.github.com https://api.netlify.com https://www.githubstatus.com",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers of every page besides the policy. */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
};

/**
 * The pages that show someone's own data: the admin screens, the dashboard, sign-in, and the
 * visit a cancel link opens. They alone are cut off from whatever window opened them
 * (Cross-Origin-Opener-Policy), so a hostile page that opened one can neither steer it nor
 * probe it. On the public pages that isolation costs more than it protects: a page with
 * COOP cannot share the opener's browsing context group, so arriving from about:blank or a
 * search result starts a renderer process of its own (Android Chrome also isolates every site
 * that sends the header), which Lighthouse mobile read as 0.3-0.4 s more LCP on a city page
 * (docs/performance.md). Those pages hold nothing an opener could
 * reach: no one's data, and framing stays forbidden on every page.
 */
export const isolatedPages: readonly string[] = [
  "/admin/*",
  "/dashboard",
  "/login",
  "/cancel",
  "/cancel/*",
  "/es/dashboard",
  "/es/login",
  "/es/cancel",
  "/es/cancel/*",
  ...customerTokenPages(),
];

/** The quote page, the change-order page, the invoice page and the customer's own page, in both languages, with and without their token. */
function customerTokenPages(): string[] {
  return [
    "/quote",
    "/quote/*",
    "/es/quote",
    "/es/quote/*",
    "/change-order",
    "/change-order/*",
    "/es/change-order",
    "/es/change-order/*",
    "/invoice",
    "/invoice/*",
    "/es/invoice",
    "/es/invoice/*",
    "/my",
    "/my/*",
    "/es/my",
    "/es/my/*",
  ];
}

/**
 * A quote page is a customer's priced offer and, once signed, their contract, an invoice page
 * their bill and its payments, and their own page
 * (/my/{token}) holds all of that and more: never kept by the CDN or a shared cache (both
 * Cache-Control and Netlify's own CDN header), never indexed, and its address (the token) never
 * sent on as a Referer, not even to Stripe's Checkout or a manufacturer's warranty site.
 */
export const quotePageHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "private, no-store",
  "Netlify-CDN-Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
};

/** SHA-256 hashes (CSP source form) of every executable inline script in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes!)) continue;
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue; // data blocks such as JSON-LD
    hashes.push(`sha256-${createHash("sha256").update(body!).digest("base64")}`);
  }
  return hashes;
}

/** SHA-256 hashes (CSP source form) of every inline <style> element in `html`. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, body]) => `sha256-${createHash("sha256").update(body!).digest("base64")}`,
  );
}

/** Every built page under `dir`. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith(".html")).map((entry) => join(entry.parentPath, entry.name));
}

/** The _headers file for a build whose pages contain `scriptHashes` and `styleHashes`. */
export function headersFile(scriptHashes: string[], styleHashes: string[] = []): string {
  const pageHeaders = { "Content-Security-Policy": contentSecurityPolicy(scriptHashes, styleHashes), ...pageSecurityHeaders };
  const lines = (headers: Record<string, string>) => Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  const isolated = { "Cross-Origin-Opener-Policy": "same-origin" };
  const rules: Record<string, Record<string, string>> = {
    "/*": pageHeaders,
    ...Object.fromEntries(isolatedPages.map((path) => [path, isolated])),
    "/_astro/*": { "Cache-Control": "public, max-age=31536000, immutable" },
  };
  // Admin screens and their data (the SEO audit JSON) stay out of search results.
  rules["/admin/*"] = { ...rules["/admin/*"], "X-Robots-Tag": "noindex" };
  for (const path of customerTokenPages()) rules[path] = { ...rules[path], ...quotePageHeaders };
  // The content editor's own policy: listed after "/*", so Netlify (and its local emulation,
  // @netlify/headers) sends it in place of the site's for /cms and its configuration.
  const cms = { "Content-Security-Policy": cmsContentSecurityPolicy(), "X-Robots-Tag": "noindex" };
  rules[CMS_PATH] = cms;
  rules[`${CMS_PATH}/*`] = cms;
  return [...Object.entries(rules).flatMap(([path, headers]) => [path, ...lines(headers)]), ""].join("\n");
}

export default function securityHeaders(): AstroIntegration {
  return {
    name: "security-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        const styleHashes = new Set<string>();
        for (const file of await htmlFiles(root)) {
          const html = await readFile(file, "utf8");
          for (const hash of inlineScriptHashes(html)) hashes.add(hash);
          for (const hash of inlineStyleHashes(html)) styleHashes.add(hash);
        }
        await writeFile(join(root, "_headers"), headersFile([...hashes].sort(), [...styleHashes].sort()));
        logger.info(
          `_headers written (${hashes.size} inline script hash${hashes.size === 1 ? "" : "es"}, ${styleHashes.size} inline style hash${styleHashes.size === 1 ? "" : "es"} allowed).`,
        );
      },
    },
  };
}
