import type { Config } from "@netlify/functions";
import { appointmentEndpoint, appointmentsCsvEndpoint, appointmentsEndpoint, cancelPersonEndpoint } from "../../src/server/admin/endpoints/appointments";
import { moveAppointmentEndpoint } from "../../src/server/admin/endpoints/move-appointment";
import { calendarFeedEndpoint } from "../../src/server/admin/endpoints/calendar-feed";
import { calendarSettingsEndpoint } from "../../src/server/admin/endpoints/calendar-settings";
import { customerEndpoint, customersEndpoint } from "../../src/server/admin/endpoints/customers";
import { dashboardEndpoint } from "../../src/server/admin/endpoints/dashboard";
import { invoicesCsvEndpoint, moneyPanelEndpoint, paymentsCsvEndpoint } from "../../src/server/admin/endpoints/books";
import { adminInvoicesCsv, adminMoneyPanel, adminPaymentsCsv } from "../../src/schemas/routes/books";
import { waitingEndpoint } from "../../src/server/admin/endpoints/waiting";
import { googleReviewsEndpoint } from "../../src/server/admin/endpoints/google-reviews";
import { leadEndpoint, leadsCsvEndpoint, leadsEndpoint } from "../../src/server/admin/endpoints/leads";
import { sourcesEndpoint } from "../../src/server/admin/endpoints/sources";
import { siteCeilingsEndpoint } from "../../src/server/admin/endpoints/site-ceilings";
import { photoEndpoint } from "../../src/server/admin/endpoints/photos";
import { quoteEndpoint, quotePipelineEndpoint, quotesEndpoint, quoteSettingsEndpoint, quoteSubjectEndpoint, revokeQuoteLinksEndpoint, sendQuoteEndpoint } from "../../src/server/admin/endpoints/quotes";
import type { AdminEndpoint } from "../../src/server/admin/endpoints/types";
import {
  installsEndpoint,
  jobCountsEndpoint,
  jobEndpoint,
  jobInstallDatesEndpoint,
  jobInstallEndpoint,
  jobOnMyWayEndpoint,
  jobPhotoEndpoint,
  jobPhotosEndpoint,
  jobRemeasureEndpoint,
  jobsEndpoint,
} from "../../src/server/admin/endpoints/jobs";
import {
  adminInstalls,
  adminJob,
  adminJobCounts,
  adminJobInstall,
  adminJobInstallDates,
  adminJobOnMyWay,
  adminJobPhoto,
  adminJobPhotos,
  adminJobRemeasure,
  adminJobs,
} from "../../src/schemas/routes/jobs";
import { changeOrderSendEndpoint, changeOrderVoidEndpoint, jobChangeOrdersEndpoint } from "../../src/server/admin/endpoints/change-orders";
import { adminChangeOrderSend, adminChangeOrderVoid, adminJobChangeOrders } from "../../src/schemas/routes/change-orders";
import { invoiceEndpoint, invoicePaymentsEndpoint, jobInvoicesEndpoint, sendInvoiceEndpoint, voidInvoiceEndpoint } from "../../src/server/admin/endpoints/invoices";
import { adminInvoice, adminInvoicePayments, adminInvoiceSend, adminInvoiceVoid, adminJobInvoices } from "../../src/schemas/routes/invoices";
import { smsInboxEndpoint, smsInboxTextEndpoint, smsOnMyWayEndpoint, smsSendEndpoint, smsSettingsEndpoint, smsStatsEndpoint, smsThreadEndpoint } from "../../src/server/admin/endpoints/sms";
import { requireAdmin, requireSameOrigin, type SessionUser } from "../../src/server/auth/session";
import { serve, type ServedRoute } from "../../src/server/http/serve";
import type { ApiRoute } from "../../src/schemas/routes/route";
import {
  adminAppointment,
  adminAppointments,
  adminArea,
  adminAppointmentsCsv,
  adminCalendarFeed,
  adminCalendarSettings,
  adminCancelPerson,
  adminCustomer,
  adminCustomers,
  adminDashboard,
  adminGoogleReviews,
  adminLead,
  adminLeads,
  adminLeadsCsv,
  adminMoveAppointment,
  adminOnMyWay,
  adminPhoto,
  adminQuote,
  adminQuotePipeline,
  adminQuoteRevokeLinks,
  adminQuotes,
  adminQuoteSend,
  adminQuoteSettings,
  adminQuoteSubject,
  adminSiteCeilings,
  adminSources,
  adminTextSend,
  adminTextSettings,
  adminTextInbox,
  adminTextInboxText,
  adminTextStats,
  adminTextThread,
  adminWaiting,
} from "../../src/schemas/routes/admin";

