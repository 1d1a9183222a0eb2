/**
 * JavaScript budgets per page, in KB gzipped, for what a page loads with itself (see
 * script-weight.ts: client:visible islands and dynamic imports load later and are not counted).
 * e2e/script-budget.spec.ts fails `npm test` when a built page goes over; `npm run bench` prints
 * the same figures. A page not listed is a content page and gets CONTENT_PAGE_BUDGET_KB.
 * A translated page (/es/estimate) has the budget of its English page, and a page served under a
 * token (/cancel/{token}) the budget of its built page (/cancel).
 * Each budget is what its page needs (measured) plus a few KB, so a change that adds weight has
 * to say so here.
 */
import type { PageScripts } from "./script-weight";

/**
 * Content pages: no island hydrates with the page; the header's script loads after the first
 * paint and is not counted (src/integrations/defer-site-script.ts). The home page is one too:
 * its booking widget and contact form load when they come into view.
 */
export const CONTENT_PAGE_BUDGET_KB = 6;

/**
 * Booking and form pages, where a visitor books or sends their details: React, the form and what
 * it needs to show (react-hook-form, the person's fields, "Add photos", the text-me box) or the
 * booking calendar and the page's reads. The validators load when the visitor starts on the form.
 * Measured 95.1 KB (/cancel, whose photos section loads beside the visit's answer, and its visits
 * with TanStack Query), 90.4 KB (/contact), 96.1 KB (/quote; the job after the signature and the
 * signature's panel load only for a signed quote), 96.7 KB (/my, with each job's payments and
 * balance), 89.6 KB (/invoice), 89.7 KB (/change-order), the same in Spanish. The form pages' islands load after the first paint (src/browser/hydrate-after-paint.ts),
 * and count here all the same.
 */
export const FORM_PAGE_BUDGET_KB = 100;

