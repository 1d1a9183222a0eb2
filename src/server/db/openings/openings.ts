/**
 * The measure sheet's openings (table openings): writing one once per the sheet's own id, reading a
 * visit's, changing and deleting one, whether a signed quote priced it, and the re-measure's final
 * size recorded with its timeline event in one statement.
 */
import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { JobStage } from "@/core/job-stages";
import type { Database } from "../client";
import { recordJobEvents, type NewJobEvent } from "../jobs/events";
import { rowsOf } from "../rows";
import { jobs, openings, photos, quoteRevisions, quoteSignatures, quotes, type OpeningRow } from "../schema";

/** The columns of a new opening. */
export type NewOpeningValues = Omit<typeof openings.$inferInsert, "id" | "createdAt" | "updatedAt">;

/** The columns a change of an opening may set. */
export type OpeningColumns = Partial<
  Pick<
    OpeningRow,
    | "location"
    | "kind"
    | "style"
    | "widthSixteenths"
    | "heightSixteenths"
    | "installMethod"
    | "obscure"
    | "wetArea"
    | "nearDoor"
    | "sillSixteenths"
    | "notes"
  >
>;

/** The opening the sheet wrote under `clientId` on visit `appointmentId`, or null. */
export async function findOpeningByClientId(db: Database, appointmentId: string, clientId: string): Promise<OpeningRow | null> {
  const [row] = await db
    .select()
    .from(openings)
    .where(and(eq(openings.appointmentId, appointmentId), eq(openings.clientId, clientId)));
  return row ?? null;
}

/**
 * Writes the opening; null when the sheet already wrote one under the same `clientId` (the unique
 * index `openings_client` decides, under any race: the caller reads that row instead).
 */
export async function insertOpening(db: Database, values: NewOpeningValues, now: Date): Promise<OpeningRow | null> {
  const [row] = await db
    .insert(openings)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [openings.appointmentId, openings.clientId] })
    .returning();
  return row ?? null;
}

/** How many openings visit `appointmentId` holds. */
export async function countOpenings(db: Database, appointmentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(openings).where(eq(openings.appointmentId, appointmentId));
  return row?.n ?? 0;
}

/** The openings of visit `appointmentId`, in the order they were measured. */
export function listOpenings(db: Database, appointmentId: string): Promise<OpeningRow[]> {
  return db.select().from(openings).where(eq(openings.appointmentId, appointmentId)).orderBy(asc(openings.createdAt), asc(openings.id));
}

/** The opening `id`, or null. */
export async function findOpening(db: Database, id: string): Promise<OpeningRow | null> {
  const [row] = await db.select().from(openings).where(eq(openings.id, id));
  return row ?? null;
}

/** Sets `columns` on the opening `id`: the row as changed, or null when it is gone. */
export async function updateOpening(db: Database, id: string, columns: OpeningColumns, now: Date): Promise<OpeningRow | null> {
  const [row] = await db
    .update(openings)
    .set({ ...columns, updatedAt: now })
    .where(eq(openings.id, id))
    .returning();
  return row ?? null;
}

/** Deletes the opening `id` (its photos must already be gone). */
export async function deleteOpeningRow(db: Database, id: string): Promise<void> {
  await db.delete(openings).where(eq(openings.id, id));
}

/** The photo ids of each of `ids`, oldest first, keyed by opening id. */
export async function photoIdsOf(db: Database, ids: readonly string[]): Promise<Map<string, string[]>> {
  const byOpening = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOpening;
  const rows = await db
    .select({ id: photos.id, openingId: photos.openingId })
    .from(photos)
    .where(and(isNotNull(photos.openingId), inArray(photos.openingId, [...ids])))
    .orderBy(asc(photos.createdAt), asc(photos.id));
  for (const row of rows) byOpening.get(row.openingId!)?.push(row.id);
  return byOpening;
}

/**
 * Whether the signed option of a signed quote of the opening's visit priced it
 * (`quote_revisions.priced_openings` of the revision signed): the job's re-measure prices its final
 * size from that record, so the opening stays as it was measured.
 */
export async function isOnSignedQuote(db: Database, opening: Pick<OpeningRow, "id" | "appointmentId">): Promise<boolean> {
  const [row] = await db
    .select({ quoteId: quotes.id })
    .from(quotes)
    .innerJoin(quoteSignatures, eq(quoteSignatures.quoteId, quotes.id))
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, quotes.id), eq(quoteRevisions.revision, quoteSignatures.revision)))
    .where(
      and(
        eq(quotes.appointmentId, opening.appointmentId),
        sql`${quoteRevisions.pricedOpenings} @> jsonb_build_array(jsonb_build_object('openingId', ${opening.id}::text, 'optionId', ${quoteSignatures.optionId}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The job's signed revision's priced openings (null for a quote of typed lines) and the option signed; null when the job has none. */
export async function signedPricedOpenings(db: Database, jobId: string): Promise<{ optionId: string; pricedOpenings: unknown } | null> {
  const [row] = await db
    .select({ optionId: quoteSignatures.optionId, pricedOpenings: quoteRevisions.pricedOpenings })
    .from(jobs)
    .innerJoin(quoteSignatures, eq(quoteSignatures.quoteId, jobs.quoteId))
    .innerJoin(quoteRevisions, and(eq(quoteRevisions.quoteId, jobs.quoteId), eq(quoteRevisions.revision, quoteSignatures.revision)))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** A final size as the re-measure records it. */
export interface FinalSizeValues {
  openingId: string;
  widthSixteenths: number;
  heightSixteenths: number;
  admin: string;
}

/**
 * Records the opening's final size and the job's timeline `event`, in one statement, only while
 * the job is at one of `atStages` and the opening is its visit's: false when neither was written.
 */
export async function recordFinalSize(
  db: Database,
  {
    jobId,
    atStages,
    size,
    event,
    now,
  }: { jobId: string; atStages: readonly JobStage[]; size: FinalSizeValues; event: NewJobEvent; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  const stages = sql.join(
    atStages.map((stage) => sql`${stage}`),
    sql`, `,
  );
  const [written] = rowsOf<{ changed: number }>(
    await db.execute(sql`
      with job as (
        select ${jobs.id} as id, ${jobs.appointmentId} as appointment_id from ${jobs}
        where ${jobs.id} = ${jobId}::uuid and ${jobs.stage} in (${stages})
      ),
      changed as (
        update ${openings} set final_width_sixteenths = ${size.widthSixteenths}, final_height_sixteenths = ${size.heightSixteenths},
          final_measured_at = ${at}, final_measured_by = ${size.admin}, updated_at = ${at}
        where ${openings.id} = ${size.openingId}::uuid and ${openings.appointmentId} = (select appointment_id from job)
        returning id
      ),
      noted as (select id from job where exists (select 1 from changed)),
      events as (${recordJobEvents("noted", [event], now)})
      select (select count(*) from changed)::int as changed
    `),
  );
  return Number(written?.changed ?? 0) > 0;
}
