import type { Config } from "@netlify/functions";
import { rescheduleRequestSchema } from "../../src/schemas/reschedule";
import { publicAppointment } from "../../src/server/booking/book-appointment";
import { findByManageToken, MANAGE_LINK_ACTOR, tokenHashOf } from "../../src/server/booking/manage-view";
import { moveAppointment } from "../../src/server/booking/reschedule";
import { getDb } from "../../src/server/db/client";
import { sendMoveEmails } from "../../src/server/email/send-visit";
import { serverEnv } from "../../src/server/env";
import { route, withBody } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

export default route({
  /**
   * POST /api/reschedule/{token} { appointmentDate, appointmentTime }: move the visit the
   * link belongs to. 200 and the moved appointment; 400 for a time that cannot be booked;
   * 404 for an unknown link; 409 when the new time was just taken (the visit keeps its old
   * time) or the visit has started.
   */
  POST: withBody(rescheduleRequestSchema, async ({ body, request, url }) => {
    const now = new Date();
    const db = getDb();
    const appointment = await findByManageToken(db, tokenHashOf(request));
    const move = await moveAppointment(appointment, body, { db, actor: MANAGE_LINK_ACTOR, now });
    if (move.movedNow) await sendMoveEmails(db, serverEnv(), move, { siteUrl: url.origin, movedBy: "the customer, with the link in their email", now });
    return json(publicAppointment(move.appointment));
  }),
});

export const config: Config = {
  path: "/api/reschedule/:token",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
