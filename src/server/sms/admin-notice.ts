/**
 * A short email to the admins about something a text brought (a customer confirmed by
 * reply, a confirmation text that never arrived, a reply to read). Through the email outbox,
 * so it is retried like any email; never throws.
 */
import type { Database } from "@/server/db/client";
import { htmlDocument, paragraph } from "@/server/email/html";
import { enqueue } from "@/server/email/outbox";
import { sendStored, store } from "@/server/email/send";
import type { ServerEnv } from "@/server/env";

/** Outbox kind of these emails. */
export const SMS_NOTICE_KIND = "sms-admin-notice";

/** Emails the admins `subject` (one line, no visitor text) and `lines` about the visit or lead `relatedId`. */
export async function noticeAdmins(db: Database, env: ServerEnv, relatedId: string | null, subject: string, lines: readonly string[], now: Date): Promise<void> {
  const write = () => ({
    to: env.ADMIN_EMAILS.join(", "),
    subject: subject.replace(/[\r\n]+/g, " "),
    text: lines.join("\n\n"),
    html: htmlDocument(subject, lines.map((line) => paragraph(line))),
  });
  // store() wants an id to file the email under; a reply from an unknown number has none.
  const rows = relatedId ? await store(db, SMS_NOTICE_KIND, relatedId, write) : await storeUnfiled(db, write);
  await sendStored(db, env, rows, { now });
}

async function storeUnfiled(db: Database, write: () => { to: string; subject: string; text: string; html: string }) {
  try {
    return await enqueue(db, SMS_NOTICE_KIND, null, [write()]);
  } catch {
    return [];
  }
}
