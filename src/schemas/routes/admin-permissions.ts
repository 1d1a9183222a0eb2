/**
 * Who may call each admin path: one entry per route of the admin function (path and method →
 * the roles allowed), the one place the rule is decided. The admin guard checks it before any
 * handler runs (netlify/admin/guard.ts), the admin frame lists only the screens whose reads a role
 * may make (src/config/admin-navigation.ts), and tests/team/permissions.test.ts walks every route
 * with every role against it, failing for a route without an entry.
 *
 * In words (docs/team.md): an owner may do everything; the office everything but the team, the
 * site-wide limits, the calendar settings and changing the price book; an estimator their visits
 * (theirs or nobody's, checked in the handlers), their measure sheets and quotes, the customers'
 * contact details and reading the price book, and no money, exports, invoices, payments, refunds
 * or settings; an installer no admin path at all (only the crew's phone, /api/crew/…).
 */
import { ADMIN_ROLES, type Role } from "@/core/roles";
import * as admin from "./admin";
import * as books from "./books";
import * as changeOrders from "./change-orders";
import * as invoices from "./invoices";
import * as jobCosts from "./job-costs";
import * as jobs from "./jobs";
import * as checks from "./purchase-order-checks";
import * as orders from "./purchase-orders";
import type { ApiRoute, Method, MethodOf } from "./route";
import * as team from "./team";
import * as activity from "./activity";
import * as crews from "./crews";
import * as taxRates from "./tax-rates";

const OWNER: readonly Role[] = ["owner"];
const OFFICE: readonly Role[] = ["owner", "office"];
const DESK: readonly Role[] = ADMIN_ROLES;

/** One route's entry: the roles each of its methods admits, and what a refused person was trying to do. */
export interface Permission {
  route: ApiRoute;
  roles: Partial<Record<Method, readonly Role[]>>;
  /** The end of "Your role (estimator) cannot …": "open the money panel". */
  refused: string;
}

/** An entry for `route`: roles for each method it serves, no more and no fewer (the compiler checks). */
function allow<R extends ApiRoute>(route: R, roles: { [M in MethodOf<R>]: readonly Role[] }, refused: string): Permission {
  return { route, roles, refused };
}

