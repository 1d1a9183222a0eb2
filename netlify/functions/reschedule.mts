import type { Config } from "@netlify/functions";
import { rescheduleRequestSchemaFor } from "../../src/schemas/reschedule";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { limitVisitMoves } from "../../src/server/abuse/visit-limit";
import { MANAGE_LINK_ACTOR, manageView } from "../../src/server/booking/manage-view";
import { moveAppointment } from "../../src/server/booking/reschedule";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { withLocalizedBody } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { reschedule } from "../../src/schemas/routes/manage";
import { privateLinks } from "../../src/server/private-links/documents";
import { openLink } from "../../src/server/private-links/open";
import { json } from "../../src/server/http/headers";

const served = serve(reschedule, {
  /**
   * POST `reschedule` { appointmentDate, appointmentTime }: move the visit the
   * link belongs to. 200 and the moved appointment (id, date, time, length, city, status); 400 for a time that cannot be booked;
   * 404 for an unknown link; 409 when the new time was just taken (the visit keeps its old
   * time) or the visit has started; 429 with Retry-After once the address sent too many moves
   * in the hour or the visit was moved too often today (each move emails the customer and
   * the admins). Messages and the date label follow the body's `locale`.
   */
  POST: withLocalizedBody(rescheduleRequestSchemaFor, async ({ body, params, clientAddress }) => {
    const now = new Date();
    const db = getDb();
    const env = serverEnv();
    await enforceAddressLimit(db, "move", clientAddress, { max: env.MOVES_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 }, now, body.locale);
    const { opened: appointment } = await openLink(db, privateLinks.visit, params.token, { now });
    const move = await limitVisitMoves(db, appointment.id, env.MOVES_PER_VISIT_PER_DAY, now, body.locale, () =>
      moveAppointment(appointment, body, { db, env, actor: MANAGE_LINK_ACTOR, by: "the customer, with the link in their email", now }),
    );
    // Like GET `manageVisit`, nothing personal beyond the city: a link can be forwarded.
    return json({ id: move.appointment.id, ...manageView(move.appointment, now, body.locale) });
  }),
});

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
