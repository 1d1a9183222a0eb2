/**
 * A notice: everything the business tells people about one event (a visit booked, moved or
 * cancelled, a lead received, a reminder due), decided in this folder and nowhere else.
 *
 * Its emails are stored by the statement that makes the change (`storeEmailsAbout` in
 * src/server/db/emails/messages.ts), so the change and its emails stand or fall together; once that
 * statement has run, `deliverNotice` sends them and writes the texts. Texts go only to a number
 * that consented with this visit or lead, in the language of that consent.
 */
import { toLocale, type Locale } from "@/i18n/locales";
import { smsCopy, type SmsCopy } from "@/i18n/sms";
import type { Database } from "@/server/db/client";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import type { EmailMessage } from "@/server/db/schema";
import type { QueuedEmail } from "@/server/db/emails/messages";
import { deliver, type DeliveryReport } from "@/server/email/outbox";
import { createTransport, type MailTransport } from "@/server/email/transport";
import type { ServerEnv } from "@/server/env";
import { describeError } from "@/server/log-safe";
import type { MintedLink } from "@/server/private-links/tokens";
import { consentFor, recordConsent, type ConsentSubject } from "@/server/sms/consent";
import { loadTextSettings, quietUntil, smsBody } from "@/server/sms/send";
import { createSmsTransport, type SmsTransport } from "@/server/sms/transport";
import { announceReachedCeilings } from "./ceilings";
import { sendTexts } from "./texts";

/** A text about a visit or lead, written when it is sent, to the number that consented with it. */
export interface NoticeText {
  /** The outbox kind (TEXT_KINDS in ./kinds.ts). */
  kind: string;
  /** The visit or lead whose consent it follows. */
  subject: ConsentSubject;
  /** The job it is about, when it is about one (its consent is still the visit's or lead's). */
  jobId?: string;
  /** The consent given with this booking or lead, stored first (the box was ticked just now), with the address the form came from. */
  consent?: { phone: string; locale: Locale; clientAddress: string | null };
  /** The words, in the consent's language, for a text that goes out at `at` (after the quiet hours). */
  write: (copy: SmsCopy, locale: Locale, at: Date) => string;
}

export interface Notice {
  /** Emails to store with the change (see the folder's comment). */
  emails: QueuedEmail[];
  /** Texts to write once the change is stored. */
  texts: NoticeText[];
  /** The manage link these emails and texts carry, when the notice mints one: stored with the change. */
  link?: MintedLink;
  /** The fresh link to the customer's own page the customer's email carries: stored (its hash) by the statement that stores the emails. */
  customerLink?: CustomerLinkRow;
}

/** A notice that tells nobody anything (a bot's booking, a change the customer already knows of). */
export const SILENT: Notice = { emails: [], texts: [] };

export interface DeliveryOptions {
  now: Date;
  /** Default: `createTransport(env)`. */
  transport?: MailTransport;
  /** Default: `createSmsTransport(env)`. */
  smsTransport?: SmsTransport;
}

/**
 * Sends a notice whose emails `stored` are (the rows the change's statement wrote), then its
 * texts, and answers how the emails went. Never throws: the change is stored, and what fails
 * now waits in the outboxes for the retry job.
 */
export async function deliverNotice(
  db: Database,
  env: ServerEnv,
  notice: Notice,
  stored: readonly EmailMessage[],
  { now, transport, smsTransport }: DeliveryOptions,
): Promise<DeliveryReport> {
  const report = await deliverEmails(db, stored, { now, transport: transport ?? createTransport(env) });
  for (const text of notice.texts) {
    try {
      await sendNoticeText(db, env, text, smsTransport ?? createSmsTransport(env), now);
    } catch (error) {
      console.error(`Text "${text.kind}" not written: ${describeError(error)}`);
    }
  }
  // A text may have been the first past the site's ceiling of texts, which the outbox records and
  // cannot tell anyone of itself.
  if (notice.texts.length > 0) await announceReachedCeilings(db, env, now);
  return report;
}

/** Sends stored emails once now and answers how it went; never throws (what fails stays in the outbox for the retry job). */
export async function deliverEmails(
  db: Database,
  stored: readonly EmailMessage[],
  { now, transport }: { now: Date; transport: MailTransport },
): Promise<DeliveryReport> {
  if (stored.length === 0) return { sent: 0, failed: 0 };
  try {
    return await deliver(db, transport, stored, now);
  } catch (error) {
    console.error(`Emails stored but not sent; the retry job will try again: ${describeError(error)}`);
    return { sent: 0, failed: stored.length };
  }
}

/**
 * Writes and sends one text when texts are configured and on and this visit or lead carries
 * consent; automated, so it waits past the quiet hours. A consent ticked while texting was not
 * configured was never given to a disclosure we showed (the form hides the box then): it is not stored.
 */
async function sendNoticeText(db: Database, env: ServerEnv, text: NoticeText, transport: SmsTransport, now: Date): Promise<void> {
  if (transport.kind === "none") return;
  if (text.consent) await recordConsent(db, text.subject, text.consent.phone, text.consent.locale, now, text.consent.clientAddress);
  const settings = await loadTextSettings(db, env);
  if (!settings.enabled) return;
  const consent = await consentFor(db, text.subject);
  if (!consent) return;
  const locale = toLocale(consent.locale);
  const notBefore = quietUntil(now, settings);
  const body = smsBody(text.write(smsCopy[locale], locale, notBefore ?? now));
  await sendTexts(
    db,
    env,
    transport,
    [{ kind: text.kind, phone: consent.phone, body, ...text.subject, jobId: text.jobId ?? null, notBefore }],
    now,
    settings,
  );
}
