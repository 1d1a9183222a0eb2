/**
 * The admin screens' API (netlify/functions/admin.mts, behind the admin guard: 401 signed out,
 * 403 not an admin or a write from another site). Lists take their filters as a query string.
 */
import type { CalendarSettings, calendarSettingsSchema } from "@/core/calendar-settings";
import type { PlacesConnectionReport } from "../admin/google-reviews";
import type { AdminAppointment, AdminAppointmentDetail, adminListQuerySchema, appointmentPatchSchema } from "../admin/appointments";
import type { CalendarFeedState, NewCalendarFeed } from "../admin/calendar-feed";
import type { AffectedAppointment, CalendarSettingsRecord } from "../admin/calendar-settings";
import type { AdminCustomerPage, CustomerRecord, customerListQuerySchema } from "../admin/customers";
import type { AdminDashboard } from "../admin/dashboard";
import type { AdminLead, AdminLeadDetail, leadListQuerySchema, leadPatchSchema } from "../admin/leads";
import type { AdminPage } from "../admin/lists";
import type {
  linePatchSchema,
  newLineSchema,
  newOptionSchema,
  optionPatchSchema,
  PriceBookLineView,
  PriceBookOptionView,
  PriceBookView,
} from "../price-book";
import type {
  AdminQuote,
  AdminQuoteDetail,
  PipelineWindow,
  QuoteBookView,
  QuotePreview,
  QuoteSettings,
  QuoteSubject,
  QuoteWriteResult,
  newQuoteSchema,
  quoteEditSchema,
  quoteListQuerySchema,
  quotePatchSchema,
  quoteSettingsSchema,
} from "../quote";
import type { finalSizeSchema, newOpeningSchema, OpeningView, openingPatchSchema, openingPhotosSchema } from "../openings";
import type { AdminJobDetail } from "../job";
import type { adminMoveSchema } from "../reschedule";
import type { SiteCeilingsRecord, siteCeilingSettingsSchema } from "../site-ceilings";
import type { AdminTextStats, AdminTextThread, adminTextSchema, onMyWaySchema } from "../sms-admin";
import type { AdminWaiting } from "../admin/waiting";
import type { InboxPage, InboxText, textInboxPatchSchema, textInboxQuerySchema } from "../text-inbox";
import type { SmsSettings, smsSettingsSchema } from "../sms-settings";
import type { AdminSources } from "../sources";
import type { Answers, ApiRoute, QueryFrom, Takes } from "./route";

/**
 * Every path under /api/admin: the admin function answers them all behind its guard, so a path
 * no route below names is a 404 only an admin sees; anyone else gets the guard's 401 or 403.
 */
export const adminArea = { path: "/api/admin/*" } satisfies ApiRoute;

// ── The dashboard ───────────────────────────────────────────────────────────────────

/** Today's, this week's and the backlog's numbers, the next appointments and eight weeks of bookings and leads. */
export const adminDashboard = { path: "/api/admin/dashboard", GET: {} as Answers<AdminDashboard> } satisfies ApiRoute;

/** What waits for the office (visits to confirm, new leads, texts to answer): the admin frame's counts, one small read. */
export const adminWaiting = { path: "/api/admin/waiting", GET: {} as Answers<AdminWaiting> } satisfies ApiRoute;

/** "Where jobs come from" per channel over 30 and 90 days, and the review requests sent. */
export const adminSources = { path: "/api/admin/sources", GET: {} as Answers<AdminSources> } satisfies ApiRoute;

// ── Appointments ────────────────────────────────────────────────────────────────────

/** One page of the filtered appointments, each with its photo count and texts summary. */
export const adminAppointments = {
  path: "/api/admin/appointments",
  GET: {} as Answers<AdminPage<AdminAppointment>, QueryFrom<typeof adminListQuerySchema>>,
} satisfies ApiRoute;

/** Every appointment the filters select (paging ignored), as a CSV download: a link, not a fetch. */
export const adminAppointmentsCsv = {
  path: "/api/admin/appointments.csv",
  GET: {} as Answers<string, QueryFrom<typeof adminListQuerySchema>>,
} satisfies ApiRoute;