/** Each admin path of the route table and its endpoint; the endpoint is built per request with the admin and the path's parts. */
const endpoints: [ApiRoute, AdminEndpoint][] = [
  [adminDashboard, dashboardEndpoint],
  [adminWaiting, waitingEndpoint],
  [adminSources, sourcesEndpoint],
  [adminMoneyPanel, moneyPanelEndpoint],
  [adminInvoicesCsv, invoicesCsvEndpoint],
  [adminPaymentsCsv, paymentsCsvEndpoint],
  [adminAppointments, appointmentsEndpoint],
  [adminAppointmentsCsv, appointmentsCsvEndpoint],
  [adminAppointment, appointmentEndpoint],
  [adminCancelPerson, cancelPersonEndpoint],
  [adminMoveAppointment, moveAppointmentEndpoint],
  [adminCustomers, customersEndpoint],
  [adminCustomer, customerEndpoint],
  [adminLeads, leadsEndpoint],
  [adminLeadsCsv, leadsCsvEndpoint],
  [adminLead, leadEndpoint],
  [adminCalendarSettings, calendarSettingsEndpoint],
  [adminSiteCeilings, siteCeilingsEndpoint],
  [adminGoogleReviews, googleReviewsEndpoint],
  [adminCalendarFeed, calendarFeedEndpoint],
  [adminTextThread, smsThreadEndpoint],
  [adminTextSend, smsSendEndpoint],
  [adminOnMyWay, smsOnMyWayEndpoint],
  [adminTextSettings, smsSettingsEndpoint],
  [adminTextStats, smsStatsEndpoint],
  [adminTextInbox, smsInboxEndpoint],
  [adminTextInboxText, smsInboxTextEndpoint],
  [adminPhoto, photoEndpoint],
  [adminQuotes, quotesEndpoint],
  [adminQuoteSettings, quoteSettingsEndpoint],
  [adminQuotePipeline, quotePipelineEndpoint],
  [adminQuoteSubject, quoteSubjectEndpoint],
  [adminQuote, quoteEndpoint],
  [adminQuoteSend, sendQuoteEndpoint],
  [adminQuoteRevokeLinks, revokeQuoteLinksEndpoint],
  [adminJobs, jobsEndpoint],
  // Before adminJob, whose :id would take "counts".
  [adminJobCounts, jobCountsEndpoint],
  [adminJob, jobEndpoint],
  [adminJobInstall, jobInstallEndpoint],
  [adminJobInstallDates, jobInstallDatesEndpoint],
  [adminJobRemeasure, jobRemeasureEndpoint],
  [adminJobPhotos, jobPhotosEndpoint],
  [adminJobPhoto, jobPhotoEndpoint],
  [adminJobOnMyWay, jobOnMyWayEndpoint],
  [adminJobChangeOrders, jobChangeOrdersEndpoint],
  [adminChangeOrderSend, changeOrderSendEndpoint],
  [adminChangeOrderVoid, changeOrderVoidEndpoint],
  [adminInstalls, installsEndpoint],
  [adminJobInvoices, jobInvoicesEndpoint],
  [adminInvoice, invoiceEndpoint],
  [adminInvoiceSend, sendInvoiceEndpoint],
  [adminInvoiceVoid, voidInvoiceEndpoint],
  [adminInvoicePayments, invoicePaymentsEndpoint],
];

/**
 * Every admin call: only admins get past the guard (401 signed out, 403 not an admin), then
 * state-changing calls must come from this site (403), then the path picks its endpoint; an
 * unknown path is a 404, shown only to admins. Failed navigations (a bookmarked CSV export while
 * signed out) get a readable page.
 */
const served = serve(
  endpoints.map(([route, endpoint]): ServedRoute<SessionUser> => ({ route, handle: (request, context, admin) => endpoint({ admin, params: context.params })(request, context) })),
  {
    async guard(request, context) {
      const admin = await requireAdmin(request);
      requireSameOrigin(request, context); // Passes GET; checks POST, PUT, PATCH and DELETE.
      return admin;
    },
    notFound: "There is no such admin page.",
    scope: adminArea,
  },
);

export default served;

export const config: Config = { path: served.path };
