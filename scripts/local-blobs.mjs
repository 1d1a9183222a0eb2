/**
 * Netlify Blobs on this machine, with no Netlify account: the local Blobs server that
 * @netlify/blobs ships (the one Netlify's own local tooling starts), files under `directory`.
 * The functions find it through NETLIFY_BLOBS_CONTEXT, the variable Netlify itself sets on a
 * deployed function, so the photo code (src/server/photos/photo-store.ts) runs unchanged.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { BlobsServer } from "@netlify/blobs/server";

/**
 * Starts the server and answers the NETLIFY_BLOBS_CONTEXT value that points at it.
 * @param {string} directory
 * @returns {Promise<{ context: string, url: string, stop: () => Promise<void> }>}
 */
export async function startLocalBlobs(directory) {
  mkdirSync(directory, { recursive: true });
  const token = randomBytes(16).toString("hex");
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  return { context: blobsContext(url, token), url, stop: () => server.stop() };
}

/**
 * The NETLIFY_BLOBS_CONTEXT value for a Blobs endpoint at `url` (base64 JSON, as Netlify
 * writes it). The site and deploy IDs only name folders on the local server.
 * @param {string} url
 * @param {string} token
 */
export function blobsContext(url, token) {
  const context = { edgeURL: url, uncachedEdgeURL: url, token, siteID: "local-site", deployID: "local", primaryRegion: "us-east-2" };
  return Buffer.from(JSON.stringify(context)).toString("base64");
}
