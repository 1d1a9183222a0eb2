/**
 * Links added and taken back outside a send (sending one is src/server/db/private-links/send.ts):
 * one more link to a document, for the customer's own page or a text that asks for it, and the
 * office turning a document's links off.
 */
import type { Database } from "../db/client";
import { addLink as storeLink, retireLinks, type LinkTable, type RetiringLinkTable } from "../db/private-links/links";
import { mintLink } from "./tokens";

/**
 * Stores one more working link to the document `ownerId` and answers its token; earlier links
 * keep working. Null, storing nothing, for a document whose links the office turned off: those
 * stay off until it is sent again. A document whose links nobody turns off (a visit, an invoice)
 * always gets one.
 */
export async function addLink(
  db: Database,
  document: { links: LinkTable & { revocableWhile?: undefined } },
  ownerId: string,
  now: Date,
): Promise<string>;
export async function addLink(db: Database, document: { links: LinkTable }, ownerId: string, now: Date): Promise<string | null>;
export async function addLink(db: Database, document: { links: LinkTable }, ownerId: string, now: Date): Promise<string | null> {
  const link = mintLink();
  return (await storeLink(db, document.links, ownerId, link.tokenHash, now)) ? link.token : null;
}

/** Turns off every working link of the document `ownerId` (one that leaked, say), while its table says the office may; answers how many. */
export function revokeLinks(db: Database, document: { links: RetiringLinkTable }, ownerId: string, now: Date): Promise<number> {
  return retireLinks(db, document.links, ownerId, now);
}
