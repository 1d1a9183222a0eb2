/** The photos table's queries: waiting uploads, attaching them, listing and deleting. */
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MAX_PHOTOS_PER_OWNER } from "@/core/photo-limits";
import { describeError } from "../../log-safe";
import type { Database } from "../client";
import { appointments, jobs, leads, openings, photos, type Photo } from "../schema";

/** The visit of an opening whose photo this is: its photos live as long as the visit's own. */
const openingVisits = alias(appointments, "opening_visits");

/** Whose photos: an appointment's, a lead's, a job's (added by the office), or an opening's on the measure sheet. */
export type PhotoOwner = { appointmentId: string } | { leadId: string } | { jobId: string } | { openingId: string };

const ownerColumn = (owner: PhotoOwner) =>
  "appointmentId" in owner
    ? eq(photos.appointmentId, owner.appointmentId)
    : "leadId" in owner
      ? eq(photos.leadId, owner.leadId)
      : "jobId" in owner
        ? eq(photos.jobId, owner.jobId)
        : eq(photos.openingId, owner.openingId);
const ownerless = and(isNull(photos.appointmentId), isNull(photos.leadId), isNull(photos.jobId), isNull(photos.openingId));
/**
 * An upload nobody took yet. A photo once attached (attached_at set) never waits again: when
 * its appointment or lead is deleted (ON DELETE SET NULL) it is ownerless but not free for
 * whoever holds its id, and the sweep deletes it at once (`orphaned`).
 */
const waiting = and(ownerless, isNull(photos.attachedAt));
/** A photo whose appointment or lead was deleted. */
const orphaned = and(ownerless, isNotNull(photos.attachedAt));

/**
 * How many of `ids` are waiting uploads a new booking or lead could take (at most the cap): what
 * its notice, written before it is stored, says came with it.
 */
export async function countWaitingPhotos(db: Database, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(photos)
    .where(and(inArray(photos.id, unique), waiting));
  return Math.min(row?.n ?? 0, MAX_PHOTOS_PER_OWNER);
}

/** Stores the row of a new, waiting upload and answers it. */
export async function insertPhoto(
  db: Database,
  values: Pick<Photo, "id" | "contentType" | "bytes" | "width" | "height" | "clientAddress" | "createdAt">,
): Promise<Photo> {
  const [row] = await db.insert(photos).values(values).returning();
  return row!;
}

/** How many photos `owner` holds. */
export async function countPhotos(db: Database, owner: PhotoOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(ownerColumn(owner));
  return row?.n ?? 0;
}

/**
 * Gives the waiting photos among `ids` to `owner`, if the owner then holds at most `max`, in
 * one statement. Answers the ids it took: a photo already someone's, once someone's, expired
 * or unknown is not taken, and none is when they would not fit. The count in the condition
 * is the quick answer; under concurrency the database's trigger "photos_per_owner"
 * (drizzle/0013) is the judge, and a statement it refuses took nothing.
 */
export async function attachWaitingPhotos(
  db: Database,
  owner: PhotoOwner,
  ids: readonly string[],
  max: number,
  now: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const held = db.select({ n: count() }).from(photos).where(ownerColumn(owner));
  try {
    const rows = await db
      .update(photos)
      .set({ ...owner, attachedAt: now })
      .where(and(inArray(photos.id, [...ids]), waiting, sql`(${held}) + ${ids.length} <= ${max}`))
      .returning({ id: photos.id });
    return rows.map((row) => row.id);
  } catch (error) {
    if (isOwnerLimitViolation(error)) return [];
    throw error;
  }
}

/**
 * Gives the just-stored upload `id` to the job as the crew's after-photo, marked with the phone's
 * `clientId` and who took it, if the job then holds at most `max`. Answers the row, or null when
 * nothing was taken: not a waiting upload, the job full, or the `clientId` already kept (the
 * unique index judges two sent at once; read the kept one with `photoByClientId`).
 */
export async function attachCrewPhoto(
  db: Database,
  { jobId, id, clientId, takenBy }: { jobId: string; id: string; clientId: string; takenBy: string },
  max: number,
  now: Date,
): Promise<Photo | null> {
  const held = db.select({ n: count() }).from(photos).where(eq(photos.jobId, jobId));
  try {
    const [row] = await db
      .update(photos)
      .set({ jobId, attachedAt: now, clientId, takenBy })
      .where(and(eq(photos.id, id), waiting, sql`(${held}) + 1 <= ${max}`))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isOwnerLimitViolation(error) || isUniqueViolation(error, "photos_client_id_unique")) return null;
    throw error;
  }
}

