/**
 * A customer's page: everything the business has with the person behind one visit or lead,
 * matched on the person key the limits use (the same email after normalising, or the same phone
 * digits: the generated columns email_key and phone_key, src/core/person-key.ts). Each part is
 * its own loader in CUSTOMER_PARTS, reading by the person's keys or by the ids of their visits
 * and leads through an index; a new part is one more loader here and one more section on the
 * page (src/components/islands/admin/customers/customer-page.tsx).
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { phoenixDate } from "@/core/phoenix-time";
import type { CustomerRecord } from "@/schemas/admin";
import type { Database } from "../db/client";
import { slotOrder } from "../db/appointments";
import { appointments, leads, photos, reviewRequests, smsMessages, type Appointment, type Lead } from "../db/schema";
import { NotFoundError } from "../http/errors";
import { photoSummary } from "../photos/photo-response";
import { quotesOfPerson } from "../quotes/admin-quotes";
import { toAdminText } from "../texts/admin-texts";
import { ADMIN_PHOTOS_PATH } from "./photos";
import { toAdminAppointment, toAdminLead } from "./views";

/** The message of a 404 for a visit or lead that is not there. */
export const CUSTOMER_NOT_FOUND = "No visit or lead with that id.";

/** Most visits, leads or texts one page lists (a person with more has the newest). */
const MOST = 200;

/** Who the page is about: the keys that match their rows, and the rows themselves once read. */
export interface CustomerKeys {
  emailKey: string | null;
  phoneKey: string | null;
}

interface Loaded {
  keys: CustomerKeys;
  visits: Appointment[];
  leads: Lead[];
  now: Date;
}

/** The person's rows of one table: same email key or same phone key (each an index lookup). */
function samePerson(table: typeof appointments | typeof leads, { emailKey, phoneKey }: CustomerKeys) {
  return or(emailKey ? eq(table.emailKey, emailKey) : undefined, phoneKey ? eq(table.phoneKey, phoneKey) : undefined) ?? sql`false`;
}

/** Loads one part of the page from what is already read (the keys, the visits, the leads). */
type PartLoader<T> = (db: Database, loaded: Loaded) => Promise<T>;

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The parts beyond visits and leads, by name: the page's sections (add a part here, and its section there). */
export const CUSTOMER_PARTS = {
  async photos(db, { visits, leads: leadRows }): Promise<CustomerRecord["photos"]> {
    if (!visits.length && !leadRows.length) return [];
    const rows = await db
      .select()
      .from(photos)
      .where(or(visits.length ? inArray(photos.appointmentId, ids(visits)) : undefined, leadRows.length ? inArray(photos.leadId, ids(leadRows)) : undefined))
      .orderBy(asc(photos.createdAt));
    return rows.map((photo) => ({ ...photoSummary(photo, ADMIN_PHOTOS_PATH), appointmentId: photo.appointmentId, leadId: photo.leadId }));
  },
  async texts(db, { visits, leads: leadRows }): Promise<CustomerRecord["texts"]> {
    if (!visits.length && !leadRows.length) return [];
    const rows = await db
      .select()
      .from(smsMessages)
      .where(or(visits.length ? inArray(smsMessages.appointmentId, ids(visits)) : undefined, leadRows.length ? inArray(smsMessages.leadId, ids(leadRows)) : undefined))
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(MOST);
    return rows.reverse().map((row) => ({ ...toAdminText(row), appointmentId: row.appointmentId, leadId: row.leadId }));
  },
  async reviewRequests(db, { keys, visits, leads: leadRows }): Promise<CustomerRecord["reviewRequests"]> {
    // Requests are kept per email key; the person may have booked under more than one email.
    const emailKeys = [...new Set([keys.emailKey, ...visits.map((row) => row.emailKey), ...leadRows.map((row) => row.emailKey)].filter((key): key is string => Boolean(key)))];
    if (!emailKeys.length) return [];
    const rows = await db.select().from(reviewRequests).where(and(inArray(reviewRequests.emailKey, emailKeys), or(isNotNull(reviewRequests.requestedAt), isNotNull(reviewRequests.optedOutAt))));
    return rows.map((row) => ({ requestedAt: row.requestedAt?.toISOString() ?? null, optedOutAt: row.optedOutAt?.toISOString() ?? null, appointmentId: row.appointmentId }));
  },
  quotes: (db, { keys, now }): Promise<CustomerRecord["quotes"]> => quotesOfPerson(db, keys, now),
} satisfies Record<string, PartLoader<unknown>>;

/** The page of the person behind the visit or lead `id`; 404 when there is none. */
export async function getCustomerRecord(db: Database, kind: "appointment" | "lead", id: string, now: Date): Promise<CustomerRecord> {
  const [seed] = kind === "appointment" ? await db.select().from(appointments).where(eq(appointments.id, id)) : await db.select().from(leads).where(eq(leads.id, id));
  if (!seed) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  const keys = { emailKey: seed.emailKey, phoneKey: seed.phoneKey };
  const [visits, leadRows] = await Promise.all([
    db.select().from(appointments).where(samePerson(appointments, keys)).orderBy(desc(appointments.appointmentDate), desc(slotOrder(appointments.appointmentTime))).limit(MOST),
    db.select().from(leads).where(samePerson(leads, keys)).orderBy(desc(leads.createdAt)).limit(MOST),
  ]);
  const loaded = { keys, visits, leads: leadRows, now };
  const [photoList, texts, requests, quoteList] = await Promise.all([
    CUSTOMER_PARTS.photos(db, loaded),
    CUSTOMER_PARTS.texts(db, loaded),
    CUSTOMER_PARTS.reviewRequests(db, loaded),
    CUSTOMER_PARTS.quotes(db, loaded),
  ]);
  return {
    person: personOf(seed, visits, leadRows),
    visits: upcomingFirst(visits, now).map(toAdminAppointment),
    leads: leadRows.map(toAdminLead),
    photos: photoList,
    texts,
    reviewRequests: requests,
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
