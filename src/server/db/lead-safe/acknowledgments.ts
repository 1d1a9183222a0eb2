/**
 * Owners' acknowledgments of EPA's "Renovate Right" pamphlet (table lead_safe_acknowledgments):
 * whether a job's contract was signed as one for a home that needs lead-safe work, the
 * acknowledgments of its quote, and a new one given before the install. Rows are only ever added
 * (a trigger refuses any change), so a check made before a booking cannot be undone by the time
 * the booking is written.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { LeadSafeSource } from "@/core/lead-safe";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import { jobs, leadSafeAcknowledgments, quoteSignatures, type LeadSafeAcknowledgment } from "../schema";

/**
 * Whether the signed contract of `quoteId` is one for a home that needs lead-safe work: its sealed
 * document carries the lead-safe section. Read from what was signed, so a contract signed before
 * the rule existed (or for a later home) never meets it.
 */
export async function signedAsLeadSafe(db: Database, quoteId: string): Promise<boolean> {
  const [row] = rowsOf<{ lead_safe: boolean }>(
    await db.execute(
      sql`select (${quoteSignatures.document}::jsonb ? 'leadSafe') as lead_safe from ${quoteSignatures} where ${quoteSignatures.quoteId} = ${quoteId}`,
    ),
  );
  return Boolean(row?.lead_safe);
}

/** The acknowledgments given for the quote `quoteId`, oldest first. */
export function listAcknowledgments(db: Database, quoteId: string): Promise<LeadSafeAcknowledgment[]> {
  return db
    .select()
    .from(leadSafeAcknowledgments)
    .where(eq(leadSafeAcknowledgments.quoteId, quoteId))
    .orderBy(asc(leadSafeAcknowledgments.acknowledgedAt), asc(leadSafeAcknowledgments.id));
}

/** A new acknowledgment, as the customer gave it. */
export interface NewAcknowledgment {
  quoteId: string;
  source: LeadSafeSource;
  typedName: string;
  ipAddress: string | null;
  userAgent: string | null;
  pamphletEdition: string;
  locale: string;
  at: Date;
}

/** Records an acknowledgment given before the install, naming the quote's job. */
export async function insertAcknowledgment(db: Database, row: NewAcknowledgment): Promise<LeadSafeAcknowledgment> {
  const [written] = await db
    .insert(leadSafeAcknowledgments)
    .values({
      quoteId: row.quoteId,
      jobId: sql`(select ${jobs.id} from ${jobs} where ${jobs.quoteId} = ${row.quoteId})`,
      source: row.source,
      typedName: row.typedName,
      acknowledgedAt: row.at,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      pamphletEdition: row.pamphletEdition,
      locale: row.locale,
    })
    .returning();
  return written!;
}

/** The jobs of `jobIds` whose contracts were signed as ones for a home that needs lead-safe work (`signedAsLeadSafe`). */
export async function leadSafeJobIds(db: Database, jobIds: readonly string[]): Promise<Set<string>> {
  if (!jobIds.length) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select ${jobs.id} as id from ${jobs} join ${quoteSignatures} on ${quoteSignatures.quoteId} = ${jobs.quoteId}
      where ${jobs.id} in (${sql.join(
        jobIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${quoteSignatures.document}::jsonb ? 'leadSafe'`),
  );
  return new Set(rows.map((row) => row.id));
}
