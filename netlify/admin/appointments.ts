/** The admin's appointments: `adminAppointments`, `adminAppointmentsCsv`, `adminAppointment` and `adminCancelPerson`. */
import { adminAppointment, adminAppointments, adminAppointmentsCsv, adminCancelPerson } from "@/schemas/routes/admin";
import { adminListQuerySchema, appointmentPatchSchema } from "@/schemas/admin/appointments";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import { getDb, type Database } from "@/server/db/client";
import { phoenixDate } from "@/core/phoenix-time";
import type { AppointmentFlagContext } from "@/server/admin/flags";
import { parseWith, queryOf, withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { APPOINTMENT_NOT_FOUND, getAppointmentDetail } from "@/server/admin/appointment-detail";
import { exportAppointments, listAppointments } from "@/server/admin/appointment-list";
import { appointmentsCsvStream, exportFilename } from "@/server/admin/csv-exports";
import { csvResponse } from "@/server/admin/csv-response";
import { consentTimes } from "@/server/sms/consent";
import { requireRowId } from "@/server/http/ids";
import { cancelPersonUpcoming } from "@/server/admin/cancel-person";
import { patchAppointment } from "@/server/admin/patch-appointment";
import { estimatorScope, requireVisitInReach } from "@/server/team/scope";
import { admins } from "./guard";
import { adminPhotos, withPhotoCounts } from "@/server/admin/photos";
import { countPhotosOf } from "@/server/db/photos/photos";
import { withTextSummaries } from "@/server/sms/summaries";
import { serverEnv } from "@/server/env";
import { customerReach } from "@/server/notify/reach";
import { withEstimatorNames } from "@/server/team/estimators";

/** What "over the limit" means today: the saved cap of upcoming visits per person. */
async function flagContext(db: Database): Promise<AppointmentFlagContext> {
  return { today: phoenixDate(new Date()), maxUpcoming: (await loadCalendarSettings(db)).maxUpcomingPerPerson };
}

/** GET: one page of the filtered list, each row with its photo count and text summary (one query each for the page). */
export const appointmentsEndpoint = admins.on(adminAppointments, {
  async GET({ url, guarded }) {
    const db = getDb();
    const query = { ...parseWith(adminListQuerySchema, queryOf(url)), reach: estimatorScope(guarded) };
    const page = await withEstimatorNames(
      db,
      await withPhotoCounts(db, "appointment", await listAppointments(db, query, await flagContext(db))),
    );
    return json(await withTextSummaries(db, serverEnv(), "appointment", page));
  },
});

/** GET: every appointment matching the filters (paging ignored) as a CSV download, streamed in batches. */
export const appointmentsCsvEndpoint = admins.on(adminAppointmentsCsv, {
  async GET({ url }) {
    const db = getDb();
    const batches = exportAppointments(db, parseWith(adminListQuerySchema, queryOf(url)), await flagContext(db));
    const read = {
      consents: (ids: string[]) => consentTimes(db, ids, "appointment"),
      photos: (ids: string[]) => countPhotosOf(db, "appointment", ids),
    };
    return csvResponse(exportFilename("appointments", new Date()), appointmentsCsvStream(batches, read));
  },
});

/**
 * GET: the appointment with its history, photos, and how a change would reach its customer.
 * PATCH { status?, adminNotes?, notify? }: change its status or notes, recording who did; a
 * change the customer hears of (confirmed, cancelled) tells them unless `notify` is false.
 */
export const appointmentEndpoint = admins.on(adminAppointment, {
  async GET({ guarded, params }) {
    const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
    const db = getDb();
    await requireVisitInReach(db, guarded, id, APPOINTMENT_NOT_FOUND);
    const detail = await getAppointmentDetail(db, id);
    const [photos, reach] = await Promise.all([adminPhotos(db, { appointmentId: id }), customerReach(db, serverEnv(), detail)]);
    return json({ ...detail, photos, reach });
  },
  PATCH: withBody(appointmentPatchSchema, async ({ body, guarded: admin, params }) => {
    const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
    const db = getDb();
    await requireVisitInReach(db, admin, id, APPOINTMENT_NOT_FOUND);
    const { crewsPerSlot } = await loadCalendarSettings(db);
    return json(
      await patchAppointment(db, id, body, {
        actor: admin.email,
        role: admin.role,
        personId: admin.personId,
        now: new Date(),
        crewsPerSlot,
        env: serverEnv(),
      }),
    );
  }),
});

/** POST: cancel every upcoming visit of the person who booked this appointment (one history event each). */
export const cancelPersonEndpoint = admins.on(adminCancelPerson, {
  async POST({ guarded: admin, params }) {
    const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
    return json(await cancelPersonUpcoming(getDb(), id, { actor: admin.email, now: new Date() }));
  },
});
