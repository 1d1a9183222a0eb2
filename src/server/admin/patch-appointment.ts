/**
 * An admin's change to an appointment (status, notes, its estimator, the home's year built), written in one statement together
 * with an event per changed field, so the history cannot miss a change. A status change the
 * customer hears of (confirmed, cancelled: src/core/visit-changes.ts) raises the invitation's
 * SEQUENCE and stores the notice's emails (and manage link) in that same statement, with a
 * history event saying what was sent, or that nobody was told when the office chose so; the
 * emails and texts go out once it is written. Moving a cancelled appointment back to an active
 * status takes the lowest free seat of its slot in the same statement (as a booking does); when
 * the slot already holds as many active appointments as there are crews, or another request
 * takes that seat at the same instant, nothing is written and the admin gets a 409. The statement
 * is src/server/db/appointments/patch.ts.
 */
import { toldBy, toldChange, type Told, type ToldChange } from "@/core/visit-changes";
import { appointmentStart } from "@/core/visit-time";
import type { AdminAppointment, AppointmentPatch } from "@/schemas/admin/appointments";
import { patchAppointmentRow } from "../db/appointments/patch";
import { findAppointment } from "../db/appointments/status";
import type { Database } from "../db/client";
import type { Appointment } from "../db/schema";
import { uniqueViolation } from "../db/unique-violation";
import type { ServerEnv } from "../env";
import { ConflictError, ForbiddenError, NotFoundError } from "../http/errors";
import { deliverNotice, SILENT, type Notice } from "../notify/notice";
import { customerReach } from "../notify/reach";
import { visitCancelled, visitConfirmed } from "../notify/visits";
import { mayAssignVisit } from "@/core/assignments";
import type { Role } from "@/core/roles";
import { checkedEstimatorId } from "../team/estimators";
import { checkYearBuilt } from "../lead-safe/year-built";
import { APPOINTMENT_NOT_FOUND } from "./appointment-detail";
import { toAdminAppointment } from "./views";

/** The 409 message when a reactivated appointment's slot is full. */
export const SLOT_TAKEN_BY_ANOTHER = "That slot is already taken by another appointment.";

/** The 409 message when the same person already holds another active appointment in the slot. */
export const PERSON_ALREADY_BOOKED = "This person already has another active appointment in that slot.";

/** The 409 message when another admin changed the status between this one's read and write. */
export const CHANGED_MEANWHILE = "This appointment was changed a moment ago. Close it, open it again and try again.";

/** Who changes what, when, how many crews a slot has now (the seats a reactivation may take), and the settings notices read. */
export interface PatchContext {
  actor: string;
  /** The person's role and team row: who may give a visit to whom (src/core/assignments.ts). */
  role: Role | null;
  personId: string | null;
  now: Date;
  crewsPerSlot: number;
  env: ServerEnv;
}

/** What the statement announces: the notice to store and send, and what the history says was sent. */
interface Announcement {
  notice: Notice;
  told: Told | null;
}

/**
 * Applies the patch, records its events and sends what the change tells the customer (unless
 * `patch.notify` is false); returns the appointment as it now is.
 */
export async function patchAppointment(
  db: Database,
  id: string,
  patch: AppointmentPatch,
  context: PatchContext,
): Promise<AdminAppointment> {
  checkYearBuilt(patch.yearBuilt, context.now);
  const found = await findAppointment(db, id);
  if (!found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  if (patch.estimatorId !== undefined && !mayAssignVisit(context.role, context.personId, patch.estimatorId))
    throw new ForbiddenError("An estimator may take a visit for themselves only; the office gives visits to others.");
  const estimatorId = patch.estimatorId === undefined ? undefined : await checkedEstimatorId(db, patch.estimatorId);
  const { notice, told } = await announce(db, found, patch, context);
  const outcome = await patchAppointmentRow(
    db,
    found,
    { ...patch, estimatorId },
    {
      actor: context.actor,
      now: context.now,
      crewsPerSlot: context.crewsPerSlot,
      announce: notice,
      told,
    },
  ).catch((error: unknown) => {
    throw conflictOf(error) ?? error;
  });
  if (!outcome.found) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  if (!outcome.updated && outcome.status !== found.status) throw new ConflictError(CHANGED_MEANWHILE);
  if (!outcome.updated && outcome.reactivating) throw new ConflictError(SLOT_TAKEN_BY_ANOTHER);
  if (outcome.updated) await deliverNotice(db, context.env, notice, outcome.emails, { now: context.now });
  const row = await findAppointment(db, id);
  if (!row) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
  return toAdminAppointment(row);
}

/** The notice a status change sends (none when the customer is not told of it, or the office chose not to), and what the history records. */
async function announce(
  db: Database,
  found: Appointment,
  patch: AppointmentPatch,
  { now, actor, env }: PatchContext,
): Promise<Announcement> {
  const change = patch.status ? toldChange(found.status, patch.status, appointmentStart(found), now) : null;
  if (!change) return { notice: SILENT, told: null };
  const notify = patch.notify ?? true;
  const told = toldBy(await customerReach(db, env, found), notify);
  const changed = { ...found, status: change, icsSequence: found.icsSequence + 1, updatedAt: now };
  return { notice: notify ? noticeOf(change, changed, actor, now, env) : SILENT, told };
}

function noticeOf(change: ToldChange, visit: Appointment, actor: string, now: Date, env: ServerEnv): Notice {
  return change === "confirmed"
    ? visitConfirmed(visit, env, now)
    : visitCancelled(visit, { by: `an admin, ${actor}`, now, byOffice: true }, env);
}

/** The 409 for a unique-index conflict of the seat or person indexes; undefined for anything else. */
function conflictOf(error: unknown): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === null) return undefined;
  return new ConflictError(constraint === "appointments_active_person" ? PERSON_ALREADY_BOOKED : SLOT_TAKEN_BY_ANOTHER);
}
