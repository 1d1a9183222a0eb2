import type { Config } from "@netlify/functions";
import { getDb } from "../../src/server/db/client";
import { sweepPhotos } from "../../src/server/photos/sweep-photos";

/**
 * Every hour: delete customers' photos that are due (src/server/photos/sweep-photos.ts):
 * uploads nobody attached within 24 hours, photos 12 months after the visit or with their
 * appointment or lead, and any spam got.
 */
export default async function sweepPhotosJob(): Promise<Response> {
  const deleted = await sweepPhotos(getDb(), new Date());
  console.log(`Photo sweep: ${deleted} photo(s) deleted.`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: "@hourly" };
