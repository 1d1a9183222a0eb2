/**
 * What the admins hear of texts: a customer who confirmed by reply, a confirmation text that
 * never arrived (so someone calls), and a reply for a person to read. Short English emails,
 * stored in the outbox and sent at once (retried like any email). They announce no change of
 * their own, so they are stored on their own; nothing here throws.
 */
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import { htmlDocument, paragraph } from "@/server/email/html";
import { enqueue } from "@/server/email/outbox";
import { createTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";
import { describeError } from "@/server/log-safe";
import { EMAIL_KINDS } from "./kinds";
import { deliverEmails } from "./notice";
import { formatDay } from "@/i18n/dates";
import { replyToCustomer } from "./replies";

/** A visit's day and slot as the admins read them: "Tuesday, December 1 at 10:00 AM". */
const slotOf = (visit: Appointment) => `${formatDay(visit.appointmentDate, "en")} at ${visit.appointmentTime}`;

/** The customer confirmed their visit by replying to a text. */
export function confirmedByText(db: Database, env: ServerEnv, visit: Appointment, now: Date): Promise<void> {
  return noticeAdmins(
    db,
    env,
    { relatedId: visit.id, customer: visit },
    `Confirmed by text: ${visit.firstName} ${visit.lastName}, ${slotOf(visit)}`,
    [`${visit.firstName} ${visit.lastName} confirmed their visit on ${slotOf(visit)} by replying to the reminder text.`],
    now,
  );
}

/** A visit's confirmation text ended undelivered or failed: someone should call the customer. */
export function confirmationUndelivered(
  db: Database,
  env: ServerEnv,
  visit: Appointment,
  { phone, errorCode }: { phone: string; errorCode?: string },
  now: Date,
): Promise<void> {
  return noticeAdmins(
    db,
    env,
    { relatedId: visit.id, customer: visit },
    `Confirmation text not delivered: call ${visit.firstName} ${visit.lastName}`,
    [
      `The confirmation text to ${phone} for ${visit.firstName} ${visit.lastName}'s visit on ${slotOf(visit)} was not delivered${errorCode ? ` (Twilio error ${errorCode})` : ""}.`,
      `Please call them at ${visit.phone} to confirm the visit.`,
    ],
    now,
  );
}

/** A text that is not a keyword: the admins read it. `who` is the name on the visit or lead it belongs to, and `email` its address, if any. */
export function textReceived(
  db: Database,
  env: ServerEnv,
  {
    relatedId,
    who,
    email,
    phone,
    body,
  }: { relatedId: string | null; who: string | null; email?: string | null; phone: string; body: string },
  now: Date,
): Promise<void> {
  return noticeAdmins(
    db,
    env,
    { relatedId, customer: email ? { email } : null },
    `Text from ${who ?? phone}`,
    [`${who ? `${who} (${phone})` : phone} texted:`, body, "Answer from the appointment's or lead's page in the admin, or call them."],
    now,
  );
}

/** Emails the admins `subject` (one line) and `lines` about the visit or lead `relatedId`, answered to its customer when known. */
async function noticeAdmins(
  db: Database,
  env: ServerEnv,
  { relatedId, customer }: { relatedId: string | null; customer: { email: string } | null },
  subject: string,
  lines: readonly string[],
  now: Date,
): Promise<void> {
  try {
    const notice = {
      to: env.ADMIN_EMAILS.join(", "),
      subject: subject.replace(/[\r\n]+/g, " "),
      text: lines.join("\n\n"),
      html: htmlDocument(
        subject,
        lines.map((line) => paragraph(line)),
      ),
    };
    const message = customer ? replyToCustomer(notice, customer) : notice;
    const rows = await enqueue(db, EMAIL_KINDS.smsAdminNotice, relatedId, [message], now);
    await deliverEmails(db, rows, { now, transport: createTransport(env) });
  } catch (error) {
    console.error(`Email "${EMAIL_KINDS.smsAdminNotice}" could not be stored, so it will not be sent: ${describeError(error)}`);
  }
}
