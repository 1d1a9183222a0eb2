import type { Config } from "@netlify/functions";
import { adminArea } from "../../src/schemas/routes/admin";
import { serve } from "../../src/server/http/serve";
import { appointmentEndpoint, appointmentsCsvEndpoint, appointmentsEndpoint, cancelPersonEndpoint } from "../admin/appointments";
import { invoicesCsvEndpoint, moneyPanelEndpoint, paymentsCsvEndpoint } from "../admin/books";
import { calendarFeedEndpoint } from "../admin/calendar-feed";
import { calendarSettingsEndpoint } from "../admin/calendar-settings";
import { changeOrderSendEndpoint, changeOrderVoidEndpoint, jobChangeOrdersEndpoint } from "../admin/change-orders";
import { customerEndpoint, customersEndpoint } from "../admin/customers";
import { dashboardEndpoint } from "../admin/dashboard";
import { googleReviewsEndpoint } from "../admin/google-reviews";
import { admins } from "../admin/guard";
import { invoiceEndpoint, invoicePaymentsEndpoint, jobInvoicesEndpoint, sendInvoiceEndpoint, voidInvoiceEndpoint } from "../admin/invoices";
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
} from "../admin/jobs";
import { costSettingsEndpoint, jobCostEndpoint, jobCostsEndpoint } from "../admin/job-costs";
import { leadEndpoint, leadsCsvEndpoint, leadsEndpoint } from "../admin/leads";
import { moveAppointmentEndpoint } from "../admin/move-appointment";
import { jobOpeningEndpoint, openingEndpoint, openingPhotoEndpoint, openingPhotosEndpoint, visitOpeningsEndpoint } from "../admin/openings";
import { photoEndpoint } from "../admin/photos";
import {
  jobOrderChecksEndpoint,
  purchaseOrderAcceptEndpoint,
  purchaseOrderConfirmationEndpoint,
  purchaseOrderCorrectEndpoint,
  purchaseOrderReceivedEndpoint,
  purchaseOrderRemakesEndpoint,
} from "../admin/purchase-order-checks";
import {
  priceBookEndpoint,
  priceBookLineEndpoint,
  priceBookLinesEndpoint,
  priceBookOptionEndpoint,
  priceBookOptionsEndpoint,
} from "../admin/price-book";
import {
  quoteBookEndpoint,
  quoteEndpoint,
  quotePipelineEndpoint,
  quotePreviewEndpoint,
  quotesEndpoint,
  quoteSettingsEndpoint,
  quoteSubjectEndpoint,
  revokeQuoteLinksEndpoint,
  sendQuoteEndpoint,
} from "../admin/quotes";
import { siteCeilingsEndpoint } from "../admin/site-ceilings";
import {
  smsInboxEndpoint,
  smsInboxTextEndpoint,
  smsOnMyWayEndpoint,
  smsSendEndpoint,
  smsSettingsEndpoint,
  smsStatsEndpoint,
  smsThreadEndpoint,
} from "../admin/sms";
import { jobPurchaseOrdersEndpoint, purchaseOrderEndpoint, purchaseOrderSendEndpoint } from "../admin/purchase-orders";
import { sourcesEndpoint } from "../admin/sources";
import { supplierEndpoint, suppliersEndpoint } from "../admin/suppliers";
import { teamEndpoint, teamMemberEndpoint } from "../admin/team";
import { waitingEndpoint } from "../admin/waiting";

/**
 * Every admin call: the guard (./admin/guard.ts) lets only admins through, and state-changing
 * calls only from this site; then the path picks one of the routes below, each served with the
 * route table's entry by area in ./admin/, and an unknown path is a 404 shown only to admins.
 * Failed navigations (a bookmarked CSV export while signed out) get a readable page.
 */
const served = serve(
  [
    dashboardEndpoint,
    waitingEndpoint,
    sourcesEndpoint,
    moneyPanelEndpoint,
    invoicesCsvEndpoint,
    paymentsCsvEndpoint,
    appointmentsEndpoint,
    appointmentsCsvEndpoint,
    appointmentEndpoint,
    cancelPersonEndpoint,
    moveAppointmentEndpoint,
    customersEndpoint,
    customerEndpoint,
    leadsEndpoint,
    leadsCsvEndpoint,
    leadEndpoint,
    calendarSettingsEndpoint,
    siteCeilingsEndpoint,
    googleReviewsEndpoint,
    calendarFeedEndpoint,
    smsThreadEndpoint,
    smsSendEndpoint,
    smsOnMyWayEndpoint,
    smsSettingsEndpoint,
    smsStatsEndpoint,
    smsInboxEndpoint,
    smsInboxTextEndpoint,
    photoEndpoint,
    quotesEndpoint,
    quoteSettingsEndpoint,
    quotePipelineEndpoint,
    quoteSubjectEndpoint,
    // Before quoteEndpoint, whose :id would take "book" and "preview".
    quoteBookEndpoint,
    quotePreviewEndpoint,
    quoteEndpoint,
    sendQuoteEndpoint,
    revokeQuoteLinksEndpoint,
    jobsEndpoint,
    // Before jobEndpoint, whose :id would take "counts".
    jobCountsEndpoint,
    jobEndpoint,
    jobInstallEndpoint,
    jobInstallDatesEndpoint,
    jobRemeasureEndpoint,
    jobPhotosEndpoint,
    jobPhotoEndpoint,
    jobOnMyWayEndpoint,
    jobChangeOrdersEndpoint,
    jobCostsEndpoint,
    jobCostEndpoint,
    costSettingsEndpoint,
    changeOrderSendEndpoint,
    changeOrderVoidEndpoint,
    installsEndpoint,
    jobInvoicesEndpoint,
    invoiceEndpoint,
    sendInvoiceEndpoint,
    voidInvoiceEndpoint,
    invoicePaymentsEndpoint,
    priceBookEndpoint,
    priceBookLinesEndpoint,
    priceBookLineEndpoint,
    priceBookOptionsEndpoint,
    priceBookOptionEndpoint,
    suppliersEndpoint,
    supplierEndpoint,
    jobPurchaseOrdersEndpoint,
    purchaseOrderEndpoint,
    purchaseOrderSendEndpoint,
    visitOpeningsEndpoint,
    openingEndpoint,
    openingPhotosEndpoint,
    openingPhotoEndpoint,
    jobOpeningEndpoint,
    jobOrderChecksEndpoint,
    purchaseOrderConfirmationEndpoint,
    purchaseOrderAcceptEndpoint,
    purchaseOrderCorrectEndpoint,
    purchaseOrderReceivedEndpoint,
    purchaseOrderRemakesEndpoint,
    teamEndpoint,
    teamMemberEndpoint,
  ],
  { guard: admins.guard, notFound: "There is no such admin page.", scope: adminArea },
);

export default served;

export const config: Config = { path: served.path };
