/**
 * Where photos' images live: Netlify Blobs, the platform's own object store. The Blobs
 * client finds its endpoint and credentials in NETLIFY_BLOBS_CONTEXT, which Netlify sets on
 * every deployed function, and `npm start` and the tests point at a local Blobs server
 * (@netlify/blobs/server, as Netlify's own local tooling does: scripts/local-blobs.mjs).
 *
 * Production writes to the site-wide store "customer-photos", which outlives deploys. Any
 * other deploy (a deploy preview, a branch deploy) writes to its own deploy-scoped store,
 * which Netlify deletes with the deploy: a preview can never write into, read or delete
 * production's photos.
 */
import { getDeployStore, getStore, type Store } from "@netlify/blobs";
import type { PhotoMessages } from "@/i18n/photos";
import { ServiceUnavailableError } from "../http/errors";
import { describeError } from "../log-safe";

/** The site-wide store's name (production and local runs). */
export const PHOTO_STORE_NAME = "customer-photos";

/** The deploy context Netlify runs this function in ("production", "deploy-preview", "branch-deploy", "dev"), or undefined locally. */
export function deployContext(): string | undefined {
  const netlify = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } | null } }).Netlify;
  return netlify?.context?.deploy?.context ?? (process.env.CONTEXT?.trim() || undefined);
}

/** True when this run must keep its photos apart from production's: a deployed, non-production context. */
export function usesDeployStore(context: string | undefined, deployId: string | undefined): boolean {
  return context !== undefined && context !== "production" && context !== "dev" && Boolean(deployId);
}

/** The photo store for this run (see the module comment for which one). */
export function photoStore(): Store {
  const deployId = process.env.DEPLOY_ID?.trim();
  if (usesDeployStore(deployContext(), deployId)) return getDeployStore({ name: PHOTO_STORE_NAME, consistency: "strong" });
  return getStore({ name: PHOTO_STORE_NAME, consistency: "strong" });
}

/** Keys of a photo's two images: the full-size one and its thumbnail. */
export const photoKeys = (id: string) => ({ full: `${id}/full`, thumb: `${id}/thumb` });

/**
 * Runs one store operation; a store that fails (unreachable, misconfigured) becomes a 503 with
 * `messages.storeDown` (the caller's language), logged without data.
 */
export async function withPhotoStore<T>(operation: string, run: (store: Store) => Promise<T>, messages: PhotoMessages): Promise<T> {
  try {
    return await run(photoStore());
  } catch (error) {
    console.error(`Photo store ${operation} failed: ${describeError(error)}`);
    throw new ServiceUnavailableError(messages.storeDown);
  }
}

/** True when the store answers a listing: what /api/health reports. */
export async function photoStoreReachable(timeoutMs = 5000): Promise<{ ok: true } | { ok: false; problem: string }> {
  try {
    const listing = photoStore().list({ prefix: "health-check/" });
    await Promise.race([listing, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref?.())]);
    return { ok: true };
  } catch (error) {
    // The error may name the store's endpoint: logged, never put in the public report.
    console.error(`Health check: the photo store did not answer: ${describeError(error)}`);
    return { ok: false, problem: "The photo store (Netlify Blobs) did not answer." };
  }
}
