import type { Config } from "@netlify/functions";
import { cancelAppointment, ownedBy } from "../../src/server/booking/cancel";
import { listMyUpcoming, NOT_YOUR_APPOINTMENT, toMyAppointment } from "../../src/server/booking/my-appointments";
import { requireSameOrigin, requireUser } from "../../src/server/auth/session";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { readableForBrowsers } from "../../src/server/http/browser-page";
import { route } from "../../src/server/http/handler";
import { json } from "../../src/server/http/headers";
import { requireRowId } from "../../src/server/http/ids";

/** GET /api/my/appointments: the signed-in user's upcoming appointments (401 signed out). */
const list = route({
  async GET({ request }) {
    const user = await requireUser(request);
    return json(await listMyUpcoming(getDb(), user.email, new Date()));
  },
});

/**
 * POST /api/my/appointments/{id}/cancel: cancels one of the user's own appointments, from this
 * site only. Someone else's appointment is a 404, as if it did not exist; cancelling twice is harmless.
 */
const cancel = route({
  async POST({ request, url }) {
    const user = await requireUser(request);
    requireSameOrigin(request);
    const id = requireRowId(CANCEL_PATH.exec({ pathname: url.pathname })?.pathname.groups.id, NOT_YOUR_APPOINTMENT);
    const now = new Date();
    const db = getDb();
    const cancellation = await cancelAppointment(ownedBy(id, user.email), { db, env: serverEnv(), actor: user.email, by: `the customer, signed in as ${user.email}`, now });
    if (!cancellation) throw new NotFoundError(NOT_YOUR_APPOINTMENT);
    return json(toMyAppointment(cancellation.appointment, now));
  },
});

const CANCEL_PATH = new URLPattern({ pathname: "/api/my/appointments/:id/cancel" });

async function myAppointments(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api/my/appointments") return list(request);
  if (CANCEL_PATH.test({ pathname })) return cancel(request);
  return json({ success: false, error: "Not found." }, { status: 404 });
}

/** Failed navigations get a readable page; fetch callers keep their JSON. */
export default readableForBrowsers(myAppointments);

export const config: Config = {
  path: ["/api/my/appointments", "/api/my/appointments/*"],
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
