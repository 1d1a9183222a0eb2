import type { Config } from "@netlify/functions";
import { formatLongDate } from "../../src/lib/phoenix-time";
import { hashCancelToken, isCancelTokenShape } from "../../src/server/booking/tokens";
import { cancelByCancelTokenHash, findByCancelTokenHash } from "../../src/server/db/appointments";
import { getDb } from "../../src/server/db/client";
import type { Appointment } from "../../src/server/db/schema";
import { NotFoundError } from "../../src/server/http/errors";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/** Only what the cancel page needs: no name, email, phone or street address. */
function cancelView(appointment: Appointment) {
  return {
    appointmentDate: appointment.appointmentDate,
    appointmentTime: appointment.appointmentTime,
    dateLabel: formatLongDate(appointment.appointmentDate, true),
    city: appointment.city,
    status: appointment.status,
  };
}

async function tokenHashOf(request: Request): Promise<string> {
  const token = decodeURIComponent(new URL(request.url).pathname.split("/").pop() ?? "");
  if (!isCancelTokenShape(token)) throw new NotFoundError("This cancel link is not valid. Please call us to change your appointment.");
  return hashCancelToken(token);
}

export default route({
  /** GET /api/cancel/{token}: the appointment the link belongs to. */
  async GET({ request }) {
    const appointment = await findByCancelTokenHash(getDb(), await tokenHashOf(request));
    if (!appointment) throw new NotFoundError("This cancel link is not valid. Please call us to change your appointment.");
    return json(cancelView(appointment));
  },
  /** POST /api/cancel/{token}: cancel it; doing it twice is harmless. */
  async POST({ request }) {
    const appointment = await cancelByCancelTokenHash(getDb(), await tokenHashOf(request));
    if (!appointment) throw new NotFoundError("This cancel link is not valid. Please call us to change your appointment.");
    return json(cancelView(appointment));
  },
});

export const config: Config = {
  path: "/api/cancel/:token",
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