/** Pages with an island that hydrates on load or idle, by path. */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  // Every admin screen: +2 KB for the permission table the admin frame reads to list only the
  // screens the signed-in role may open (measured 150.6 KB for the dashboard, 167.2 KB for a job).
  // Booking and form pages. A new one (the quote page at /quote/{token}) is one line here.
  // The booking calendar alone: React and the calendar, which reads its data without TanStack Query
  // (measured 80.9 KB; 90.7 KB with the library).
  "/estimate": 85,
  // The manage page: the booking calendar to move a visit.
  "/cancel": FORM_PAGE_BUDGET_KB,
  "/contact": FORM_PAGE_BUDGET_KB,
  "/login": 80,
  // The quote page (/quote/{token}): a customer compares options, signs and pays the deposit
  // (measured 96.1 KB, its dates in a file of their own rather than with the booking calendar's).
  "/quote": FORM_PAGE_BUDGET_KB,
  // The change-order page (/change-order/{token}): a customer reads a change to their contract and signs it.
  "/change-order": FORM_PAGE_BUDGET_KB,
  // The invoice page (/invoice/{token}): a customer reads an invoice and pays it.
  "/invoice": FORM_PAGE_BUDGET_KB,
  // The customer's own page (/my/{token}) and, at /my, the form that asks for its link.
  "/my": FORM_PAGE_BUDGET_KB,
  "/reviews": 90,
  "/testimonials": 90,
  "/room-designer": 80,
  // Signed-in screens (noindex): tables, charts and forms for customers and admins.
  // The customer's own visits; an admin is sent on to /admin/dashboard, so none of the admin's
  // panels load here any more (measured 101.3 KB, from 137.7 when it held them).
  "/dashboard": 104,
  // The admin's home in the admin frame: the day's visits, what waits, then the figures, the
  // chart, the money panel (its bars drawn in CSS, no chart library: +2.7 KB), "Where jobs come
  // from", review-request and text panels, and the site-wide limits' banner (measured 145.8 KB).
  "/admin/dashboard": 152,
  // The texts inbox: the list shell, its cards and "Mark answered", and the texts' counts (measured 138.0 KB).
  "/admin/texts": 144,
  // +1 KB each for the sign-in card and route guard's words in both languages.
  // Then each detail's texts thread, photo thumbnails and source, and the text
  // settings card: +1 to +4 KB (measured 159.3, 157.4, 155.8 and 136.9 KB).
  // The admin frame's script (what waits, the account: 0.7 KB) and the lists' cards (0.9 KB) since
  // the admin screens have their own frame: +2 KB where they tipped a page over (measured 161.3,
  // 151.2, 136.4 and 140.8 KB for appointments, customers, a customer's page and SEO).
  // +2 KB for the admin's times in a file of their own, which the screens that only write a time load
  // without the validators (measured 163.1 and 158.1 KB).
  // +3 KB for the visit's estimator and year-built fields (measured 170.8 KB).
  "/admin/appointments": 173,
  "/admin/calendar-settings": 163,
  // Leads: +1 KB for the texts summary line and its "Show texts" disclosure (measured 156.9 KB).
  "/admin/leads": 161,
  // The day view: the list, its cards and "On my way"; no filters form, no dialog (measured 138.3 KB).
  // +4 KB for the day's installs, each opening the crew installs (measured 143.5 KB).
  "/admin/today": 145,
  // +0.8 KB from the admin screens' shared chunk since the notice preview and the toasts in dialogs (measured 137.8 KB);
  // +1 KB since the API's paths come from the route table and the calendar's cells re-render alone (measured 139.3 KB);
  // +2 KB for the admin's frame.
  "/admin/seo-dashboard": 146,
  // The quotes list and the quote editor: the list shell, and the editor's form.
  "/admin/quotes": 160,
  "/admin/quote": 160,
  "/admin/google-reviews-setup": 97,
  // The team: its list and forms, no dialog, no list filters (measured 97.0 KB).
  "/admin/team": 99,
  // Who did what: the team's list shell, the person filter, "Load more", and the records' words with
  // the stages', payments' and days' words they use, none of the job page's helpers (measured 100.8 KB).
  "/admin/activity": 103,
  // Customers: the list with its search and keyset pager (measured 147.1 KB), and a person's page
  // with its sections (132.4 KB; the booking calendar loads when "Book a visit" is pressed). +1 KB
  // for the person's page since the API's paths come from the route table (the admin screens'
  // paths in one shared file, and the client's URL builder), and since it shares the calendar's
  // chunk, whose cells re-render alone on a tap.
  // +1 KB each since the job screens share the admin's refresh (admin-api), the customer's page
  // link and the badge with these pages, which the build now splits into chunks of their own
  // (measured 149.1 and 135.3 KB). +1 KB for the person's page since the admin's frame links the
  // price book and the measure sheet, and the amounts' rule is a chunk of its own now that the price
  // book and the order checks read typed dollars too (measured 138.1 KB).
  "/admin/customers": 157,
  "/admin/customer": 142,
  // The jobs board: columns of cards, each read in keyset pages (measured 131.4 KB; 133.5 KB with the
  // job money's words and the dates in a file apart from the booking calendar's).
  "/admin/jobs": 139,
  // The job page: its sections' forms, the install chooser, the re-measure's booking calendar
  // and the photo picker's button (measured 157.5 KB); +2 KB for the admin's frame (measured 159.2 KB); 162.0 KB
  // with the audit's mended forms and words; 163.5 KB with the openings' final-size call and the read-only
  // measurements, the openings' section itself a chunk loaded only for a job with openings); 164.3 KB
  // with the loaders of the orders', the order checks' and the costs' sections (each a chunk of its
  // own, the orders' loaded only for a job with openings), the frame's two new links and the amounts'
  // rule in a chunk of its own).
  // +6 KB for the permit, the crews, the lead-safe line, who did what and the units to install (measured 174.3 KB).
  "/admin/job": 176,
  // The measure sheet on a phone: the form checked by the server's own schema (the validators load
  // with the page: an estimator at the door types at once), the openings' list and the queue kept on
  // the phone; the photo picker's code loads on its first tap (measured 156.8 KB).
  // +3 KB for the home's year built (measured 163.5 KB).
  "/admin/measure": 165,
  // The installs calendar: a table per week, a list of days on a phone (measured 132.4 KB; 134.4 KB with
  // the dates in a file apart from the booking calendar's).
  "/admin/installs": 140,
  // The crews: a form per crew holding its own state, the server judging (not yet measured: the
  // price book's screen, of the same make, measured 97.0 KB; +3 KB for the admin frame's permission table).
  "/admin/crews": 103,
  // The owner's price book: its forms hold their own state and send what the server judges, so no
  // validators load (measured 97.0 KB).
  "/admin/price-book": 103,
  // The owner's tax rates: one form of rows, the server judging, no validators (measured 96.7 KB).
  "/admin/tax-rates": 99,
  // The crew's phone: one plain page script, no framework (the API called with fetch, the openings'
  // lines from the day sheet's own words with the permit's and the sizes'), for a phone on a poor
  // signal (measured 10.9 KB with the site's shared script).
  "/crew": 12,
};

/** The budget of the page at `path` (in any language, or under a token), in KB. */
export function scriptBudgetKb(path: string): number {
  // Plain string work, not src/i18n/paths: bench-pages.mjs loads this file with Node's own TypeScript support.
  const basePath = path.replace(/^\/es(?=\/|$)/, "") || "/";
  const builtPage = basePath.replace(/^(\/[^/]+)\/[^/]+$/, "$1");
  return PAGE_BUDGETS_KB[basePath] ?? PAGE_BUDGETS_KB[builtPage] ?? CONTENT_PAGE_BUDGET_KB;
}

/** What the budget check says of each page over its budget: "/contact: 100.1 KB > 100 KB (its largest files)". */
export function overBudget(pages: { path: string; scripts: PageScripts }[]): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return pages
    .filter(({ path, scripts }) => scripts.totalGzipBytes > scriptBudgetKb(path) * 1024)
    .map(({ path, scripts }) => {
      const largest = scripts.files.slice(0, 4).map((file) => `${file.path} ${kb(file.gzipBytes)} KB`);
      return `${path}: ${kb(scripts.totalGzipBytes)} KB > ${scriptBudgetKb(path)} KB (${largest.join(", ")})`;
    });
}