/**
 * GET: the appointment with its history, photos, and how a change would reach its customer.
 * PATCH: its status or notes; a change the customer hears of tells them unless `notify` is false.
 */
export const adminAppointment = {
  path: "/api/admin/appointments/:id",
  GET: {} as Answers<AdminAppointmentDetail>,
  PATCH: {} as Takes<typeof appointmentPatchSchema, AdminAppointment>,
} satisfies ApiRoute;

/** Cancel every upcoming visit of the person who booked this one. */
export const adminCancelPerson = {
  path: "/api/admin/appointments/:id/cancel-person",
  POST: {} as Answers<{ cancelled: number }>,
} satisfies ApiRoute;

/** Move the visit to another time, by the calendar's rules: the appointment with its history. */
export const adminMoveAppointment = {
  path: "/api/admin/appointments/:id/move",
  POST: {} as Takes<typeof adminMoveSchema, AdminAppointmentDetail>,
} satisfies ApiRoute;

// ── Customers and leads ─────────────────────────────────────────────────────────────

/** One keyset page of people, most recent activity first. */
export const adminCustomers = {
  path: "/api/admin/customers",
  GET: {} as Answers<AdminCustomerPage, QueryFrom<typeof customerListQuerySchema>>,
} satisfies ApiRoute;

/** Everything the business has with the person behind the visit (`kind` "appointment") or lead `id`. */
export const adminCustomer = { path: "/api/admin/customers/:kind/:id", GET: {} as Answers<CustomerRecord> } satisfies ApiRoute;

/** One page of the filtered leads, each with its photo count and texts summary. */
export const adminLeads = {
  path: "/api/admin/leads",
  GET: {} as Answers<AdminPage<AdminLead>, QueryFrom<typeof leadListQuerySchema>>,
} satisfies ApiRoute;

/** Every lead the filters select, as a CSV download: a link, not a fetch. */
export const adminLeadsCsv = {
  path: "/api/admin/leads.csv",
  GET: {} as Answers<string, QueryFrom<typeof leadListQuerySchema>>,
} satisfies ApiRoute;

/** GET: the lead with its photos. PATCH: its status or notes. */
export const adminLead = {
  path: "/api/admin/leads/:id",
  GET: {} as Answers<AdminLeadDetail>,
  PATCH: {} as Takes<typeof leadPatchSchema, AdminLead>,
} satisfies ApiRoute;

/** A customer's photo, the image itself (`size: "thumb"` its thumbnail, `download: "1"` as a file), `private, no-store`. */
export const adminPhoto = {
  path: "/api/admin/photos/:id",
  GET: {} as Answers<Blob, { size?: "thumb"; download?: "1" }>,
} satisfies ApiRoute;

// ── Settings ────────────────────────────────────────────────────────────────────────

/**
 * GET: the calendar settings in force, and who saved them when. PUT: with `dryRun`, the future
 * visits the new settings would no longer allow (nothing saved); without, saves them.
 */
export const adminCalendarSettings = {
  path: "/api/admin/calendar-settings",
  GET: {} as Answers<CalendarSettingsRecord>,
  PUT: {} as Takes<typeof calendarSettingsSchema, { settings?: CalendarSettings; affected: AffectedAppointment[] }, { dryRun?: "1" }>,
} satisfies ApiRoute;

/** GET: each site-wide ceiling and the ones reached. PUT: the admins' numbers (null for automatic). */
export const adminSiteCeilings = {
  path: "/api/admin/site-ceilings",
  GET: {} as Answers<SiteCeilingsRecord>,
  PUT: {} as Takes<typeof siteCeilingSettingsSchema, SiteCeilingsRecord>,
} satisfies ApiRoute;

/** Whether the Places API key and place ID are set, and what Google answers right now. */
export const adminGoogleReviews = { path: "/api/admin/google-reviews", GET: {} as Answers<PlacesConnectionReport> } satisfies ApiRoute;

/** GET: whether the signed-in admin has a private calendar link (never the link). POST: a new link, the only time it is shown. */
export const adminCalendarFeed = {
  path: "/api/admin/calendar-feed",
  GET: {} as Answers<CalendarFeedState>,
  POST: {} as Answers<NewCalendarFeed>,
} satisfies ApiRoute;

