/**
 * /admin/customer?appointment={id} (or ?lead={id}): one page for one person: how to reach them,
 * their visits (upcoming, then past), leads, quotes, photos, texts, the team's notes and review
 * requests, and "Book a visit for this person". An estimator's view holds only their own visits and
 * quotes and no review requests, and shows only the sections it holds. Each section is an entry of CUSTOMER_SECTIONS, so
 * a new part of the record is one entry here and one loader in src/server/admin/customer-record.ts.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { mapLink } from "@/core/map-link";
import { toLocale } from "@/i18n/locales";
import { apiQuery } from "@/browser/api-client";
import type { CustomerRecord } from "@/schemas/admin/customers";
import { StatusBadge } from "@/components/islands/status-badge";
import { unbrokenPhone } from "@/i18n/phone";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { APPOINTMENT_STATUS_LABELS, fullName, LEAD_STATUS_LABELS, serviceLabel } from "../admin-format";
import { formatDay, formatInstant } from "../admin-time";
import { AdminPhotos } from "../admin-photos";
import { currentSearch } from "../list-filters";
import { QUOTE_STAGE_LABELS, valueText } from "../quotes/quote-format";
import { customerFrom, customerRecordUrl } from "./customer-links";

// The booking calendar loads when the admin asks to book, not with the page.
const BookingWidget = lazy(() => import("../../booking/booking-widget").then((module) => ({ default: module.BookingWidget })));

const link = "font-semibold text-brand-700 underline";

/** One section of the page: its heading, and what it shows of the record (null: nothing to show, the section says so). */
interface CustomerSection {
  id: string;
  title: string;
  render: (record: CustomerRecord) => ReactNode | null;
  /** What the section says when `render` has nothing. */
  empty: string;
  /** What it says instead in an estimator's view, which holds only their own work of this kind. */
  emptyForEstimator?: string;
  /** The part of the record it shows, when the record may leave it out (an estimator's view): no part, no section. */
  part?: keyof CustomerRecord;
}

/** The page's sections, in order. */
export const CUSTOMER_SECTIONS: CustomerSection[] = [
  {
    id: "visits",
    title: "Visits",
    empty: "No visits booked.",
    emptyForEstimator: "No visits of yours or of nobody's.",
    render: ({ visits }) =>
      visits.length ? (
        <ul className="grid gap-2">
          {visits.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={`/admin/appointments?id=${encodeURIComponent(visit.id)}`} className={link}>
                {formatDay(visit.appointmentDate)} at {visit.appointmentTime}
              </a>
              <StatusBadge status={visit.status} label={APPOINTMENT_STATUS_LABELS[visit.status]} />
              <span className="text-sm text-slate-600">
                {serviceLabel(visit.serviceType)} · {visit.address}, {visit.city}
              </span>
            </li>
          ))}
        </ul>
      ) : null,
  },
  {
    id: "leads",
    title: "Leads",
    empty: "No contact-form messages.",
    render: ({ leads }) =>
      leads.length ? (
        <ul className="grid gap-3">
          {leads.map((lead) => (
            <li key={lead.id} className="grid gap-1">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <a href={`/admin/leads?id=${encodeURIComponent(lead.id)}`} className={link}>
                  {formatInstant(lead.createdAt)}
                </a>
                <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
                <span className="text-sm text-slate-600">{serviceLabel(lead.service)}</span>
              </span>
              {lead.projectDetails && <span className="whitespace-pre-line text-slate-800">{lead.projectDetails}</span>}
            </li>
          ))}
        </ul>
      ) : null,
  },
  {
    id: "quotes",
    title: "Quotes",
    empty: "No quote yet: write one from a visit or a lead.",
    emptyForEstimator: "No quote of yours yet: write one from a visit or a lead.",
    render: ({ quotes }) =>
      quotes.length ? (
        <ul className="grid gap-1">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={`/admin/quotes?id=${encodeURIComponent(quote.id)}`} className={link}>
                Quote {quote.number}
              </a>
              <span>
                {QUOTE_STAGE_LABELS[quote.status]}, {valueText(quote.value)}
              </span>
            </li>
          ))}
        </ul>
      ) : null,
  },
  {
    id: "photos",
    title: "Photos",
    empty: "No photos.",
    render: (record) => (record.photos.length ? <AdminPhotos photos={record.photos} who={fullName(record.person)} /> : null),
  },
  {
    id: "texts",
    title: "Texts",
    empty: "No texts.",
    render: ({ texts }) =>
      texts.length ? (
        <ol className="grid gap-2">
          {texts.map((text) => (
            <li
              key={text.id}
              className={text.direction === "inbound" ? "border-l-4 border-amber-300 pl-3" : "border-l-4 border-brand-200 pl-3"}
            >
              <span className="block text-sm text-slate-600">
                {formatInstant(text.createdAt)} ·{" "}
                {text.direction === "inbound" ? "from them" : `to them (${text.deliveryStatus ?? text.status})`}
              </span>
              <span className="text-slate-800">{text.body}</span>
            </li>
          ))}
        </ol>
      ) : null,
  },
  {
    id: "notes",
    title: "Notes",
    empty: "No notes from the team.",
    render: ({ visits, leads }) => {
      const notes = [
        ...visits
          .filter((visit) => visit.adminNotes)
          .map((visit) => ({ key: visit.id, about: `Visit of ${formatDay(visit.appointmentDate)}`, text: visit.adminNotes })),
        ...leads
          .filter((lead) => lead.notes)
          .map((lead) => ({ key: lead.id, about: `Lead of ${formatInstant(lead.createdAt)}`, text: lead.notes })),
      ];
      return notes.length ? (
        <ul className="grid gap-2">
          {notes.map((note) => (
            <li key={note.key}>
              <span className="block text-sm text-slate-600">{note.about}</span>
              <span className="whitespace-pre-line text-slate-800">{note.text}</span>
            </li>
          ))}
        </ul>
      ) : null;
    },
  },
  {
    id: "review-requests",
    title: "Review requests",
    empty: "Never asked for a review.",
    part: "reviewRequests",
    render: ({ reviewRequests = [] }) =>
      reviewRequests.length ? (
        <ul className="grid gap-1">
          {reviewRequests.map((request, index) => (
            <li key={index}>
              {request.requestedAt ? `Asked for a Google review ${formatInstant(request.requestedAt)}` : "Never asked"}
              {request.optedOutAt && `; asked not to be asked again ${formatInstant(request.optedOutAt)}`}
            </li>
          ))}
        </ul>
      ) : null,
  },
];

