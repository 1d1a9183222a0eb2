/**
 * A path or query that cannot be percent-decoded (`%`, `%zz`, half a UTF-8 character) is the
 * caller's mistake: a 4xx from every function that reads one, never a 500.
 */
import { describe, expect, it } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import myAppointmentsHandler from "../../netlify/functions/my-appointments.mts";
import rescheduleHandler from "../../netlify/functions/reschedule.mts";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { callAdmin, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";

const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const MALFORMED = ["%", "%zz", "%E0%A4%A", "abc%"];
const isClientError = (status: number) => status >= 400 && status < 500;

const call = (handler: (request: Request) => Promise<Response>, path: string, init: RequestInit = {}) =>
  handler(new Request(`${SITE}${path}`, init));
const postJson = (body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", Origin: SITE },
  body: JSON.stringify(body),
});

describe.each(MALFORMED)("a path holding %s", (bad) => {
  it("is a 404 for the manage link's GET and POST /api/cancel/{token}", async () => {
    expect((await call(cancelHandler, `/api/cancel/${bad}`)).status).toBe(404);
    expect((await call(cancelHandler, `/api/cancel/${bad}`, { method: "POST", headers: { Origin: SITE } })).status).toBe(404);
  });

  it("is a 4xx for POST /api/reschedule/{token}", async () => {
    const response = await call(
      rescheduleHandler,
      `/api/reschedule/${bad}`,
      postJson({ appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" }),
    );
    expect(response.status).toBe(404);
  });

  it("is a 404 for the calendar feed", async () => {
    expect((await call(calendarFeedHandler, `/api/calendar-feed/${bad}.ics`)).status).toBe(404);
  });

  it("is a 404 for an admin row and a customer's own cancel", async () => {
    expect((await callAdmin(`/api/admin/appointments/${bad}`)).status).toBe(404);
    expect((await callAdmin(`/api/admin/appointments/${bad}`, { method: "PATCH", body: { adminNotes: "x" } })).status).toBe(404);
    expect(
      (
        await callAdmin(`/api/admin/appointments/${bad}/move`, {
          method: "POST",
          body: { appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" },
        })
      ).status,
    ).toBe(404);
    expect((await callAdmin(`/api/admin/leads/${bad}`, { method: "PATCH", body: { notes: "x" } })).status).toBe(404);
    const cookie = await sessionCookie("visitor@example.com");
    expect(
      (
        await call(myAppointmentsHandler, `/api/my/appointments/${bad}/cancel`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: SITE },
        })
      ).status,
    ).toBe(404);
  });

  it("is a 4xx in a query string (admin lists, the locale of an answer)", async () => {
    expect(isClientError((await callAdmin(`/api/admin/appointments?search=${bad}&page=${bad}`)).status)).toBe(true);
    expect(isClientError((await callAdmin(`/api/admin/leads.csv?status=${bad}`)).status)).toBe(true);
    expect((await call(cancelHandler, `/api/cancel/${"a".repeat(43)}?locale=${bad}`)).status).toBe(404);
    expect((await call(appointmentsHandler, `/api/appointments?x=${bad}`)).status).toBe(200);
  });
});
