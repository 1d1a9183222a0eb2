/**
 * A visit's measure sheet: its openings written once each (a resend after lost signal answers the
 * row already written, by the sheet's own `clientId`), read, changed and deleted, and their photos.
 * An opening a signed quote priced stays as it was measured: the job's re-measure records its
 * final size beside it (src/server/change-orders/remeasure.ts is the job's side).
 *
 * The quote code reads a visit's openings here too (`quoteOpenings`): one statement and one order
 * for the sheet, the quote and the job.
 */
import { styleFitsKind } from "@/core/openings";
import type { PricedOpeningRecord, QuoteOpening } from "@/core/quote-openings";
import { photoMessages } from "@/i18n/photos";
import { MAX_OPENINGS_PER_VISIT, type NewOpening, type OpeningPatch, type OpeningView } from "@/schemas/openings";
import { findAppointment } from "../db/appointments/status";
import type { Database } from "../db/client";
import {
  countOpenings,
  deleteOpeningRow,
  findOpening,
  findOpeningByClientId,
  insertOpening,
  isOnSignedQuote,
  listOpenings,
  photoIdsOf,
  signedPricedOpenings,
  updateOpening,
  type OpeningColumns,
} from "../db/openings/openings";
import { findOwnedPhoto, listPhotos } from "../db/photos/photos";
import type { OpeningRow } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { attachPhotosStrictly, deletePhotos } from "../photos/attach-photos";
import { openingView, quoteOpeningOf } from "./views";

/** The 404 of an id that names no opening. */
export const OPENING_NOT_FOUND = "There is no such opening.";
/** The 404 of a visit id that names none. */
export const VISIT_NOT_FOUND = "There is no such visit.";

/** The 409 of a change to an opening a signed quote priced. */
const SIGNED =
  "This opening is on a signed quote: it stays as measured. Record its final size on the job's re-measure, or write a change order.";

/** The rows as answered, each with its photos' ids. */
async function viewsOf(db: Database, rows: readonly OpeningRow[]): Promise<OpeningView[]> {
  const photos = await photoIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => openingView(row, photos.get(row.id) ?? []));
}

/** The opening `id` as stored; 404 when none. */
export async function openingRowById(db: Database, id: string): Promise<OpeningRow> {
  const row = await findOpening(db, id);
  if (!row) throw new NotFoundError(OPENING_NOT_FOUND);
  return row;
}

/** The opening `id` as answered; 404 when none. */
export async function openingById(db: Database, id: string): Promise<OpeningView> {
  const [view] = await viewsOf(db, [await openingRowById(db, id)]);
  return view!;
}

/** The openings of visit `appointmentId` as answered, in the order measured (none for an unknown visit). */
export async function visitOpenings(db: Database, appointmentId: string): Promise<OpeningView[]> {
  return viewsOf(db, await listOpenings(db, appointmentId));
}

/** The openings of visit `appointmentId` in the order measured, as a quote priced from the sheet reads them. */
export async function quoteOpenings(db: Database, appointmentId: string): Promise<QuoteOpening[]> {
  return (await listOpenings(db, appointmentId)).map(quoteOpeningOf);
}

/** The sheet of visit `appointmentId` (GET); 404 for an unknown visit. */
export async function listVisitOpenings(db: Database, appointmentId: string): Promise<OpeningView[]> {
  if (!(await findAppointment(db, appointmentId))) throw new NotFoundError(VISIT_NOT_FOUND);
  return visitOpenings(db, appointmentId);
}

/** The columns of an opening's fields as the schema gave them. */
function columnsOf(fields: OpeningPatch): OpeningColumns {
  return {
    location: fields.location,
    kind: fields.kind,
    style: fields.style,
    widthSixteenths: fields.width,
    heightSixteenths: fields.height,
    installMethod: fields.installMethod,
    obscure: fields.obscure,
    wetArea: fields.wetArea,
    nearDoor: fields.nearDoor,
    sillSixteenths: fields.sillInches,
    notes: fields.notes,
  };
}

/**
 * Writes an opening on visit `appointmentId`: `created` false when the sheet had already written
 * it under the same `clientId` (the row written then is answered, never a second). 404 for an
 * unknown visit; 409 past MAX_OPENINGS_PER_VISIT.
 */
