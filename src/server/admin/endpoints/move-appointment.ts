/** /api/admin/appointments/:id/move: an admin moves a visit to another time, by the calendar's rules. */
import { adminMoveSchema } from "@/schemas/reschedule";
import { moveAppointment } from "../../booking/reschedule";
import { findAppointment } from "../../db/appointments/status";
import { getDb } from "../../db/client";
import { serverEnv } from "../../env";
import { NotFoundError } from "../../http/errors";
import { route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { requireRowId } from "../../http/ids";
import { APPOINTMENT_NOT_FOUND, getAppointmentDetail } from "../appointment-detail";
import type { AdminEndpoint } from "./types";

/**
 * POST { appointmentDate, appointmentTime, notify? }: the appointment with its history, moved.
 * The customer gets the updated invitation and a fresh manage link, the admins a notice; with
 * `notify: false` (the customer already agreed to the time) nobody is told, and the history says so.
 * 400 for a time that cannot be booked, 409 when it was just taken or the visit has started.
 */
export const moveAppointmentEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    POST: withBody(adminMoveSchema, async ({ body }) => {
      const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
      const db = getDb();
      const appointment = await findAppointment(db, id);
      if (!appointment) throw new NotFoundError(APPOINTMENT_NOT_FOUND);
      const now = new Date();
      await moveAppointment(appointment, body, { db, env: serverEnv(), actor: admin.email, by: `an admin, ${admin.email}`, now, notify: body.notify ?? true, byOffice: true });
      return json(await getAppointmentDetail(db, id));
    }),
  });
