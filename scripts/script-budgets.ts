/**
 * JavaScript budgets per page, in KB gzipped, for what a page loads with itself (see
 * script-weight.ts: client:visible islands and dynamic imports load later and are not counted).
 * e2e/script-budget.spec.ts fails `npm test` when a built page goes over; `npm run bench` prints
 * the same figures. A page not listed is a content page and gets CONTENT_PAGE_BUDGET_KB.
 * A translated page (/es/estimate) has the budget of its English page.
 * Each budget is what its page needs (measured) plus a few KB, so a change that adds
 * weight has to say so here.
 */

/**
 * Content pages: header, menu and review-badge scripts only (3.6 KB at most). The home page
 * is one too: its booking widget and contact form load when they come into view.
 */
export const CONTENT_PAGE_BUDGET_KB = 6;

/** The booking pages (their goal: at most 100 KB): React DOM, TanStack Query and the calendar, 89 KB. */
export const BOOKING_PAGE_BUDGET_KB = 95;

/** Pages with an island that hydrates on load or idle, by path. */
export const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {
  "/estimate": BOOKING_PAGE_BUDGET_KB,
  // The manage page: the booking calendar to move a visit.
  "/cancel": BOOKING_PAGE_BUDGET_KB,
  "/login": 80,
  "/reviews": 90,
  "/testimonials": 90,
  "/room-designer": 80,
  // The contact form needs react-hook-form and zod/mini as soon as it shows (107 KB), and, added
  // since, the text-consent box (its words in both languages, 2 KB), the "Add photos"
  // button (the picker itself loads on tap) and the attribution reader: 114.7 KB.
  "/contact": 116,
  // Signed-in screens (noindex): tables, charts and forms for customers and admins.
  // The dashboard's "Where jobs come from", review-request and text panels: 142.4 KB.
  "/dashboard": 143,
  // +1 KB each for the sign-in card and route guard's words in both languages.
  // Then each detail's texts thread, photo thumbnails and source, and the text
  // settings card: +1 to +4 KB (measured 159.3, 157.4, 155.8 and 136.9 KB).
  "/admin/appointments": 160,
  "/admin/calendar-settings": 158,
  // Leads: +1 KB for the texts summary line and its "Show texts" disclosure (measured 156.9 KB).
  "/admin/leads": 158,
  // The day view: the list, its cards and "On my way"; no filters form, no dialog (measured 138.3 KB).
  "/admin/today": 140,
  "/admin/seo-dashboard": 137,
  "/admin/google-reviews-setup": 95,
};

/** The budget of the page at `path` (in any language), in KB. */
export function scriptBudgetKb(path: string): number {
  // Plain string work, not src/i18n/paths: bench-pages.mjs loads this file with Node's own TypeScript support.
  const basePath = path.replace(/^\/es(?=\/|$)/, "") || "/";
  return PAGE_BUDGETS_KB[basePath] ?? CONTENT_PAGE_BUDGET_KB;
}
