/** The columns of the appointment and lead CSV exports, and their file names. */
import { phoenixDate } from "@/core/phoenix-time";
import type { Appointment, Lead } from "../db/schema";
import { csvStream, type CsvColumn } from "./csv";
import type { Touches } from "@/core/attribution";
import { channelLabel, touchSummary } from "@/core/source-summary";

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
  { header: "Service", value: (row) => row.serviceType },
  { header: "Project details", value: (row) => row.projectDetails },
  { header: "Duration (minutes)", value: (row) => row.duration },
  { header: "Outside service area", value: (row) => (row.outsideServiceArea ? "yes" : "no") },
  { header: "Admin notes", value: (row) => row.adminNotes },
  ...sourceColumns<Appointment>(),
  { header: "Booked at", value: (row) => row.createdAt },
  { header: "Updated at", value: (row) => row.updatedAt },
  { header: "ID", value: (row) => row.id },
];

const leadColumns: CsvColumn<Lead>[] = [
  { header: "Received at", value: (row) => row.createdAt },
  { header: "Status", value: (row) => row.status },
  { header: "First name", value: (row) => row.firstName },
  { header: "Last name", value: (row) => row.lastName },
  { header: "Email", value: (row) => row.email },
  { header: "Phone", value: (row) => row.phone },
  { header: "Service", value: (row) => row.service },
  { header: "Project details", value: (row) => row.projectDetails },
  { header: "Source", value: (row) => row.source },
  { header: "Notes", value: (row) => row.notes },
  { header: "Forwarding", value: (row) => row.forwardStatus },
  ...sourceColumns<Lead>(),
  { header: "Updated at", value: (row) => row.updatedAt },
  { header: "ID", value: (row) => row.id },
];

/** When each row's customer agreed to texts (src/server/sms/consent.ts), by row id; absent is "no". */
export type SmsConsentTimes = ReadonlyMap<string, Date>;

/** Reads the consent times of one batch's rows (one query a batch). */
export type ConsentReader = (ids: string[]) => Promise<SmsConsentTimes>;

type WithConsent<Row> = Row & { smsConsentAt?: Date };

/** The "SMS consent" column: the time consent was given, or "no". */
function smsConsentColumn<Row>(): CsvColumn<WithConsent<Row>> {
  return { header: "SMS consent", value: (row) => row.smsConsentAt?.toISOString() ?? "no" };
}

/** Each batch's rows with their consent time, read as the batch is: the stream stays a stream. */
async function* withConsent<Row extends { id: string }>(batches: AsyncIterator<readonly Row[]>, readConsents: ConsentReader): AsyncGenerator<WithConsent<Row>[]> {
  try {
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      const consents = await readConsents(next.value.map((row) => row.id));
      yield next.value.map((row) => ({ ...row, smsConsentAt: consents.get(row.id) }));
    }
  } finally {
    await batches.return?.();
  }
}

/** The appointments CSV streamed from `batches` (exportAppointments), with the SMS consent column. */
export function appointmentsCsvStream(batches: AsyncIterator<readonly Appointment[]>, readConsents: ConsentReader): ReadableStream<Uint8Array> {
  return csvStream([...appointmentColumns, smsConsentColumn<Appointment>()], withConsent(batches, readConsents));
}

/** The leads CSV streamed from `batches` (exportLeads), with the SMS consent column. */
export function leadsCsvStream(batches: AsyncIterator<readonly Lead[]>, readConsents: ConsentReader): ReadableStream<Uint8Array> {
  return csvStream([...leadColumns, smsConsentColumn<Lead>()], withConsent(batches, readConsents));
}

/** "appointments-2026-12-01.csv": the kind and the Phoenix day of `now`. */
export function exportFilename(kind: "appointments" | "leads", now: Date): string {
  return `${kind}-${phoenixDate(now)}.csv`;
}
