/**
 * Where photos' images live: Netlify Blobs, the platform's own object store. The Blobs
 * client finds its endpoint and credentials in NETLIFY_BLOBS_CONTEXT, which Netlify sets on
 * every deployed function, and `npm start` and the tests point at a local Blobs server
 * (@netlify/blobs/server, as Netlify's own local tooling does: scripts/local-blobs.mjs).
 *
 * Production writes to the site-wide store "customer-photos", which outlives deploys. Every
 * other deploy context (a deploy preview, a branch deploy, `netlify dev`) writes to its own
 * deploy-scoped store, which Netlify deletes with the deploy: a preview can never write into,
 * read or delete production's photos.
 *
 * Which deploy this is comes from the request's own context (`Netlify.context.deploy.context`,
 * the same object a function's second argument is). Not from environment variables: a
 * function gets only URL, SITE_NAME and SITE_ID of Netlify's read-only variables at run time,
 * so CONTEXT and DEPLOY_ID are missing there and cannot tell a preview from production.
 */
import { getDeployStore, getStore, type Store } from "@netlify/blobs";
import type { PhotoMessages } from "@/i18n/photos";
import { ServiceUnavailableError } from "../http/errors";
import { serverEnv } from "../env";
import { describeError } from "../log-safe";

/** The site-wide store's name (production and local runs); a deploy's own store has the same name inside its deploy. */
export const PHOTO_STORE_NAME = "customer-photos";

/** What the store is chosen by. */
export interface DeployFacts {
  /** The deploy context: "production", "deploy-preview", "branch-deploy", "dev", or a branch's own; undefined when nothing names one. */
  context?: string;
  /** True inside Netlify's function runtime (deployed, or its local emulation), where `Netlify.context` is set for each request. */
  onNetlify: boolean;
}

/** The deploy this request runs in: Netlify's request context, else CONTEXT (a local run may set it to act as one). */
export function currentDeploy(): DeployFacts {
  const request = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } | null } }).Netlify?.context;
  return { context: request?.deploy?.context?.trim() || serverEnv().CONTEXT, onNetlify: Boolean(request) };
}

/**
 * Which store a deploy uses: "site" for production only, "deploy" (its own) for every other
 * context. On Netlify a request that names no context gets its deploy's own store too: a
 * deploy never guesses it is production. A local run that names none (`npm start`, the
 * tests) uses its own local Blobs server's site store, which holds nothing of production's.
 */
export function photoStoreScope({ context, onNetlify }: DeployFacts): "site" | "deploy" {
  if (context === "production") return "site";
  if (context) return "deploy";
  return onNetlify ? "deploy" : "site";
}

/** The photo store for this request (see the module comment for which one). */
export function photoStore(): Store {
  // getDeployStore reads the deploy's id from NETLIFY_BLOBS_CONTEXT, which Netlify sets for each deploy.
  if (photoStoreScope(currentDeploy()) === "deploy") return getDeployStore({ name: PHOTO_STORE_NAME, consistency: "strong" });
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

/** True when the store answers a listing: what the health check reports. */
export async function photoStoreReachable(timeoutMs = 5000): Promise<{ ok: true } | { ok: false; problem: string }> {
  try {
    const listing = photoStore().list({ prefix: "health-check/" });
    await Promise.race([
      listing,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref?.()),
    ]);
    return { ok: true };
  } catch (error) {
    // The error may name the store's endpoint: logged, never put in the public report.
    console.error(`Health check: the photo store did not answer: ${describeError(error)}`);
    return { ok: false, problem: "The photo store (Netlify Blobs) did not answer." };
  }
}
