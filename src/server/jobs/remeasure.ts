/**
 * The re-measure: the office books it as a visit for the job's customer, on the same calendar and
 * by the same rules as any visit (src/core/availability.ts; the seat statement of
 * src/server/db/appointments/book.ts), the visit marked as the job's (its `job_id`), so the
 * calendar, the day sheet and the feed show it as a re-measure. The booking and the job's
 * timeline event are one statement. Recording it done is a change of the job (stage "measured",
 * its values): PATCH `adminJob`.
 */
import { randomUUID } from "node:crypto";
import { bookingProblem } from "@/core/availability";
import type { JobStage } from "@/core/job-stages";
import { insertIntoFreeSeat } from "../db/appointments/book";
import { findAppointment } from "../db/appointments/status";
import { listActiveSlots } from "../db/appointments/slots";
import type { Database } from "../db/client";
import { findLead } from "../db/leads/leads";
import { loadCalendarSettings } from "../db/settings/calendar";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { deliverNotice, SILENT } from "../notify/notice";
import { visitBooked } from "../notify/visits";
import { EMAIL_KINDS } from "../notify/kinds";
import { hashLinkToken, newLinkToken } from "../private-links/tokens";
import { stageOf, type JobRecord } from "./records";

/** Stages a re-measure can be booked, and its final sizes recorded, at: before the order is placed. */
export const REMEASURE_AT: readonly JobStage[] = ["signed", "measured"];

/** Where the visit goes: the estimate's own address, or (a job from a lead) the job address, its city and ZIP read from it. */
async function placeOf(db: Database, record: JobRecord): Promise<{ address: string; city: string; zipCode: string; serviceType: string }> {
  const { job } = record;
  if (job.appointmentId) {
    const visit = await findAppointment(db, job.appointmentId);
    if (visit) return { address: visit.address, city: visit.city, zipCode: visit.zipCode, serviceType: visit.serviceType };
  }
  const lead = job.leadId ? await findLead(db, job.leadId) : null;
  // "9 W Elm St, Mesa, AZ 85201", as the quote editor asks for it.
  const parts = job.jobAddress.split(",").map((part) => part.trim());
  const zipCode = /\b(\d{5})\b/.exec(job.jobAddress)?.[1] ?? "";
  return {
    address: parts[0] ?? job.jobAddress,
    city: parts.length > 2 ? parts[1]! : "",
    zipCode,
    serviceType: lead?.service ?? "window-installation",
  };
}

/**
 * Books the job's re-measure visit on `appointmentDate` at `appointmentTime`: 400 for a time the
 * calendar does not offer, 409 when it was just taken or the job is past its order. The customer
 * gets the visit's confirmation (its invitation and manage link) unless `notify` is false.
 */
export async function bookRemeasure(
  db: Database,
  env: ServerEnv,
  record: JobRecord,
  { appointmentDate, appointmentTime, notify = true }: { appointmentDate: string; appointmentTime: string; notify?: boolean },
  admin: string,
  now: Date,
): Promise<{ appointmentId: string }> {
  const { job, customer } = record;
  const stage = stageOf(job);
  if (!REMEASURE_AT.includes(stage))
    throw new ConflictError("A re-measure is booked before the order is placed (the job is signed or measured).");
  const settings = await loadCalendarSettings(db);
  const problem = bookingProblem(
    settings,
    await listActiveSlots(db, appointmentDate, appointmentDate),
    appointmentDate,
    appointmentTime,
    now,
  );
  if (problem && !problem.full) throw new ValidationError("Please correct the highlighted fields.", { [problem.field]: [problem.message] });
  const token = newLinkToken();
  const id = randomUUID();
  const values = {
    id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    ...(await placeOf(db, record)),
    projectDetails: `Re-measure for job ${job.number}.`,
    appointmentDate,
    appointmentTime,
    duration: settings.durationMinutes,
    cancelTokenHash: hashLinkToken(token),
    locale: job.locale,
    channel: job.channel,
    jobId: job.id,
  };
  // The customer's confirmation only: the admins' notice is for bookings they did not make.
  const notice = notify
    ? visitBooked(
        {
          ...values,
          status: "pending",
          seat: 0,
          outsideServiceArea: false,
          adminNotes: "",
          yearBuilt: null,
          estimatorId: null,
          emailKey: null,
          phoneKey: null,
          emailPlace: null,
          phonePlace: null,
          spamReason: null,
          clientAddress: null,
          icsSequence: 0,
          attribution: null,
          createdAt: now,
          updatedAt: now,
        },
        { manageToken: token, photoCount: 0, smsConsent: false, now },
        env,
      )
    : SILENT;
  const emails = notice.emails.filter((email) => email.kind === EMAIL_KINDS.appointmentConfirmation);
  const booked = await insertIntoFreeSeat(
    db,
    values,
    // The office may book it over the customer's cap of upcoming visits by one.
    { capacity: settings.crewsPerSlot, maxUpcoming: settings.maxUpcomingPerPerson + 1, now },
    { emails, customerLink: notice.customerLink },
    {
      actor: admin,
      kind: "measurements",
      fromStage: stage,
      toStage: stage,
      note: "",
      notified: emails.length > 0,
      changes: { remeasureVisit: { appointmentId: id, appointmentDate, appointmentTime } },
    },
  );
  if (!booked) throw new ConflictError("That time was just taken, or the customer already has a visit then. Choose another time.");
  await deliverNotice(db, env, { ...notice, emails, texts: [] }, booked.emails, { now });
  return { appointmentId: id };
}
