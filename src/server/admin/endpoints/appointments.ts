/** /api/admin/appointments, /api/admin/appointments.csv and /api/admin/appointments/:id. */
import { adminListQuerySchema, appointmentPatchSchema } from "@/schemas/admin";
import { loadCalendarSettings } from "../../db/calendar-settings";
import { getDb } from "../../db/client";
import { parseWith, route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { APPOINTMENT_NOT_FOUND, getAppointmentDetail } from "../appointment-detail";
import { exportAppointments, listAppointments } from "../appointment-list";
import { appointmentsCsv, exportFilename } from "../csv-exports";
import { csvResponse } from "../csv-response";
import { requireRowId } from "../../http/ids";
import { patchAppointment } from "../patch-appointment";
import { queryOf, type AdminEndpoint } from "./types";

/** GET: one page of the filtered list. */
export const appointmentsEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      return json(await listAppointments(getDb(), parseWith(adminListQuerySchema, queryOf(url))));
    },
  });

/** GET: every appointment matching the filters (paging ignored) as a CSV download. */
export const appointmentsCsvEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const rows = await exportAppointments(getDb(), parseWith(adminListQuerySchema, queryOf(url)));
      return csvResponse(exportFilename("appointments", new Date()), appointmentsCsv(rows));
    },
  });

/** GET: the appointment with its history. PATCH: change its status or notes, recording who did. */
export const appointmentEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    async GET() {
      return json(await getAppointmentDetail(getDb(), requireRowId(params.id, APPOINTMENT_NOT_FOUND)));
    },
    PATCH: withBody(appointmentPatchSchema, async ({ body }) => {
      const id = requireRowId(params.id, APPOINTMENT_NOT_FOUND);
      const db = getDb();
      const { crewsPerSlot } = await loadCalendarSettings(db);
      return json(await patchAppointment(db, id, body, { actor: admin.email, now: new Date(), crewsPerSlot }));
    }),
  });
