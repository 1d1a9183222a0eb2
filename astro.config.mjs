// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import netlify from "@netlify/vite-plugin";
import { mergeSetCookie } from "./scripts/vite-merge-set-cookie.mjs";
import { devStylePolicy } from "./scripts/vite-dev-style-policy.mjs";
import { islandEntriesMayExport } from "./scripts/vite-island-entries.mjs";
import deferSiteScript from "./src/integrations/defer-site-script";
import hydrateAfterPaint from "./src/integrations/hydrate-after-paint";
import securityHeaders from "./src/integrations/security-headers";
import seoAudit from "./src/integrations/seo-audit";
import { satteri } from "@astrojs/markdown-satteri";
import { markdownBusinessTokens } from "./src/integrations/markdown-business-tokens";
import { markdownPageLayout } from "./src/integrations/markdown-page-layout";
import businessWarnings from "./src/integrations/business-warnings";
import businessFactsCache from "./src/integrations/business-facts-cache";
import sitePagesList from "./src/integrations/site-pages-list";

const site = process.env.SITE_URL ?? "https://www.windowsanddoorsnearme.com";

/**
 * sitemap.xml lists every built page except those that ask not to be indexed: the filter
 * runs after the pages are written, so it reads each page's own robots meta tag.
 * @param {string} pageUrl
 */
