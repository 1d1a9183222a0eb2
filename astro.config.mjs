// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import netlify from "@netlify/vite-plugin";
import { mergeSetCookie } from "./scripts/vite-merge-set-cookie.mjs";
import securityHeaders from "./src/integrations/security-headers";

const site = process.env.SITE_URL ?? "https://www.windowsanddoorsnearme.com";

/** Paths that never belong in sitemap.xml: private screens and utility pages. */
const privatePaths = /\/(dashboard|admin|cancel|login|404)(\/|$)/;

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "never",
  build: { format: "file" },
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  integrations: [
    react(),
    securityHeaders(),
    sitemap({ filter: (page) => !privatePaths.test(new URL(page).pathname) }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      // No Astro adapter: the site is plain static files, and Netlify deploys netlify/functions
      // on its own. In `astro dev` this plugin serves those functions, _headers and redirects.
      mergeSetCookie(),
      netlify({
        // Offline, without a linked Netlify site (see DESIGN.md).
        edgeFunctions: { enabled: false },
        environmentVariables: { enabled: false },
        images: { enabled: false },
        aiGateway: { enabled: false },
        blobs: { enabled: false },
        database: { enabled: false },
        geolocation: { enabled: false },
      }),
    ],
    // Keep every script an external file so the CSP can stay strict (see scripts/write-headers.mjs).
    build: { assetsInlineLimit: 0 },
  },
});
