import type { Config } from "@netlify/functions";
import { appointmentEndpoint, appointmentsCsvEndpoint, appointmentsEndpoint, cancelPersonEndpoint } from "../../src/server/admin/endpoints/appointments";
import { moveAppointmentEndpoint } from "../../src/server/admin/endpoints/move-appointment";
import { calendarFeedEndpoint } from "../../src/server/admin/endpoints/calendar-feed";
import { calendarSettingsEndpoint } from "../../src/server/admin/endpoints/calendar-settings";
import { customerEndpoint, customersEndpoint } from "../../src/server/admin/endpoints/customers";
import { dashboardEndpoint } from "../../src/server/admin/endpoints/dashboard";
import { googleReviewsEndpoint } from "../../src/server/admin/endpoints/google-reviews";
import { leadEndpoint, leadsCsvEndpoint, leadsEndpoint } from "../../src/server/admin/endpoints/leads";
import { sourcesEndpoint } from "../../src/server/admin/endpoints/sources";
import { siteCeilingsEndpoint } from "../../src/server/admin/endpoints/site-ceilings";
import { photoEndpoint } from "../../src/server/admin/endpoints/photos";
import { quoteEndpoint, quotePipelineEndpoint, quotesEndpoint, quoteSettingsEndpoint, quoteSubjectEndpoint, revokeQuoteLinksEndpoint, sendQuoteEndpoint } from "../../src/server/admin/endpoints/quotes";
import type { AdminEndpoint } from "../../src/server/admin/endpoints/types";
import { smsOnMyWayEndpoint, smsSendEndpoint, smsSettingsEndpoint, smsStatsEndpoint, smsThreadEndpoint } from "../../src/server/admin/endpoints/sms";
import { requireAdmin, requireSameOrigin } from "../../src/server/auth/session";
import { NotFoundError } from "../../src/server/http/errors";
import { readableForBrowsers } from "../../src/server/http/browser-page";
import { toResponse, type FunctionContext } from "../../src/server/http/handler";

const routes: [URLPattern, AdminEndpoint][] = [
  [new URLPattern({ pathname: "/api/admin/dashboard" }), dashboardEndpoint],
  [new URLPattern({ pathname: "/api/admin/sources" }), sourcesEndpoint],
  [new URLPattern({ pathname: "/api/admin/appointments" }), appointmentsEndpoint],
  [new URLPattern({ pathname: "/api/admin/appointments.csv" }), appointmentsCsvEndpoint],
  [new URLPattern({ pathname: "/api/admin/appointments/:id" }), appointmentEndpoint],
  [new URLPattern({ pathname: "/api/admin/appointments/:id/cancel-person" }), cancelPersonEndpoint],
  [new URLPattern({ pathname: "/api/admin/appointments/:id/move" }), moveAppointmentEndpoint],
  [new URLPattern({ pathname: "/api/admin/customers" }), customersEndpoint],
  [new URLPattern({ pathname: "/api/admin/customers/:kind/:id" }), customerEndpoint],
  [new URLPattern({ pathname: "/api/admin/leads" }), leadsEndpoint],
  [new URLPattern({ pathname: "/api/admin/leads.csv" }), leadsCsvEndpoint],
  [new URLPattern({ pathname: "/api/admin/leads/:id" }), leadEndpoint],
  [new URLPattern({ pathname: "/api/admin/calendar-settings" }), calendarSettingsEndpoint],
  [new URLPattern({ pathname: "/api/admin/site-ceilings" }), siteCeilingsEndpoint],
  [new URLPattern({ pathname: "/api/admin/google-reviews" }), googleReviewsEndpoint],
  [new URLPattern({ pathname: "/api/admin/calendar-feed" }), calendarFeedEndpoint],
  [new URLPattern({ pathname: "/api/admin/sms/thread" }), smsThreadEndpoint],
  [new URLPattern({ pathname: "/api/admin/sms/send" }), smsSendEndpoint],
  [new URLPattern({ pathname: "/api/admin/sms/on-my-way" }), smsOnMyWayEndpoint],
  [new URLPattern({ pathname: "/api/admin/sms/settings" }), smsSettingsEndpoint],
  [new URLPattern({ pathname: "/api/admin/sms/stats" }), smsStatsEndpoint],
  [new URLPattern({ pathname: "/api/admin/photos/:id" }), photoEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes" }), quotesEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/settings" }), quoteSettingsEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/pipeline" }), quotePipelineEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/subject" }), quoteSubjectEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/:id" }), quoteEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/:id/send" }), sendQuoteEndpoint],
  [new URLPattern({ pathname: "/api/admin/quotes/:id/revoke-links" }), revokeQuoteLinksEndpoint],
];

/**
 * Every /api/admin/* call: only admins get past the guard (401 signed out, 403 not an
 * admin), then state-changing calls must come from this site (403), then the path picks
 * its endpoint; an unknown path is a 404, shown only to admins.
 */
async function admin(request: Request, context?: FunctionContext): Promise<Response> {
  try {
    const user = await requireAdmin(request);
    requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
    const pathname = new URL(request.url).pathname;
    for (const [pattern, endpoint] of routes) {
      const match = pattern.exec({ pathname });
      if (match) return await endpoint({ admin: user, params: match.pathname.groups })(request, context);
    }
    throw new NotFoundError("There is no such admin page.");
  } catch (error) {
    return toResponse(error, request);
  }
}

/** Failed navigations (a bookmarked CSV export while signed out) get a readable page. */
export default readableForBrowsers(admin);

export const config: Config = { path: "/api/admin/*" };
