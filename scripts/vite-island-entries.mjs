/**
 * Lets the browser build's entry chunks (the islands, Astro's React renderer, the page scripts)
 * also export what other chunks import from them: rolldown's `preserveEntrySignatures:
 * "allow-extension"`, where Astro sets "exports-only". With "exports-only", an entry whose module
 * a chunk group (astro.config.mjs) puts in a shared chunk stays behind as a file of re-exports:
 * Astro's React renderer beside React, the contact form beside the public forms' parts, each a
 * 0.1 KB request of its own on every page that hydrates one (and 1.4 KB of response headers).
 * The extra exports only add names. What runs on import is unchanged for the islands and the
 * renderer, whose modules define and run nothing; the one page script other chunks import, the
 * header's, they import so that it runs (the "site" group).
 */

/** The Vite plugin: the client environment's bundle only; the server's keeps Astro's setting. */
export function islandEntriesMayExport() {
  return {
    name: "island-entries-may-export",
    applyToEnvironment: (environment) => environment.name === "client",
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
  };
}
