/**
 * Astro's prefetch, started from the header's script: every page link is fetched on hover (or
 * focus), and links into the API opt out with data-astro-prefetch="false" (a prefetched
 * Google sign-in link would start a second sign-in whose PKCE cookie races the real one).
 *
 * Astro's `prefetch` setting would start the same code from a script file of its own on every
 * page. Started here, it ships in the header's file, so a content page loads one script, not two:
 * each file is a request the first paint can wait on. The options are given here
 * because that setting is off (astro.config.mjs).
 */
import { init } from "astro/virtual-modules/prefetch.js";

init({ prefetchAll: true, defaultStrategy: "hover" });
