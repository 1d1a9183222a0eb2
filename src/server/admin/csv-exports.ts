/**
 * The columns of the appointment and lead CSV exports, and their file names. Times are Phoenix
 * wall-clock times, as the admin screens show them, with the zone in the header; services by
 * the names the forms show; the customer's language and how many photos they sent.
 */
import { phoenixDate, PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";
import { toLocale } from "@/i18n/locales";
import { BOOKING_SERVICE_LABELS } from "@/schemas/appointment";
import { LEAD_SERVICE_LABELS } from "@/schemas/lead";
import type { Appointment, Lead } from "../db/schema";
import { csvStream, type CsvColumn } from "./csv";
import type { Touches } from "@/core/attribution";
import { channelLabel, touchSummary } from "@/core/source-summary";

/** The zone every time column is written in, as its header names it. */
const ZONE = "Phoenix time, UTC-7";

/** An instant as Phoenix wall-clock time, sortable and read by spreadsheets: "2026-12-01 09:30". */
export function phoenixStamp(instant: Date): string {
  return new Date(instant.getTime() + PHOENIX_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

const LANGUAGES: Record<string, string> = { en: "English", es: "Spanish" };
const language = (row: { locale: string }) => LANGUAGES[toLocale(row.locale)];
const named = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** Where each row came from: the channel, and the first and last touch in words. */
function sourceColumns<Row extends { channel: string; attribution: unknown }>(): CsvColumn<Row>[] {
  const touches = (row: Row) => row.attribution as Touches | null;
  return [
    { header: "Channel", value: (row) => channelLabel(row.channel) },
    { header: "First touch", value: (row) => touchSummary(touches(row)?.first) },
    { header: "Last touch", value: (row) => touchSummary(touches(row)?.last) },
  ];
}

const appointmentColumns: CsvColumn<Appointment>[] = [
  { header: "Date", value: (row) => row.appointmentDate },
  { header: "Time", value: (row) => row.appointmentTime },
  { header: "Status", value: (row) => row.status },
  { header: "First name", value: (row) => row.firstName },
  { header: "Last name", value: (row) => row.lastName },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Address", value: (row) => row.address },
  { header: "City", value: (row) => row.city },
  { header: "ZIP", value: (row) => row.zipCode },
  { header: "Service", value: (row) => named(BOOKING_SERVICE_LABELS, row.serviceType) },
  { header: "Project details", value: (row) => row.projectDetails },
  { header: "Duration (minutes)", value: (row) => row.duration },
  { header: "Outside service area", value: (row) => (row.outsideServiceArea ? "yes" : "no") },
  { header: "Language", value: language },
  { header: "Admin notes", value: (row) => row.adminNotes },
  ...sourceColumns<Appointment>(),
  { header: `Booked at (${ZONE})`, value: (row) => phoenixStamp(row.createdAt) },
  { header: `Updated at (${ZONE})`, value: (row) => phoenixStamp(row.updatedAt) },
  { header: "ID", value: (row) => row.id },
];

const leadColumns: CsvColumn<Lead>[] = [
  { header: `Received at (${ZONE})`, value: (row) => phoenixStamp(row.createdAt) },
  { header: "Status", value: (row) => row.status },
  { header: "First name", value: (row) => row.firstName },
  { header: "Last name", value: (row) => row.lastName },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Service", value: (row) => named(LEAD_SERVICE_LABELS, row.service) },
  { header: "Language", value: language },
  { header: "Project details", value: (row) => row.projectDetails },
  { header: "Source", value: (row) => row.source },
  { header: "Notes", value: (row) => row.notes },
  { header: "Forwarding", value: (row) => row.forwardStatus },
  ...sourceColumns<Lead>(),
  { header: `Updated at (${ZONE})`, value: (row) => phoenixStamp(row.updatedAt) },
  { header: "ID", value: (row) => row.id },
];

/** When each row's customer agreed to texts (src/server/sms/consent.ts), by row id; absent is "no". */
export type SmsConsentTimes = ReadonlyMap<string, Date>;

/** What a batch's rows carry besides their columns, each read once a batch: consent times and photo counts, by row id. */
export interface BatchReaders {
  consents: (ids: string[]) => Promise<SmsConsentTimes>;
  photos: (ids: string[]) => Promise<ReadonlyMap<string, number>>;
}

type WithExtras<Row> = Row & { smsConsentAt?: Date; photoCount: number };

/** The photo count, and the "SMS consent" column last: the time consent was given, or "no". */
function extraColumns<Row>(): CsvColumn<WithExtras<Row>>[] {
  return [
    { header: "Photos", value: (row) => row.photoCount },
    { header: `SMS consent (${ZONE})`, value: (row) => (row.smsConsentAt ? phoenixStamp(row.smsConsentAt) : "no") },
  ];
}

/** Each batch's rows with their consent time and photo count, read as the batch is: the stream stays a stream. */
async function* withExtras<Row extends { id: string }>(
  batches: AsyncIterator<readonly Row[]>,
  read: BatchReaders,
): AsyncGenerator<WithExtras<Row>[]> {
  try {
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      const ids = next.value.map((row) => row.id);
      const [consents, photos] = await Promise.all([read.consents(ids), read.photos(ids)]);
      yield next.value.map((row) => ({ ...row, smsConsentAt: consents.get(row.id), photoCount: photos.get(row.id) ?? 0 }));
    }
  } finally {
    await batches.return?.();
  }
}

/** The appointments CSV streamed from `batches` (exportAppointments), with the photo and SMS consent columns. */
export function appointmentsCsvStream(batches: AsyncIterator<readonly Appointment[]>, read: BatchReaders): ReadableStream<Uint8Array> {
  return csvStream([...appointmentColumns, ...extraColumns<Appointment>()], withExtras(batches, read));
}

/** The leads CSV streamed from `batches` (exportLeads), with the photo and SMS consent columns. */
export function leadsCsvStream(batches: AsyncIterator<readonly Lead[]>, read: BatchReaders): ReadableStream<Uint8Array> {
  return csvStream([...leadColumns, ...extraColumns<Lead>()], withExtras(batches, read));
}

/** "appointments-2026-12-01.csv": the kind and the Phoenix day of `now`. */
export function exportFilename(kind: "appointments" | "leads", now: Date): string {
  return `${kind}-${phoenixDate(now)}.csv`;
}