function isIndexable(pageUrl) {
  const path = new URL(pageUrl).pathname.replace(/\/$/, "");
  const file = fileURLToPath(new URL(`./dist${path || "/index"}.html`, import.meta.url));
  if (!existsSync(file)) return true;
  return !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, "utf8"));
}

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "never",
  // Every page carries the whole stylesheet in a <style> element: it paints with its HTML,
  // without the round trip a render-blocking <link> costs on a phone. The whole sheet is small
  // (60 KB, 11 KB gzipped) and the same on every page, so the CSP allows it by one hash
  // (src/integrations/security-headers.ts); per-page critical CSS would save 4-6 KB gzipped a page
  // but need a hash per page variant in every response's policy and a second, lazy stylesheet.
  build: { format: "file", inlineStylesheets: "always" },
  // Markdown writes {{phone}}, {{hours}}... and the build fills them from src/config/business.ts;
  // a plain page in src/pages without a layout line gets the site's page layout.
  markdown: { processor: satteri({ mdastPlugins: [markdownBusinessTokens, markdownPageLayout] }) },
  // Every page link is prefetched on hover: src/browser/page-scripts/prefetch.ts starts Astro's prefetch from the
  // header's script, so no page loads a second script file for it (this setting would add one).
  prefetch: false,
  // English at the root, Spanish under /es (src/pages/es); src/i18n holds the languages' helpers.
  i18n: { locales: ["en", "es"], defaultLocale: "en", routing: { prefixDefaultLocale: false } },
  integrations: [
    react(),
    // `client:afterpaint`, the form pages' islands: hydrated once the first content is painted.
    hydrateAfterPaint(),
    // Before security-headers, which hashes the inline loader it writes.
    deferSiteScript(),
    securityHeaders(),
    businessWarnings(),
    // Before content loads: a changed BUSINESS_PHONE (or hours, area) must not come from the cache.
    businessFactsCache(),
    // Pages that exist in both languages get xhtml:link alternates; a page in one language lists itself only.
    sitemap({ filter: isIndexable, i18n: { defaultLocale: "en", locales: { en: "en", es: "es" } } }),
    // After the sitemap: the audit reads it (integrations run their hooks in this order).
    seoAudit(),
    // The pages the call and form-start counter may count (the functions read the list).
    sitePagesList(),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // No Astro adapter: the site is plain static files, and Netlify deploys netlify/functions
      // on its own. In `astro dev` this plugin serves those functions, _headers and redirects.
      mergeSetCookie(),
      // The built policy allows the built pages' styles by hash; the dev server inlines others.
      devStylePolicy(),
      // An island's file may carry the shared chunk it always loads with (React's renderer with
      // React, the contact form with the forms' parts) instead of a file of re-exports of its own.
      islandEntriesMayExport(),
      netlify({
        // Only functions, _headers and redirects: offline and without a linked Netlify site the other
        // emulated services fail to start, and the project runs its own database and Blobs server.
        edgeFunctions: { enabled: false },
        environmentVariables: { enabled: false },
        images: { enabled: false },
        aiGateway: { enabled: false },
        blobs: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
      }),
    ],
    // No image becomes a data: URL. A page script that stands alone and is small (where the visitor
    // came from, the lightbox) is inlined by Astro: no request, and the CSP allows it by hash
    // (src/integrations/security-headers.ts reads every inline script from the built pages).
    build: { assetsInlineLimit: (file, content) => file.endsWith(".js") && content.length < 4096 },
    // Browser chunks by what loads together. On HTTP/1.1 each script file carries about 1.4 KB
    // of response headers (the CSP among them), so a file under 1 KB costs more in headers than in
    // code: a booking page once fetched 17 scripts, most under 3 KB. React (with Astro's renderer),
    // TanStack Query, the islands' shared helpers, react-hook-form, the public forms' parts, the
    // validators, the booking calendar and the header's scripts each ship as one file instead.
    // The header's chunk also holds the helpers it shares with two islands (review text, the
    // sign-in return path): every page runs the header's script anyway, so they cost no extra
    // file. Header.astro's first script (where the visitor came from) shares no module with
    // anything (src/core/touch-params.ts): alone and small, Astro inlines it, so it runs at once
    // with no request. Everything else splits as Vite decides. A group also takes the modules its
    // own modules import, unless a group of higher priority took them first: hence the priorities.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // With Astro's React renderer, which every island page loads with React (scripts/vite-island-entries.mjs).
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]@astrojs[\\/]react[\\/]dist[\\/](client|static-html)\.js$/,
                    priority: 6,
                  },
                  // With the modules that hold the shared QueryClient, so an island without queries loads none of it.
                  {
                    name: "query",
                    test: /node_modules[\\/]@tanstack[\\/]|src[\\/](browser[\\/]api-client|components[\\/]islands[\\/]query-provider)\.tsx?$/,
                    priority: 2,
                  },
                  // With the words several groups share (languages and their paths, the contact form's and the server's
                  // messages) and the forms' service lists, so a group that imports them does not pull another group's file
                  // in with them (zod's onto /estimate), and the amounts and percents every page writes (a photo's upload
                  // percent as much as a quote's prices: in the public forms' file, react-hook-form came with them). The camera icon is here for the admin lists' photo mark as much as
                  // for "Add photos".
                  {
                    name: "islands",
                    test: /src[\\/](components[\\/]ui[\\/](button|field|use-toast|cx)|browser[\\/](api-request|attribution-form)|components[\\/]islands[\\/](use-form-token|photos[\\/]camera-icon)|schemas[\\/]services|core[\\/]photo-limits|i18n[\\/](locales|paths|contact-form|server-messages|end-sentence|money))\.tsx?$/,
                    priority: 5,
                  },
                  // The validators, which the public forms load when the visitor starts on them: zod/mini (with the part of
                  // zod's core it uses), the schemas the contact form and several admin islands share, and their messages in
                  // each language.
                  {
                    name: "zod",
                    test: /node_modules[\\/]zod[\\/](v4[\\/])?mini[\\/]|src[\\/](schemas[\\/](fields|lead)|i18n[\\/]validation)\.ts$/,
                    priority: 3,
                  },
                  // react-hook-form's zod resolver, loaded with the validators by the public forms; apart from them, as the
                  // admin's dashboards parse with zod and fill in no form.
                  { name: "zod-resolver", test: /node_modules[\\/]@hookform[\\/]/, priority: 3 },
                  // react-hook-form, for the public forms and the admin's; before the validators, whose resolver imports it.
                  { name: "forms", test: /node_modules[\\/]react-hook-form[\\/]/, priority: 4 },
                  // What the public forms show besides their own fields: the person's fields, the text-me box and
                  // "Add photos", with their words (the picker itself loads on the first tap); in the contact form's
                  // file, which always loads them (the booking form, loaded on a day's pick, takes the contact form's
                  // 1.4 KB with them).
                  {
                    name: "form-parts",
                    test: /src[\\/](components[\\/]islands[\\/](contact-form|person-fields|sms-consent-box|photos[\\/]add-photos)|i18n[\\/](sms-consent|photo-picker))\.tsx?$/,
                    priority: 2,
                  },
                  // The booking widget's first screen, with its words (the form's load with the form) and the reCAPTCHA client it calls on booking;
                  // and the route table's paths of a customer's own visits, which every page that moves or lists one loads with the calendar.
                  // Not the calendar's reads (use-booking-data.ts, 0.6 KB): the pages that take this file for its dates and rules alone
                  // (a quote, the admin's boards) would carry them, so they go in a file of their own with the calendars that book or move.
                  {
                    name: "calendar",
                    test: /src[\\/](i18n[\\/]booking-widget|core[\\/]availability|components[\\/]islands[\\/]booking[\\/](calendar-view|calendar-grid)|browser[\\/]recaptcha-client)\.tsx?$/,
                    priority: 1,
                  },
                  // Dates and times in Phoenix, spelled in each language, and the paths of a customer's own visits: what a
                  // quote, an invoice, the customer's page and the admin's boards take from the calendar without booking on it.
                  {
                    name: "dates",
                    test: /src[\\/](i18n[\\/]dates|core[\\/](phoenix-time|slot-label)|schemas[\\/]routes[\\/]manage)\.tsx?$/,
                    priority: 2,
                  },
                  {
                    name: "site",
                    test: /astro[\\/]dist[\\/]prefetch[\\/]index\.js$|src[\\/](browser[\\/]page-scripts[\\/](prefetch|header|review-badge|user-menu)\.ts|components[\\/]Header\.astro\?astro&type=script&index=1.*|core[\\/](initials|review-badge-text)\.ts|browser[\\/](google-reviews|auth-return)\.ts)$/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
