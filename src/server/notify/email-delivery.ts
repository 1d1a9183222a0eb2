/**
 * Emails retried leave through notify, as texts do (./texts.ts): it hands the email channel
 * (src/server/email/) the rule it decides, whether a stored email is still due (./due.ts), so the
 * retry job drops a reminder of an invoice paid or a visit cancelled since it was written.
 */
import type { Database } from "@/server/db/client";
import { retryUnsent, type EmailRules, type RetryOptions, type RetryReport } from "@/server/email/outbox";
import type { MailTransport } from "@/server/email/transport";
import { emailNoLongerDue } from "./due";

/** The rules notify decides for the emails of `db`. */
export function emailRules(db: Database): EmailRules {
  return { noLongerDue: (row, now) => emailNoLongerDue(db, row, now) };
}

/** Sends again the due pending and failed emails that are still due (the retry job's part for emails). */
export function retryEmails(db: Database, transport: MailTransport, options: Omit<RetryOptions, "rules">): Promise<RetryReport> {
  return retryUnsent(db, transport, { ...options, rules: emailRules(db) });
}
