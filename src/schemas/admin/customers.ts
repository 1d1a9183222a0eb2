/** Customers: the list of people, and one page per person with everything the business has with them. */
import { z } from "../zod";
import type { AdminQuote } from "../quote";
import type { AdminText } from "../sms-admin";
import type { AdminAppointment } from "./appointments";
import type { AdminLead } from "./leads";
import { MAX_PAGE, blankToUndefined, queryInt, queryText } from "./lists";
import type { AdminPhoto } from "./photos";

/** The list's opaque keyset cursor: where the last page ended (its last row's time and id, base64url). */
const CURSOR = /^[A-Za-z0-9_-]{20,120}$/;

/** GET /api/admin/customers: search (names, email, phone, address) and the page after `after`. */
export const customerListQuerySchema = z.object({
  /** Words to find, case-insensitively, in a visit's names, email, phone, address or ZIP, or a lead's names, email or phone. */
  search: queryText(200),
  /** The cursor a page answered with (`nextCursor`), for the page after it; none for the first page. */
  after: z.preprocess(blankToUndefined, z.string().regex(CURSOR, "Start again from the first page").optional()),
  /** Which page `after` leads to (1-based): only for the count the page answers with. */
  page: queryInt(MAX_PAGE, 1, "Page"),
  /** Rows per page, 1..100. */
  pageSize: queryInt(100, 20, "Page size"),
});

/** Parsed customer list filters. */
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** One person in the customer list: their latest visit or lead (the one that opens their page), and how many of each they have. */
export interface AdminCustomer {
  /** The row their page opens from: GET /api/admin/customers/{kind}/{id}. */
  kind: "appointment" | "lead";
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The visit's address, city and ZIP; null for a lead. */
  address: string | null;
  city: string | null;
  /** When they last booked or wrote, ISO. */
  lastActivityAt: string;
  /** Visits and leads with the same email or phone (the person key of the limits, src/core/server/person-key.ts). */
  visits: number;
  leads: number;
}

/**
 * One page of customers, most recent activity first. People are not counted (that would read
 * every row): `total` is the people up to this page's end, `totalCapped` says more follow, and
 * `nextCursor` leads to them (null on the last page).
 */
export interface AdminCustomerPage {
  items: AdminCustomer[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  nextCursor: string | null;
}

/** A review request sent to the person (src/server/review-requests), or their opt-out. */
export interface CustomerReviewRequest {
  requestedAt: string | null;
  optedOutAt: string | null;
  /** The completed visit it asked about. */
  appointmentId: string | null;
}

/** A text in the person's threads, with the visit or lead it belongs to. */
export type CustomerText = AdminText & { appointmentId: string | null; leadId: string | null };

/** A photo the person sent, with the visit or lead it came with. */
export type CustomerPhoto = AdminPhoto & { appointmentId: string | null; leadId: string | null };

/**
 * GET /api/admin/customers/{kind}/{id}: everything the business has with the person behind that
 * visit or lead, matched on the person key the limits use (same email after normalising, or same
 * phone digits). Each part is loaded by its own loader (src/server/admin/customer-record.ts), so a
 * new part (quotes) is one loader there and one section on the page.
 */
export interface CustomerRecord {
  /**
   * Whose view: "everything" for the office and owners; "estimator" for an estimator, whose view
   * holds only the visits and quotes they reach (and those visits' photos and texts) and no review
   * requests (src/server/admin/customer-record.ts).
   */
  view: "everything" | "estimator";
  /** The person as their latest visit or lead gives them. */
  person: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    address: string | null;
    city: string | null;
    zipCode: string | null;
    locale: string;
  };
  /** Their visits, upcoming soonest first, then past newest first. */
  visits: AdminAppointment[];
  /** Their contact-form leads, newest first. */
  leads: AdminLead[];
  photos: CustomerPhoto[];
  /** Their texts, both ways, oldest first. */
  texts: CustomerText[];
  /** Absent from an estimator's view. */
  reviewRequests?: CustomerReviewRequest[];
  /** Their quotes, newest first (src/server/quotes). */
  quotes: AdminQuote[];
}
