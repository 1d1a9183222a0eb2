import type { Config } from "@netlify/functions";
import { appointmentRequestSchemaFor } from "../../src/schemas/appointment";
import { bookingWindow } from "../../src/core/availability";
import { enforceAddressLimit } from "../../src/server/abuse/address-limit";
import { formTokenSecret, readFormToken } from "../../src/server/abuse/form-token";
import { bookAppointment, publicAppointment } from "../../src/server/booking/book-appointment";
import { listActiveSlots } from "../../src/server/db/appointments/slots";
import { loadCalendarSettings } from "../../src/server/db/settings/calendar";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { withLocalizedBody } from "../../src/server/http/handler";
import { serve } from "../../src/server/http/serve";
import { appointments } from "../../src/schemas/routes/booking";
import { withAssignedNumber } from "../../src/server/sms/assigned-number";
import { json } from "../../src/server/http/headers";

/**
 * A booking's answer: 201 for a new visit (or a request held over the per-person limit, which
 * must read the same), 200 for a repeat of one the same booker made (booked or held), 202
 * `status: "held"` for a request kept for the office past the site's hourly ceiling.
 */
const STATUS_OF = { created: 201, repeat: 200, kept: 202 } as const;

/**
 * GET `appointments`: the taken slots of the booking window, nothing personal.
 * POST `appointments`: book a free in-home estimate; answers in the body's `locale` (English by default).
 */
const served = serve(appointments, {
  async GET() {
    const db = getDb();
    const window = bookingWindow(await loadCalendarSettings(db), new Date());
    return json(await listActiveSlots(db, window.first, window.last));
  },

  POST: withLocalizedBody(withAssignedNumber(appointmentRequestSchemaFor), async ({ body, clientAddress }) => {
    const db = getDb();
    const env = serverEnv();
    const now = new Date();
    await enforceAddressLimit(
      db,
      "booking",
      clientAddress,
      { max: env.BOOKINGS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
      now,
      body.locale,
    );
    const { appointment, outcome } = await bookAppointment(body, {
      db,
      env,
      now,
      clientAddress,
      formOpenedAt: readFormToken(body.formToken, formTokenSecret(env)),
    });
    return json(publicAppointment(body, appointment), { status: STATUS_OF[outcome] });
  }),
});

export default served;

export const config: Config = {
  path: served.path,
  // Netlify's rate limiting stops a burst of reads or requests before the function runs; the
  // limits that count (per person, per address per hour) are kept in Postgres by the function.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