// ── Texts ───────────────────────────────────────────────────────────────────────────

/** The ids that name one visit's or one lead's texts. */
type TextSubject = { appointmentId?: string; leadId?: string };

/** A visit's or lead's texts and consent. */
export const adminTextThread = { path: "/api/admin/sms/thread", GET: {} as Answers<AdminTextThread, TextSubject> } satisfies ApiRoute;

/** A free-text message to a consenting customer: 201 when Twilio took it, 409 without consent or past the daily cap. */
export const adminTextSend = {
  path: "/api/admin/sms/send",
  POST: {} as Takes<typeof adminTextSchema, { id: number; status: string }>,
} satisfies ApiRoute;

/** "Your estimator is on the way", arriving in 15, 30 or 45 minutes. */
export const adminOnMyWay = {
  path: "/api/admin/sms/on-my-way",
  POST: {} as Takes<typeof onMyWaySchema, { id: number; status: string }>,
} satisfies ApiRoute;

/** The text settings (on/off, morning-of reminder, quiet hours). */
export const adminTextSettings = {
  path: "/api/admin/sms/settings",
  GET: {} as Answers<SmsSettings>,
  PUT: {} as Takes<typeof smsSettingsSchema, SmsSettings>,
} satisfies ApiRoute;

/** Texts sent today and this month, and how many wait. */
export const adminTextStats = { path: "/api/admin/sms/stats", GET: {} as Answers<AdminTextStats> } satisfies ApiRoute;

/** A keyset page of the texts customers sent, newest first: the messages nobody has answered (`show` "waiting", the default) or all. */
export const adminTextInbox = {
  path: "/api/admin/sms/inbox",
  GET: {} as Answers<InboxPage, QueryFrom<typeof textInboxQuerySchema>>,
} satisfies ApiRoute;

/** Marks a customer's text answered (a call or an email did it), or waiting again: its new state. */
export const adminTextInboxText = {
  path: "/api/admin/sms/inbox/:id",
  PATCH: {} as Takes<typeof textInboxPatchSchema, Pick<InboxText, "id" | "state">>,
} satisfies ApiRoute;

// ── Quotes ──────────────────────────────────────────────────────────────────────────

/** GET: a keyset page of quotes, or a visit's or lead's (`appointmentId`, `leadId`). POST: a new draft (201). */
export const adminQuotes = {
  path: "/api/admin/quotes",
  GET: {} as Answers<
    { items: AdminQuote[]; nextCursor?: string | null; total?: number; totalCapped?: boolean; pageSize?: number },
    QueryFrom<typeof quoteListQuerySchema> & TextSubject
  >,
  POST: {} as Takes<typeof newQuoteSchema, QuoteWriteResult>,
} satisfies ApiRoute;

/** The defaults of new quotes (deposit percent, days open). */
export const adminQuoteSettings = {
  path: "/api/admin/quotes/settings",
  GET: {} as Answers<QuoteSettings>,
  PUT: {} as Takes<typeof quoteSettingsSchema, QuoteSettings>,
} satisfies ApiRoute;

/** The dashboard's quote figures over 30 and 90 days, and whether payments are online. */
export const adminQuotePipeline = {
  path: "/api/admin/quotes/pipeline",
  GET: {} as Answers<{ windows: PipelineWindow[]; paymentsConfigured: boolean }>,
} satisfies ApiRoute;

/** Who a new quote for the visit or lead is for, and whether one can be sent now. */
export const adminQuoteSubject = { path: "/api/admin/quotes/subject", GET: {} as Answers<QuoteSubject, TextSubject> } satisfies ApiRoute;

/** GET: the quote in full. PUT: edit it (a sent quote gets a new revision). PATCH: the follow-up on or off. */
export const adminQuote = {
  path: "/api/admin/quotes/:id",
  GET: {} as Answers<AdminQuoteDetail>,
  PUT: {} as Takes<typeof quoteEditSchema, QuoteWriteResult>,
  PATCH: {} as Takes<typeof quotePatchSchema, AdminQuoteDetail>,
} satisfies ApiRoute;

