import type { Config } from "@netlify/functions";
import { eq } from "drizzle-orm";
import { formatLongDate } from "../../src/lib/phoenix-time";
import { CANCEL_LINK_ACTOR, cancelAppointment, isCancellable } from "../../src/server/booking/cancel";
import { hashCancelToken, isCancelTokenShape } from "../../src/server/booking/tokens";
import { findByCancelTokenHash } from "../../src/server/db/appointments";
import { getDb } from "../../src/server/db/client";
import { sendCancellationEmails } from "../../src/server/email/send";
import { serverEnv } from "../../src/server/env";
import { appointments, type Appointment } from "../../src/server/db/schema";
import { NotFoundError } from "../../src/server/http/errors";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

const UNKNOWN_LINK = "This cancel link is not valid. Please call us to change your appointment.";

/** Only what the cancel page needs: no name, email, phone or street address. */
function cancelView(appointment: Appointment, now: Date) {
  return {
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    dateLabel: formatLongDate(appointment.appointmentDate, true),
    city: appointment.city,
    status: appointment.status,
    cancellable: isCancellable(appointment, now),
  };
}

async function tokenHashOf(request: Request): Promise<string> {
  const token = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
  if (!isCancelTokenShape(token)) throw new NotFoundError(UNKNOWN_LINK);
  return hashCancelToken(token);
}

export default route({
  /** GET /api/cancel/{token}: the appointment the link belongs to. */
  async GET({ request }) {
    const appointment = await findByCancelTokenHash(getDb(), await tokenHashOf(request));
    if (!appointment) throw new NotFoundError(UNKNOWN_LINK);
    return json(cancelView(appointment, new Date()));
  },
  /** POST /api/cancel/{token}: cancel it; doing it twice is harmless; 409 once it has taken place. */
  async POST({ request }) {
    const now = new Date();
    const db = getDb();
    const cancellation = await cancelAppointment(db, eq(appointments.cancelTokenHash, await tokenHashOf(request)), CANCEL_LINK_ACTOR, now);
    if (!cancellation) throw new NotFoundError(UNKNOWN_LINK);
    if (cancellation.cancelledNow) await sendCancellationEmails(db, serverEnv(), cancellation.appointment, "the customer, with the link in their confirmation email", { now });
    return json(cancelView(cancellation.appointment, now));
  },
});

export const config: Config = {
  path: "/api/cancel/:token",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
