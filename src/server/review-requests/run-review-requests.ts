/**
 * The review request job: find jobs the office marked completed in the last two weeks (and,
 * when the admins ask after estimates too, visits marked completed) whose customer was not asked
 * within a year (and never opted out), and, from 9:00 AM of the next working day (Phoenix), write
 * each request once (claimJobReviewRequest, claimReviewRequest) and send it: a homeowner reviews
 * the new windows, not the free estimate. Used by the scheduled function and by
 * `npm run review-requests`. Nothing is sent while the admins have switched requests off, or
 * while GOOGLE_PLACE_ID is unset (there is no link to send).
 */
import {
  REVIEW_REQUEST_INTERVAL_DAYS,
  REVIEW_REQUEST_LOOKBACK_DAYS,
  reviewRequestDueAt,
  reviewRequestsState,
  type ReviewRequestsState,
} from "@/core/review-requests";
import { toLocale } from "@/i18n/locales";
import { reviewOptOut } from "@/schemas/routes/reviews";
import { routeUrl } from "@/schemas/routes/route";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import { mintLink } from "@/server/private-links/tokens";
import type { Database } from "@/server/db/client";
import { claimJobReviewRequest, claimReviewRequest, listCompletedJobs, listCompletedVisits } from "@/server/db/review-requests/requests";
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { EmailMessage } from "@/server/db/schema";
import type { ConsentSubject } from "@/server/sms/consent";
import { loadCalendarSettings } from "@/server/db/settings/calendar";
import type { MailTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";
import { deliverEmails, deliverNotice } from "@/server/notify/notice";
import { reviewRequested } from "@/server/notify/review-requests";
import type { SmsTransport } from "@/server/sms/transport";

export interface ReviewRequestJobOptions {
  now: Date;
  transport: MailTransport;
  /** Origin of the opt-out links, e.g. https://www.windowsanddoorsnearme.com. */
  siteUrl: string;
  /** GOOGLE_PLACE_ID; unset, nothing is sent. */
  placeId: string | undefined;
  /** Also text the request to customers who agreed to texts (unset: email only). */
  texts?: { env: ServerEnv; transport?: SmsTransport };
}

/** What one run did. */
export interface ReviewRequestReport {
  state: ReviewRequestsState;
  /** Requests written by this run (one another run wrote is not counted). */
  written: number;
  sent: number;
  failed: number;
}

const DAY_MS = 86_400_000;

/** Runs the job once. Throws only when the database cannot be read. */
export async function runReviewRequests(
  db: Database,
  { now, transport, siteUrl, placeId, texts }: ReviewRequestJobOptions,
): Promise<ReviewRequestReport> {
  const settings = await loadCalendarSettings(db);
  const state = reviewRequestsState(settings.reviewRequests, placeId);
  const report: ReviewRequestReport = { state: state.state, written: 0, sent: 0, failed: 0 };
  if (state.state !== "on" || !placeId) return report;
  const askedBefore = new Date(now.getTime() - REVIEW_REQUEST_INTERVAL_DAYS * DAY_MS);
  const since = new Date(now.getTime() - REVIEW_REQUEST_LOOKBACK_DAYS * DAY_MS);
  const ask = async (
    person: { email: string; firstName: string; locale: string },
    consent: ConsentSubject,
    claim: (optOutTokenHash: string, email: QueuedEmail, customerLink?: CustomerLinkRow) => Promise<EmailMessage[]>,
  ) => {
    const { token, tokenHash } = mintLink();
    const optOutUrl = `${siteUrl}${routeUrl(reviewOptOut, { params: { token }, query: { lang: toLocale(person.locale) } })}`;
    const notice = reviewRequested(person, consent, { placeId, optOutUrl, withText: texts !== undefined, siteUrl, now });
    const rows = await claim(tokenHash, notice.emails[0]!, notice.customerLink);
    report.written += rows.length;
    // Only the run that wrote the request (rows) sends it: the claim makes the text once too.
    const delivered =
      rows.length > 0 && texts
        ? await deliverNotice(db, texts.env, notice, rows, { now, transport, smsTransport: texts.transport })
        : await deliverEmails(db, rows, { now, transport });
    report.sent += delivered.sent;
    report.failed += delivered.failed;
  };
  for (const job of await listCompletedJobs(db, since, askedBefore)) {
    if (reviewRequestDueAt(job.completedAt, settings) > now) continue;
    const consent = job.appointmentId ? { appointmentId: job.appointmentId } : { leadId: job.leadId! };
    await ask(job, consent, (optOutTokenHash, email, customerLink) =>
      claimJobReviewRequest(db, { jobId: job.jobId, optOutTokenHash, email, customerLink, askedBefore, now }),
    );
  }
  if (!settings.reviewAfterEstimates) return report;
  for (const { appointment, completedAt } of await listCompletedVisits(db, since, askedBefore)) {
    if (reviewRequestDueAt(completedAt, settings) > now) continue;
    await ask(appointment, { appointmentId: appointment.id }, (optOutTokenHash, email, customerLink) =>
      claimReviewRequest(db, { appointmentId: appointment.id, optOutTokenHash, email, customerLink, askedBefore, now }),
    );
  }
  return report;
}