export async function createOpening(
  db: Database,
  appointmentId: string,
  body: NewOpening,
  admin: string,
  now: Date,
): Promise<{ created: boolean; opening: OpeningView }> {
  if (!(await findAppointment(db, appointmentId))) throw new NotFoundError(VISIT_NOT_FOUND);
  const clientId = body.clientId ?? null;
  const written = clientId && (await findOpeningByClientId(db, appointmentId, clientId));
  if (written) return { created: false, opening: await openingById(db, written.id) };
  if ((await countOpenings(db, appointmentId)) >= MAX_OPENINGS_PER_VISIT)
    throw new ConflictError(`A visit's sheet holds at most ${MAX_OPENINGS_PER_VISIT} openings.`);
  const row = await insertOpening(
    db,
    {
      appointmentId,
      clientId,
      location: body.location,
      kind: body.kind,
      style: body.style,
      widthSixteenths: body.width,
      heightSixteenths: body.height,
      installMethod: body.installMethod,
      obscure: body.obscure ?? false,
      wetArea: body.wetArea ?? false,
      nearDoor: body.nearDoor ?? false,
      sillSixteenths: body.sillInches ?? null,
      notes: body.notes ?? "",
      createdBy: admin,
    },
    now,
  );
  if (row) return { created: true, opening: openingView(row, []) };
  // Another request with the same clientId wrote it first: that row is the answer.
  const first = await findOpeningByClientId(db, appointmentId, clientId!);
  return { created: false, opening: await openingById(db, first!.id) };
}

/** 409 when a signed quote priced the opening. */
async function refuseIfSigned(db: Database, row: OpeningRow): Promise<void> {
  if (await isOnSignedQuote(db, row)) throw new ConflictError(SIGNED);
}

/** Changes opening `id`: 404 when none; 400 naming `style` when it does not fit the kind after the change; 409 when signed. */
export async function patchOpening(db: Database, id: string, patch: OpeningPatch, now: Date): Promise<OpeningView> {
  const row = await openingRowById(db, id);
  const kind = patch.kind ?? row.kind;
  const style = patch.style ?? row.style;
  if (!styleFitsKind(kind, style)) {
    const message = "That style is not one of this kind's";
    throw new ValidationError(message, { style: [message] });
  }
  await refuseIfSigned(db, row);
  const changed = await updateOpening(db, id, columnsOf(patch), now);
  if (!changed) throw new NotFoundError(OPENING_NOT_FOUND);
  return openingById(db, id);
}

/** Deletes opening `id` with its photos: 404 when none; 409 when a signed quote priced it (the job's re-measure needs it). */
export async function deleteOpening(db: Database, id: string): Promise<void> {
  const row = await openingRowById(db, id);
  await refuseIfSigned(db, row);
  await deletePhotos(db, await listPhotos(db, { openingId: id }));
  await deleteOpeningRow(db, id);
}

/** Attaches the uploads `photoIds` to opening `id`: 400 past six, or for an id that is not a waiting upload. */
export async function attachOpeningPhotos(db: Database, id: string, photoIds: readonly string[], now: Date): Promise<OpeningView> {
  await openingRowById(db, id);
  await attachPhotosStrictly(db, { openingId: id }, photoIds, now, photoMessages.en);
  return openingById(db, id);
}

/** Removes one of opening `id`'s photos (image and row); 404 for another's. */
export async function removeOpeningPhoto(db: Database, id: string, photoId: string): Promise<OpeningView> {
  await openingRowById(db, id);
  const photo = await findOwnedPhoto(db, { openingId: id }, photoId);
  if (!photo) throw new NotFoundError(photoMessages.en.notFound);
  await deletePhotos(db, [photo]);
  return openingById(db, id);
}

/** The signed option's priced openings of job `jobId` (none for a quote of typed lines): what the re-measure prices again. */
export async function signedRecords(db: Database, jobId: string): Promise<PricedOpeningRecord[]> {
  return recordsOfSignedOption(await signedPricedOpenings(db, jobId));
}

/** The priced openings of the option signed, of a signed revision's stored records (none for a quote of typed lines). */
export function recordsOfSignedOption(signed: { optionId: string; pricedOpenings: unknown } | null | undefined): PricedOpeningRecord[] {
  if (!signed || !Array.isArray(signed.pricedOpenings)) return [];
  return (signed.pricedOpenings as PricedOpeningRecord[]).filter((record) => record.optionId === signed.optionId);
}

/**
 * Whether a job's sizes are its openings: the option the customer signed priced some. Then each
 * final size is recorded on its opening and the job's older free-text measurements stay as they
 * were, read-only; a job signed on typed lines keeps its free text editable, whatever its visit's
 * sheet holds, since no opening is the contract's.
 */
const sizedByOpenings = (signed: readonly PricedOpeningRecord[]) => signed.length > 0;

/** Whether job `jobId`'s sizes are its signed openings (see sizedByOpenings). */
export async function jobSizedByOpenings(db: Database, jobId: string): Promise<boolean> {
  return sizedByOpenings(await signedRecords(db, jobId));
}

/** The job page's openings: those of the option signed, in the order measured, and whether they are the job's sizes (sizedByOpenings). */
export async function jobOpenings(
  db: Database,
  job: { id: string; appointmentId: string | null },
): Promise<{ openings: OpeningView[]; sizedByOpenings: boolean }> {
  if (!job.appointmentId) return { openings: [], sizedByOpenings: false };
  const [all, records] = await Promise.all([visitOpenings(db, job.appointmentId), signedRecords(db, job.id)]);
  const signed = new Set(records.map((priced) => priced.openingId));
  return { openings: all.filter((opening) => signed.has(opening.id)), sizedByOpenings: sizedByOpenings(records) };
}
