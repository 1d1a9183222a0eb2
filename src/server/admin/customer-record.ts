/**
 * A customer's page: everything the business has with the person behind one visit or lead,
 * matched on the person key the limits use (the same email after normalising, or the same phone
 * digits: the generated columns email_key and phone_key, src/core/server/person-key.ts). Each part is
 * its own loader in CUSTOMER_PARTS, reading by the person's keys or by the ids of their visits
 * and leads through an index; a new part is one more loader here and one more section on the
 * page (src/components/islands/admin/customers/customer-page.tsx).
 *
 * An estimator's view (`reach`, src/server/team/scope.ts) is the person's contact details and
 * leads, and only the visits and quotes they reach, with those visits' photos and texts: never
 * another estimator's work, and not the review requests (the office's follow-up of finished work,
 * not a way to reach the customer). This is the one place that decides it. The page
 * holds no jobs, invoices or payments for anyone; they live on the job's page.
 */
import { phoenixDate } from "@/core/phoenix-time";
import type { CustomerRecord } from "@/schemas/admin/customers";
import {
  findVisitOrLead,
  listPersonLeads,
  listPersonVisits,
  listPhotosOfOwners,
  listReviewRequestsOf,
  type CustomerKeys,
} from "../db/admin-lists/customer-record";
import type { Database } from "../db/client";
import type { EstimatorScope } from "../db/team/scope";
import type { Appointment, Lead } from "../db/schema";
import { listTextsOf } from "../db/sms/messages";
import { NotFoundError } from "../http/errors";
import { adminPhotoUrl, photoSummary } from "../photos/photo-response";
import { quotesOfPerson } from "../quotes/admin-quotes";
import { toAdminText } from "../texts/admin-texts";
import { toAdminAppointment, toAdminLead } from "./views";

/** The message of a 404 for a visit or lead that is not there. */
export const CUSTOMER_NOT_FOUND = "No visit or lead with that id.";

/** Most visits, leads or texts one page lists (a person with more has the newest). */
const MOST = 200;

interface Loaded {
  keys: CustomerKeys;
  /** An estimator's reach; null for the office and owners. */
  reach: EstimatorScope | null;
  visits: Appointment[];
  leads: Lead[];
  now: Date;
}

/** Loads one part of the page from what is already read (the keys, the visits, the leads). */
type PartLoader<T> = (db: Database, loaded: Loaded) => Promise<T>;

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The parts beyond visits and leads, by name: the page's sections (add a part here, and its section there). */
export const CUSTOMER_PARTS = {
  async photos(db, { visits, leads: leadRows }): Promise<CustomerRecord["photos"]> {
    const rows = await listPhotosOfOwners(db, { appointmentIds: ids(visits), leadIds: ids(leadRows) });
    return rows.map((photo) => ({ ...photoSummary(photo, adminPhotoUrl), appointmentId: photo.appointmentId, leadId: photo.leadId }));
  },
  async texts(db, { visits, leads: leadRows }): Promise<CustomerRecord["texts"]> {
    const rows = await listTextsOf(db, { appointmentIds: ids(visits), leadIds: ids(leadRows) }, MOST);
    return rows.reverse().map((row) => ({ ...toAdminText(row), appointmentId: row.appointmentId, leadId: row.leadId }));
  },
  async reviewRequests(db, { keys, visits, leads: leadRows }): Promise<CustomerRecord["reviewRequests"]> {
    // Requests are kept per email key; the person may have booked under more than one email.
    const emailKeys = [
      ...new Set(
        [keys.emailKey, ...visits.map((row) => row.emailKey), ...leadRows.map((row) => row.emailKey)].filter((key): key is string =>
          Boolean(key),
        ),
      ),
    ];
    const rows = await listReviewRequestsOf(db, emailKeys);
    return rows.map((row) => ({
      requestedAt: row.requestedAt?.toISOString() ?? null,
      optedOutAt: row.optedOutAt?.toISOString() ?? null,
      appointmentId: row.appointmentId,
    }));
  },
  quotes: (db, { keys, now, reach }): Promise<CustomerRecord["quotes"]> => quotesOfPerson(db, keys, now, reach),
} satisfies Record<string, PartLoader<unknown>>;

/**
 * The page of the person behind the visit or lead `id`, as `reach` sees it (null: the office's and
 * owners' whole page); 404 when there is none. The visit or lead it opens from may be another
 * estimator's: the person's contact details are every desk role's, their work is not.
 */
export async function getCustomerRecord(
  db: Database,
  kind: "appointment" | "lead",
  id: string,
  now: Date,
  reach: EstimatorScope | null = null,
): Promise<CustomerRecord> {
  const seed = await findVisitOrLead(db, kind, id);
  if (!seed) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const keys = { emailKey: seed.emailKey, phoneKey: seed.phoneKey };
  const [visits, leadRows] = await Promise.all([listPersonVisits(db, keys, MOST, reach), listPersonLeads(db, keys, MOST)]);
  const loaded = { keys, reach, visits, leads: leadRows, now };
  const [photoList, texts, requests, quoteList] = await Promise.all([
    CUSTOMER_PARTS.photos(db, loaded),
    CUSTOMER_PARTS.texts(db, loaded),
    // The office's follow-up, left out of an estimator's view.
    reach ? undefined : CUSTOMER_PARTS.reviewRequests(db, loaded),
    CUSTOMER_PARTS.quotes(db, loaded),
  ]);
  return {
    view: reach ? "estimator" : "everything",
    person: personOf(seed, visits, leadRows),
    visits: upcomingFirst(visits, now).map(toAdminAppointment),
    leads: leadRows.map(toAdminLead),
    photos: photoList,
    texts,
    ...(requests && { reviewRequests: requests }),
    quotes: quoteList,
  };
}

/** The person as their newest row gives them; the address from their newest visit. */
function personOf(seed: Appointment | Lead, visits: readonly Appointment[], leadRows: readonly Lead[]): CustomerRecord["person"] {
  const newest = [...visits, ...leadRows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? seed;
  const visit = [...visits].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return {
    firstName: newest.firstName,
    lastName: newest.lastName,
    email: newest.email,
    phone: newest.phone,
    address: visit?.address ?? null,
    city: visit?.city ?? null,
    zipCode: visit?.zipCode ?? null,
    locale: newest.locale,
  };
}

/** Visits still to come soonest first, then the past newest first (the rows arrive newest day first). */
function upcomingFirst(visits: readonly Appointment[], now: Date): Appointment[] {
  const today = phoenixDate(now);
  const upcoming = visits.filter((visit) => visit.appointmentDate >= today).reverse();
  return [...upcoming, ...visits.filter((visit) => visit.appointmentDate < today)];
}
