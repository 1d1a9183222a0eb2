/** `adminMoveAppointment`: an admin moves a visit to another time, by the calendar's rules. */
import { adminMoveAppointment } from "@/schemas/routes/admin";
import { adminMoveSchema } from "@/schemas/reschedule";
import { moveAppointment } from "@/server/booking/reschedule";
import { findAppointment } from "@/server/db/appointments/status";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { NotFoundError } from "@/server/http/errors";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { APPOINTMENT_NOT_FOUND, getAppointmentDetail } from "@/server/admin/appointment-detail";
import { requireVisitInReach } from "@/server/team/scope";
import { admins } from "./guard";

/**
 * POST { appointmentDate, appointmentTime, notify? }: the appointment with its history, moved.
 * The customer gets the updated invitation and a fresh manage link, the admins a notice; with
 * `notify: false` (the customer already agreed to the time) nobody is told, and the history says so.
 * 400 for a time that cannot be booked, 409 when it was just taken or the visit has started.
 */
export const moveAppointmentEndpoint = admins.on(adminMoveAppointment, {
  POST: withBody(adminMoveSchema, async ({ body, guarded: admin, params }) => {
    const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
    const db = getDb();
    await requireVisitInReach(db, admin, id, APPOINTMENT_NOT_FOUND);
    const appointment = await findAppointment(db, id);
    if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
    const now = new Date();
    await moveAppointment(appointment, body, {
      db,
      env: serverEnv(),
      actor: admin.email,
      by: `an admin, ${admin.email}`,
      now,
      notify: body.notify ?? true,
      byOffice: true,
    });
    return json(await getAppointmentDetail(db, id));
  }),
});