/** Send the quote to its customer (email, and a text with consent): the link sent. */
export const adminQuoteSend = { path: "/api/admin/quotes/:id/send", POST: {} as Answers<{ url: string }> } satisfies ApiRoute;

/** Retire every working link of an unsigned quote: how many; 409 once signed. */
export const adminQuoteRevokeLinks = {
  path: "/api/admin/quotes/:id/revoke-links",
  POST: {} as Answers<{ retired: number }>,
} satisfies ApiRoute;

// ── The price book ──────────────────────────────────────────────────────────────────

/** Every line and option of the price book, the retired ones too (marked). */
export const adminPriceBook = { path: "/api/admin/price-book", GET: {} as Answers<PriceBookView> } satisfies ApiRoute;

/** A new line of the book (201). */
export const adminPriceBookLines = {
  path: "/api/admin/price-book/lines",
  POST: {} as Takes<typeof newLineSchema, PriceBookLineView>,
} satisfies ApiRoute;

/** Any field of a line; `{ active: false }` retires it, `true` restores it. */
export const adminPriceBookLine = {
  path: "/api/admin/price-book/lines/:id",
  PATCH: {} as Takes<typeof linePatchSchema, PriceBookLineView>,
} satisfies ApiRoute;

/** A new option of the book (201); 409 when marked tempered while another active option is. */
export const adminPriceBookOptions = {
  path: "/api/admin/price-book/options",
  POST: {} as Takes<typeof newOptionSchema, PriceBookOptionView>,
} satisfies ApiRoute;

/** Any field of an option; `{ active: false }` retires it; 409 as for a new one. */
export const adminPriceBookOption = {
  path: "/api/admin/price-book/options/:id",
  PATCH: {} as Takes<typeof optionPatchSchema, PriceBookOptionView>,
} satisfies ApiRoute;

// ── A quote from the measure sheet ─────────────────────────────────────────────────────

/** The price book's active lines and options (names, no prices), and a visit's openings (`appointmentId`): what the quote editor picks from. */
export const adminQuoteBook = {
  path: "/api/admin/quotes/book",
  GET: {} as Answers<QuoteBookView, { appointmentId?: string }>,
} satisfies ApiRoute;

/** The options of a new quote as the server would price and write them, nothing written: the editor's preview. */
export const adminQuotePreview = {
  path: "/api/admin/quotes/preview",
  POST: {} as Takes<typeof newQuoteSchema, QuotePreview>,
} satisfies ApiRoute;

// ── The measure sheet's openings ────────────────────────────────────────────────────

/**
 * GET: the visit's openings in the order measured. POST: a new opening (201); a `clientId` the
 * sheet already sent answers the row written then (200, same id). 404 for an unknown visit; 409
 * past the sheet's most openings.
 */
export const adminVisitOpenings = {
  path: "/api/admin/appointments/:id/openings",
  GET: {} as Answers<OpeningView[]>,
  POST: {} as Takes<typeof newOpeningSchema, OpeningView>,
} satisfies ApiRoute;

/** PATCH: change an opening (400 naming `style` when it no longer fits the kind). DELETE: 204; 409 while a signed quote holds it. */
export const adminOpening = {
  path: "/api/admin/openings/:id",
  PATCH: {} as Takes<typeof openingPatchSchema, OpeningView>,
  DELETE: {} as Answers<null>,
} satisfies ApiRoute;

/** Attach the office's uploads (POST /api/photos) to the opening, at most six: the opening. */
export const adminOpeningPhotos = {
  path: "/api/admin/openings/:id/photos",
  POST: {} as Takes<typeof openingPhotosSchema, OpeningView>,
} satisfies ApiRoute;

/** Remove one of the opening's photos: the opening. */
export const adminOpeningPhoto = { path: "/api/admin/openings/:id/photos/:photoId", DELETE: {} as Answers<OpeningView> } satisfies ApiRoute;

/**
 * The re-measure's final size of one of the job's openings (at the signed or measured stage; 409
 * after): the job page, with the re-measure's change order drafted when the size changes the price.
 */
export const adminJobOpening = {
  path: "/api/admin/jobs/:id/openings/:openingId",
  PATCH: {} as Takes<typeof finalSizeSchema, AdminJobDetail>,
} satisfies ApiRoute;
