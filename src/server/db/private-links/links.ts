/**
 * The links to a customer's private documents as the database keeps them: one table per
 * document (a visit's manage page, a quote, a change order, an invoice), each row the SHA-256 of
 * a 256-bit token and the document it opens. This file declares each table once (`linkTables`)
 * and writes every statement part about them once: storing a link with the change that sends it,
 * whether a document has a working link, retiring them, and which document a working link opens.
 * The customer's own page keeps its links apart (../jobs/customer-links.ts): they belong to a
 * person, not a document, and expire by the day.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { appointmentLinks, changeOrderLinks, invoiceLinks, quoteLinks, quotes } from "../schema";

/** Where one kind of document keeps its links. */
export interface LinkTable {
  table: PgTable;
  /** The SHA-256 (hex) of the link's token: the primary key. */
  tokenHash: PgColumn;
  /** The document the link opens. */
  owner: PgColumn;
  createdAt: PgColumn;
  /**
   * When the link stopped working: a later send retires every earlier link, so a link that
   * leaked stops at the next send. Absent for a table whose links work for good.
   */
  retiredAt?: PgColumn;
  /**
   * For a document the office may turn the links off without sending (the SQL condition on its
   * id under which it may): then nothing adds a link beside the send's (the customer's page, a
   * follow-up) until it is sent again, so links turned off stay off.
   */
  revocableWhile?: (ownerId: SQL) => SQL;
}

/** A table whose links a later send retires. */
export type RetiringLinkTable = LinkTable & { retiredAt: PgColumn };

/** Each document's table. Every link a visit's customer was sent keeps working; the others' are retired by the next send. */
export const linkTables = {
  visit: {
    table: appointmentLinks,
    tokenHash: appointmentLinks.tokenHash,
    owner: appointmentLinks.appointmentId,
    createdAt: appointmentLinks.createdAt,
  },
  quote: {
    table: quoteLinks,
    tokenHash: quoteLinks.tokenHash,
    owner: quoteLinks.quoteId,
    createdAt: quoteLinks.createdAt,
    retiredAt: quoteLinks.retiredAt,
    // A signed contract's link is the customer's copy and their way to cancel: it stays.
    revocableWhile: (quoteId) =>
      sql`exists (select 1 from ${quotes} where ${quotes.id} = ${quoteId} and ${quotes.status} in ('draft', 'sent', 'declined'))`,
  },
  changeOrder: {
    table: changeOrderLinks,
    tokenHash: changeOrderLinks.tokenHash,
    owner: changeOrderLinks.changeOrderId,
    createdAt: changeOrderLinks.createdAt,
    retiredAt: changeOrderLinks.retiredAt,
  },
  invoice: {
    table: invoiceLinks,
    tokenHash: invoiceLinks.tokenHash,
    owner: invoiceLinks.invoiceId,
    createdAt: invoiceLinks.createdAt,
    retiredAt: invoiceLinks.retiredAt,
  },
} satisfies Record<string, LinkTable>;

/** A column's bare name, for an insert's or an update's column list. */
const bare = (column: PgColumn) => sql.identifier(column.name);

/** `retired_at is null`, or nothing for a table whose links never retire. */
const working = (links: LinkTable) => (links.retiredAt ? sql`${links.retiredAt} is null` : sql`true`);

/**
 * The statement part that stores the link `tokenHash` to the document the CTE `source` returns
 * (in its column `column`), so the link exists exactly when the change it comes with happened.
 * Use it as a data-modifying CTE: `link as (${storeLinkSql(…)})`. Without a link, it stores nothing.
 */
export function storeLinkSql(links: LinkTable, source: string, tokenHash: string | undefined, now: Date, column = "id"): SQL {
  if (tokenHash === undefined) return sql`select 1 where false`;
  const from = sql.identifier(source);
  return sql`
    insert into ${links.table} (${bare(links.tokenHash)}, ${bare(links.owner)}, ${bare(links.createdAt)})
    select ${tokenHash}, ${from}.${sql.identifier(column)}, ${now.toISOString()}::timestamptz from ${from}`;
}

/** Whether the document whose id `ownerId` names (an SQL expression) has a working link. */
export function linksOnSql(links: LinkTable, ownerId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${links.table} where ${links.owner} = ${ownerId} and ${working(links)})`;
}

/** The statement part that retires the working links of the documents `ownerIds` (an SQL list or subquery) at `now`. */
export function retireLinksSql(links: RetiringLinkTable, ownerIds: SQL, now: Date): SQL {
  return sql`update ${links.table} set ${bare(links.retiredAt)} = ${now.toISOString()}::timestamptz where ${links.owner} in (${ownerIds}) and ${links.retiredAt} is null`;
}

/** The id of the document a working link's hash opens, as an SQL subquery (no row for an unknown or retired link). */
export function ownerOfLinkSql(links: LinkTable, tokenHash: string): SQL {
  return sql`(select ${links.owner} from ${links.table} where ${links.tokenHash} = ${tokenHash} and ${working(links)})`;
}

/**
 * Stores one more link to the document `ownerId` (its token's hash). For a document whose links
 * the office may turn off, only beside one that works: false, storing nothing, when none does.
 */
export async function addLink(db: Database, links: LinkTable, ownerId: string, tokenHash: string, now: Date): Promise<boolean> {
  const onlyBesideAWorkingLink = links.revocableWhile ? linksOnSql(links, sql`${ownerId}::uuid`) : sql`true`;
  const rows = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      insert into ${links.table} (${bare(links.tokenHash)}, ${bare(links.owner)}, ${bare(links.createdAt)})
      select ${tokenHash}, ${ownerId}::uuid, ${now.toISOString()}::timestamptz where ${onlyBesideAWorkingLink}
      returning ${bare(links.tokenHash)}
    `),
  );
  return rows.length > 0;
}

/**
 * Retires every working link of the document `ownerId` while the office may (its table's
 * `revocableWhile`); answers how many.
 */
export async function retireLinks(db: Database, links: RetiringLinkTable, ownerId: string, now: Date): Promise<number> {
  const owner = sql`${ownerId}::uuid`;
  const rows = rowsOf<{ token_hash: string }>(
    await db.execute(sql`
      ${retireLinksSql(links, owner, now)} and ${links.revocableWhile?.(owner) ?? sql`true`}
      returning ${bare(links.tokenHash)}
    `),
  );
  return rows.length;
}