/** The sections `record` has something to say in: an estimator's view leaves some parts out (src/server/admin/customer-record.ts). */
export function sectionsOf(record: CustomerRecord): CustomerSection[] {
  return CUSTOMER_SECTIONS.filter((section) => !section.part || record[section.part] !== undefined);
}

function Contact({ person }: { person: CustomerRecord["person"] }) {
  const address = person.address && `${person.address}, ${person.city} ${person.zipCode}`;
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-700">Email</dt>
      <dd className="break-words">
        <a href={`mailto:${person.email}`} className={link}>
          {person.email}
        </a>
      </dd>
      <dt className="font-semibold text-slate-700">Phone</dt>
      <dd>
        <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`} className={link}>
          {unbrokenPhone(person.phone)}
        </a>
      </dd>
      {address && (
        <>
          <dt className="font-semibold text-slate-700">Address</dt>
          <dd>
            <a href={mapLink(`${person.address}, ${person.city}, AZ ${person.zipCode}`)} target="_blank" rel="noopener" className={link}>
              {address}
              <span className="sr-only"> (opens the map)</span>
            </a>
          </dd>
        </>
      )}
      <dt className="font-semibold text-slate-700">Language</dt>
      <dd>{toLocale(person.locale) === "es" ? "Spanish" : "English"}</dd>
    </dl>
  );
}

/** "Book a visit for this person": the booking calendar and form, filled in with what we know, in a dialog. */
function BookForThem({ record, recaptchaSiteKey, phone }: { record: CustomerRecord; recaptchaSiteKey?: string; phone: string }) {
  const [open, setOpen] = useState(false);
  const { person, leads } = record;
  const initial = {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
    address: person.address ?? "",
    city: person.city ?? "",
    zipCode: person.zipCode ?? "",
    projectDetails: leads[0]?.projectDetails ?? "",
  };
  return (
    <>
      <Button className="justify-self-start" onClick={() => setOpen(true)}>
        Book a visit for this person
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Book a visit for ${fullName(person)}`}>
        <p className="mb-4 text-slate-700">
          They get the booking email{person.locale === "es" ? " in Spanish" : ""}, as if they had booked it themselves; the calendar&apos;s
          rules apply.
        </p>
        <Suspense fallback={<p role="status">Loading the calendar...</p>}>
          {open && (
            <BookingWidget
              variant="full"
              phone={phone}
              recaptchaSiteKey={recaptchaSiteKey}
              initial={initial}
              customerLocale={toLocale(person.locale)}
            />
          )}
        </Suspense>
      </Dialog>
    </>
  );
}

interface CustomerPageProps {
  supportEmail: string;
  /** The business phone, for the booking widget's words. */
  phone: string;
  recaptchaSiteKey?: string;
}

function CustomerScreen({ phone, recaptchaSiteKey }: Omit<CustomerPageProps, "supportEmail">) {
  const from = customerFrom(currentSearch());
  const record = useQuery({ ...apiQuery(customerRecordUrl(from ?? { kind: "lead", id: "none" })), enabled: from !== null });
  if (!from) return <p role="alert">Open a customer from the customer list, an appointment or a lead.</p>;
  return (
    <QueryState
      query={record}
      loading="Loading the customer..."
      error="We couldn't load this customer. Go back to the customer list and try again."
    >
      {(data) => (
        <div className="grid gap-6">
          <section aria-labelledby="customer-name" className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="customer-name" className="text-2xl font-extrabold text-brand-900">
              {fullName(data.person)}
            </h2>
            <Contact person={data.person} />
            <BookForThem record={data} phone={phone} recaptchaSiteKey={recaptchaSiteKey} />
          </section>
          {sectionsOf(data).map((section) => (
            <section
              key={section.id}
              aria-labelledby={`section-${section.id}`}
              className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h2 id={`section-${section.id}`} className="text-lg font-bold text-brand-900">
                {section.title}
              </h2>
              {section.render(data) ?? (
                <p className="text-slate-600">{(data.view === "estimator" && section.emptyForEstimator) || section.empty}</p>
              )}
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** The /admin/customer island. */
export function CustomerPage({ supportEmail, ...props }: CustomerPageProps) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <CustomerScreen {...props} />}
      </RouteGuard>
    </QueryProvider>
  );
}