/** Every admin route, by area, in the route table's order. */
export const ADMIN_PERMISSIONS: readonly Permission[] = [
  // The office's figures and what waits.
  allow(admin.adminDashboard, { GET: OFFICE }, "open the office's figures"),
  allow(admin.adminWaiting, { GET: DESK }, "read what waits"),
  allow(admin.adminSources, { GET: OFFICE }, "open where jobs come from"),
  allow(admin.adminAppointments, { GET: DESK }, "list the visits"),
  allow(admin.adminAppointmentsCsv, { GET: OFFICE }, "export the visits"),
  allow(admin.adminAppointment, { GET: DESK, PATCH: DESK }, "open this visit"),
  allow(admin.adminCancelPerson, { POST: OFFICE }, "cancel a customer's visits"),
  allow(admin.adminMoveAppointment, { POST: DESK }, "move this visit"),
  allow(admin.adminCustomers, { GET: DESK }, "list the customers"),
  allow(admin.adminCustomer, { GET: DESK }, "open a customer"),
  allow(admin.adminLeads, { GET: DESK }, "list the leads"),
  allow(admin.adminLeadsCsv, { GET: OFFICE }, "export the leads"),
  allow(admin.adminLead, { GET: DESK, PATCH: OFFICE }, "change a lead"),
  allow(admin.adminPhoto, { GET: DESK }, "open a photo"),
  // Settings.
  allow(admin.adminCalendarSettings, { GET: OFFICE, PUT: OWNER }, "change the calendar settings"),
  allow(admin.adminSiteCeilings, { GET: OWNER, PUT: OWNER }, "open the site-wide limits"),
  allow(admin.adminGoogleReviews, { GET: OFFICE }, "open the Google reviews setup"),
  // Everyone at the desk has a feed of their own; what it lists follows the role (core/roles.ts feedReach).
  allow(admin.adminCalendarFeed, { GET: DESK, POST: DESK }, "open the calendar feed"),
  // Arizona's TPT rates: read where quotes are written, set by the owner as prices are.
  allow(taxRates.adminTaxRates, { GET: DESK, PUT: OWNER }, "change the tax rates"),
  // Texts.
  allow(admin.adminTextThread, { GET: DESK }, "read these texts"),
  allow(admin.adminTextSend, { POST: DESK }, "text this customer"),
  allow(admin.adminOnMyWay, { POST: DESK }, "text this customer"),
  allow(admin.adminTextSettings, { GET: OFFICE, PUT: OFFICE }, "open the text settings"),
  allow(admin.adminTextStats, { GET: OFFICE }, "open the text figures"),
  allow(admin.adminTextInbox, { GET: OFFICE }, "open the texts inbox"),
  allow(admin.adminTextInboxText, { PATCH: OFFICE }, "answer the texts inbox"),
  // Quotes.
  allow(admin.adminQuotes, { GET: DESK, POST: DESK }, "list the quotes"),
  allow(admin.adminQuoteSettings, { GET: DESK, PUT: OFFICE }, "change the quote defaults"),
  allow(admin.adminQuotePipeline, { GET: OFFICE }, "open the quote figures"),
  allow(admin.adminQuoteSubject, { GET: DESK }, "quote this visit"),
  allow(admin.adminQuote, { GET: DESK, PUT: DESK, PATCH: DESK }, "open this quote"),
  allow(admin.adminQuoteSend, { POST: DESK }, "send this quote"),
  allow(admin.adminQuoteRevokeLinks, { POST: DESK }, "retire this quote's links"),
  allow(admin.adminQuoteBook, { GET: DESK }, "read the price book"),
  allow(admin.adminQuotePreview, { POST: DESK }, "price a quote"),
  // The price book: read for quoting, changed by the owner.
  allow(admin.adminPriceBook, { GET: DESK }, "read the price book"),
  allow(admin.adminPriceBookLines, { POST: OWNER }, "change the price book"),
  allow(admin.adminPriceBookLine, { PATCH: OWNER }, "change the price book"),
  allow(admin.adminPriceBookOptions, { POST: OWNER }, "change the price book"),
  allow(admin.adminPriceBookOption, { PATCH: OWNER }, "change the price book"),
  // The measure sheet.
  allow(admin.adminVisitOpenings, { GET: DESK, POST: DESK }, "measure this visit"),
  allow(admin.adminOpening, { PATCH: DESK, DELETE: DESK }, "change this opening"),
  allow(admin.adminOpeningPhotos, { POST: DESK }, "change this opening"),
  allow(admin.adminOpeningPhoto, { DELETE: DESK }, "change this opening"),
  allow(admin.adminJobOpening, { PATCH: OFFICE }, "change a job's openings"),
  // Jobs, installs, orders.
  allow(jobs.adminJobs, { GET: OFFICE }, "open the jobs"),
  allow(jobs.adminJobCounts, { GET: OFFICE }, "open the jobs"),
  allow(jobs.adminJob, { GET: OFFICE, PATCH: OFFICE }, "open the jobs"),
  allow(jobs.adminJobInstall, { POST: OFFICE, DELETE: OFFICE }, "book installs"),
  allow(jobs.adminJobInstallDates, { GET: OFFICE }, "book installs"),
  allow(jobs.adminJobRemeasure, { POST: OFFICE }, "book a re-measure"),
  allow(jobs.adminJobPhotos, { POST: OFFICE }, "change a job's photos"),
  allow(jobs.adminJobPhoto, { DELETE: OFFICE }, "change a job's photos"),
  allow(jobs.adminJobOnMyWay, { POST: OFFICE }, "text a job's customer"),
  allow(jobs.adminInstalls, { GET: OFFICE }, "open the installs calendar"),
  allow(jobs.adminJobLeadSafePdf, { GET: OFFICE }, "download the lead-safe records"),
  allow(changeOrders.adminJobChangeOrders, { POST: OFFICE }, "write change orders"),
  allow(changeOrders.adminChangeOrderSend, { POST: OFFICE }, "send change orders"),
  allow(changeOrders.adminChangeOrderVoid, { POST: OFFICE }, "void change orders"),
  allow(jobCosts.adminJobCosts, { POST: OFFICE }, "open a job's costs"),
  allow(jobCosts.adminJobCost, { DELETE: OFFICE }, "open a job's costs"),
  allow(jobCosts.adminCostSettings, { GET: OFFICE, PUT: OFFICE }, "open the cost settings"),
  allow(orders.adminSuppliers, { GET: OFFICE, POST: OFFICE }, "open the suppliers"),
  allow(orders.adminSupplier, { PATCH: OFFICE }, "change the suppliers"),
  allow(orders.adminJobPurchaseOrders, { GET: OFFICE, POST: OFFICE }, "open the purchase orders"),
  allow(orders.adminPurchaseOrder, { GET: OFFICE }, "open the purchase orders"),
  allow(orders.adminPurchaseOrderSend, { POST: OFFICE }, "send purchase orders"),
  allow(checks.adminJobOrderChecks, { GET: OFFICE }, "open the order checks"),
  allow(checks.adminPurchaseOrderConfirmation, { POST: OFFICE }, "check purchase orders"),
  allow(checks.adminPurchaseOrderAccept, { POST: OFFICE }, "check purchase orders"),
  allow(checks.adminPurchaseOrderCorrect, { POST: OFFICE }, "check purchase orders"),
  allow(checks.adminPurchaseOrderReceived, { POST: OFFICE }, "check purchase orders"),
  allow(checks.adminPurchaseOrderRemakes, { POST: OFFICE }, "check purchase orders"),
  // Money.
  allow(books.adminMoneyPanel, { GET: OFFICE }, "open the money panel"),
  allow(books.adminInvoicesCsv, { GET: OFFICE }, "export the books"),
  allow(books.adminPaymentsCsv, { GET: OFFICE }, "export the books"),
  allow(invoices.adminJobInvoices, { POST: OFFICE }, "write invoices"),
  allow(invoices.adminInvoice, { PATCH: OFFICE }, "change invoices"),
  allow(invoices.adminInvoiceSend, { POST: OFFICE }, "send invoices"),
  allow(invoices.adminInvoiceVoid, { POST: OFFICE }, "void invoices"),
  allow(invoices.adminInvoicePayments, { POST: OFFICE }, "record payments"),
  // The team, its crews and who did what.
  allow(team.adminTeam, { GET: OWNER, POST: OWNER }, "manage the team"),
  allow(team.adminTeamMember, { PATCH: OWNER, DELETE: OWNER }, "manage the team"),
  allow(crews.adminCrews, { GET: OFFICE, POST: OFFICE }, "manage the crews"),
  allow(crews.adminCrew, { PATCH: OFFICE }, "manage the crews"),
  allow(crews.adminJobInstallCrew, { PUT: OFFICE }, "book installs"),
  allow(activity.adminActivity, { GET: OWNER }, "read who did what"),
];

/** The entry of `route`, or undefined for a route nobody gave one (which nobody but an owner may call). */
export function permissionOf(route: Pick<ApiRoute, "path">): Permission | undefined {
  return ADMIN_PERMISSIONS.find((permission) => permission.route.path === route.path);
}

/**
 * True when `role` may call `method` on `route`. An owner may call everything, a route without an
 * entry too; anyone else only what its entry grants them.
 */
export function mayCall(role: Role | null, route: Pick<ApiRoute, "path">, method: Method): boolean {
  if (role === "owner") return true;
  return Boolean(role && permissionOf(route)?.roles[method]?.includes(role));
}

/** The refusal's plain sentence: "Your role (estimator) cannot open the money panel." */
export function refusal(role: Role | null, route: Pick<ApiRoute, "path">): string {
  const what = permissionOf(route)?.refused ?? "open this admin page";
  return role ? `Your role (${role}) cannot ${what}.` : "Only the team may open the admin.";
}