/** The photo the phone's `clientId` names, whoever holds it. */
export async function photoByClientId(db: Database, clientId: string): Promise<Photo | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.clientId, clientId));
  return row;
}

/** True for a unique index's refusal named `constraint`. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === "23505" && cause.constraint === constraint;
}

/** True for the trigger's refusal of a seventh photo (drizzle/0013_photos-per-owner.sql). */
function isOwnerLimitViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === "23514" && cause.constraint === "photos_per_owner";
}

/** The photos of `owner`, oldest first. */
export async function listPhotos(db: Database, owner: PhotoOwner): Promise<Photo[]> {
  return db.select().from(photos).where(ownerColumn(owner)).orderBy(asc(photos.createdAt), asc(photos.id));
}

/** The photo `id` if `owner` holds it; undefined otherwise (another's, waiting, or none). */
export async function findOwnedPhoto(db: Database, owner: PhotoOwner, id: string): Promise<Photo | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), ownerColumn(owner)));
  return row;
}

/** The photo `id`, whoever holds it (admin views). */
export async function findPhoto(db: Database, id: string): Promise<Photo | undefined> {
  const [row] = await db.select().from(photos).where(eq(photos.id, id));
  return row;
}

/** The photo counts of the given appointments or leads (admin lists), keyed by owner id. */
export async function countPhotosOf(db: Database, kind: "appointment" | "lead", ownerIds: readonly string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const column = kind === "appointment" ? photos.appointmentId : photos.leadId;
  const rows = await db
    .select({ owner: column, n: count() })
    .from(photos)
    .where(inArray(column, [...ownerIds]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.owner!, row.n]));
}

/** Deletes the rows of `ids` (their images must already be gone from the store). */
export async function deletePhotoRows(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(photos).where(inArray(photos.id, [...ids]));
}

/**
 * The ids of photos due for deletion at `now`: uploads nobody took since `waitingSince`; photos
 * whose appointment or lead was deleted (at once); photos of visits on or before
 * `visitCutoffDay` (Phoenix day) and of their openings, of leads that arrived before `leadCutoff`, and of jobs
 * completed or cancelled before it; and photos of spam (a bot's booking or lead keeps none).
 * At most `limit`.
 */
export async function listExpiredPhotoIds(
  db: Database,
  { waitingSince, visitCutoffDay, leadCutoff, limit }: { waitingSince: Date; visitCutoffDay: string; leadCutoff: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: photos.id })
    .from(photos)
    .leftJoin(appointments, eq(appointments.id, photos.appointmentId))
    .leftJoin(leads, eq(leads.id, photos.leadId))
    .leftJoin(jobs, eq(jobs.id, photos.jobId))
    .leftJoin(openings, eq(openings.id, photos.openingId))
    .leftJoin(openingVisits, eq(openingVisits.id, openings.appointmentId))
    .where(
      or(
        and(waiting, lt(photos.createdAt, waitingSince)),
        orphaned,
        sql`${appointments.appointmentDate} <= ${visitCutoffDay}`,
        sql`${openingVisits.appointmentDate} <= ${visitCutoffDay}`,
        lt(leads.createdAt, leadCutoff),
        // A job's photos are its record until it ends: kept for the same months after it is completed or cancelled.
        lt(jobs.completedAt, leadCutoff),
        and(eq(jobs.stage, "cancelled"), lt(jobs.updatedAt, leadCutoff)),
        sql`${appointments.spamReason} is not null`,
        sql`${leads.spamReason} is not null`,
        sql`${openingVisits.spamReason} is not null`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Attaches the waiting photos among `ids` to a new booking or lead and answers how many it
 * now holds. Never throws: a failure is logged and the booking or lead stands without them.
 */
export async function attachNewPhotos(db: Database, owner: PhotoOwner, ids: readonly string[] | undefined, now: Date): Promise<number> {
  if (!ids?.length) return 0;
  try {
    await attachWaitingPhotos(db, owner, [...new Set(ids)], MAX_PHOTOS_PER_OWNER, now);
    return await countPhotos(db, owner);
  } catch (error) {
    console.error(
      `Photos not attached to a new ${"appointmentId" in owner ? "booking" : "leadId" in owner ? "lead" : "job"}: ${describeError(error)}`,
    );
    return 0;
  }
}
