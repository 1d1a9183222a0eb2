import type { Config } from "@netlify/functions";
import { appointmentRequestSchema } from "../../src/schemas/appointment";
import { bookingWindow } from "../../src/server/core/availability";
import { bookAppointment, publicAppointment } from "../../src/server/booking/book-appointment";
import { sendBookingEmails } from "../../src/server/email/send";
import { listActiveSlots } from "../../src/server/db/appointments";
import { loadCalendarSettings } from "../../src/server/db/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { route, withBody } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";

/**
 * GET /api/appointments: the taken slots of the booking window, nothing personal.
 * POST /api/appointments: book a free in-home estimate.
 */
export default route({
  async GET() {
    const db = getDb();
    const window = bookingWindow(await loadCalendarSettings(db), new Date());
    return json(await listActiveSlots(db, window.first, window.last));
  },

  POST: withBody(appointmentRequestSchema, async ({ body, request }) => {
    const db = getDb();
    const env = serverEnv();
    const origin = new URL(request.url).origin;
    const { appointment, created } = await bookAppointment(body, {
      db,
      env,
      now: new Date(),
      onBooked: (booked, cancelToken) => sendBookingEmails(db, env, booked, `${origin}/cancel/${cancelToken}`),
    });
    return json(publicAppointment(appointment), { status: created ? 201 : 200 });
  }),
});

export const config: Config = {
  path: "/api/appointments",
  // Netlify's rate limiting: a burst of bookings or reads from one address is refused before the function runs.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
