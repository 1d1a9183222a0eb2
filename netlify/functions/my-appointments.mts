import type { Config } from "@netlify/functions";
import { cancelAppointment, ownedBy } from "../../src/server/booking/cancel";
import { listMyUpcoming, NOT_YOUR_APPOINTMENT, toMyAppointment } from "../../src/server/booking/my-appointments";
import { requireSameOrigin, requireUser } from "../../src/server/auth/session";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { on, serve } from "../../src/server/http/serve";
import { myAppointmentCancel, myAppointments } from "../../src/schemas/routes/manage";
import { json } from "../../src/server/http/headers";
import { requireRowId } from "../../src/server/http/ids";

/** GET `myAppointments`: the signed-in user's upcoming appointments (401 signed out). */
const list = on(myAppointments, {
  async GET({ request }) {
    const user = await requireUser(request);
    return json(await listMyUpcoming(getDb(), user.email, new Date()));
  },
});

/**
 * POST `myAppointmentCancel`: cancels one of the user's own appointments, from this
 * site only. Someone else's appointment is a 404, as if it did not exist; cancelling twice is harmless.
 */
const cancel = on(myAppointmentCancel, {
  async POST({ request, params }) {
    const user = await requireUser(request);
    requireSameOrigin(request);
    const id = requireRowId(params.id, NOT_YOUR_APPOINTMENT);
    const now = new Date();
    const db = getDb();
    const cancellation = await cancelAppointment(ownedBy(id, user.email), { db, env: serverEnv(), actor: user.email, by: `the customer, signed in as ${user.email}`, now });
    if (!cancellation) throw new NotFoundError(NOT_YOUR_APPOINTMENT);
    return json(toMyAppointment(cancellation.appointment, now));
  },
});

/** The list and the cancel; any other path is a 404, and failed navigations get a readable page. */
const served = serve([list, cancel]);

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
