/**
 * Twilio's delivery reports (POST `smsStatus`): each outbound text's status as Twilio
 * last reported it. Callbacks may arrive out of order or twice, so only a later stage is
 * recorded. A confirmation that ends undelivered or failed raises one notice to the admins,
 * so someone calls the customer.
 */
import { findAppointment } from "@/server/db/appointments/status";
import type { Database } from "@/server/db/client";
import { recordDeliveryStatus } from "@/server/db/sms/messages";
import type { ServerEnv } from "@/server/env";
import { confirmationUndelivered } from "../notify/admin-notices";
import { TEXT_KINDS } from "../notify/kinds";

/** Twilio's statuses in the order a text passes through them; the last four are final. */
const STAGES: Record<string, number> = {
  accepted: 1,
  scheduled: 1,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
  canceled: 4,
};

/** The fields of a status callback this uses. */
export interface StatusReport {
  MessageSid: string;
  MessageStatus: string;
  ErrorCode?: string;
}

/** Records the report; returns false when no text of ours has that SID at an earlier stage. */
export async function recordStatus(db: Database, env: ServerEnv, report: StatusReport, now: Date): Promise<boolean> {
  const status = report.MessageStatus.toLowerCase().slice(0, 30);
  const stage = STAGES[status] ?? 0;
  const row = await recordDeliveryStatus(
    db,
    { sid: report.MessageSid, status, stage, stages: STAGES, errorCode: report.ErrorCode?.slice(0, 20) || null },
    now,
  );
  if (!row) return false;
  if (row.kind === TEXT_KINDS.confirmation && (status === "undelivered" || status === "failed") && row.appointmentId) {
    await noticeUndelivered(db, env, row.appointmentId, row.phone, report.ErrorCode, now);
  }
  return true;
}

async function noticeUndelivered(
  db: Database,
  env: ServerEnv,
  appointmentId: string,
  phone: string,
  errorCode: string | undefined,
  now: Date,
): Promise<void> {
  const visit = await findAppointment(db, appointmentId);
  if (visit) await confirmationUndelivered(db, env, visit, { phone, errorCode }, now);
}
