/**
 * The reminders before a visit: an email, with a fresh manage link, and a text with the same
 * link when texts are on (the morning-of one only when the admins switched it on). The
 * reminder job stores both in the statement that claims the reminder once
 * (claimReminder in src/server/db/reminders/reminders.ts), then sends them here.
 */
import type { ReminderKind } from "@/core/server/reminders";
import { toLocale } from "@/i18n/locales";
import { smsCopy } from "@/i18n/sms";
import type { SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import type { QueuedEmail } from "@/server/db/emails/messages";
import type { CustomerLinkRow } from "@/server/db/jobs/customer-links";
import { freshPageLink } from "./customer-link";
import type { Appointment, EmailMessage, SmsMessage } from "@/server/db/schema";
import type { DeliveryReport } from "@/server/email/outbox";
import type { MailTransport } from "@/server/email/transport";
import { serverEnv, type ServerEnv } from "@/server/env";
import { describeError } from "@/server/log-safe";
import { privateLinks } from "@/server/private-links/documents";
import { mintLink, type MintedLink } from "@/server/private-links/tokens";
import { linkUrl } from "@/server/private-links/urls";
import { jobTextsWrittenAt, textsWrittenAt } from "@/server/db/sms/messages";
import { quietUntil, smsBody } from "@/server/sms/send";
import type { SmsTransport } from "@/server/sms/transport";
import { appointmentReminder } from "./emails/visit-templates";
import { EMAIL_KINDS, TEXT_KINDS } from "./kinds";
import { deliverEmails } from "./notice";
import { replyToOffice } from "./replies";
import { deliverTexts, textDelivery } from "./texts";
import { visitFacts } from "./visits";

/** What the reminder job needs to text: the settings in force and a way to send. */
export interface ReminderTexts {
  env: ServerEnv;
  transport: SmsTransport;
  settings: SmsSettings;
}

/** A reminder as its claim stores it: the link, the email, and the text for a visit that consented. */
export interface ReminderNotice {
  link: MintedLink;
  /** The fresh link to the customer's own page the email carries, stored with the claim. */
  customerLink: CustomerLinkRow;
  email: QueuedEmail;
  text?: { kind: string; body: string; notBefore: Date | null };
}

const TEXT_KIND: Record<ReminderKind, string> = { "day-before": TEXT_KINDS.reminderDayBefore, "morning-of": TEXT_KINDS.reminderMorningOf };

/** The reminder of `kind` for `visit`, written at `now`; with `texts`, its text too (when the settings say so). */
export function visitReminder(
  visit: Appointment,
  kind: ReminderKind,
  { now, siteUrl, texts }: { now: Date; siteUrl: string; texts?: ReminderTexts },
): ReminderNotice {
  const link = mintLink();
  const locale = toLocale(visit.locale);
  const url = linkUrl(privateLinks.visit, link.token, locale, { SITE_URL: siteUrl });
  const page = freshPageLink(visit.email, locale, { SITE_URL: siteUrl }, now);
  const email = {
    kind: EMAIL_KINDS.appointmentReminder,
    message: replyToOffice(appointmentReminder(visit, kind, { manageUrl: url, myUrl: page.url }), serverEnv()),
  };
  const settings = texts?.settings;
  if (!settings?.enabled || (kind === "morning-of" && !settings.morningReminder)) return { link, customerLink: page.row, email };
  const facts = visitFacts(visit, locale, url);
  const body = smsBody(kind === "day-before" ? smsCopy[locale].reminder(facts) : smsCopy[locale].morning(facts));
  return { link, customerLink: page.row, email, text: { kind: TEXT_KIND[kind], body, notBefore: quietUntil(now, settings) } };
}

/** Sends a claimed reminder: its stored email, and the text its claim wrote at `now`. Never throws. */
export async function deliverReminder(
  db: Database,
  stored: readonly EmailMessage[],
  {
    visitId,
    kind,
    now,
    transport,
    texts,
  }: { visitId: string; kind: ReminderKind; now: Date; transport: MailTransport; texts?: ReminderTexts },
): Promise<DeliveryReport> {
  return deliverClaimed(db, stored, () => textsWrittenAt(db, visitId, TEXT_KIND[kind], now), { now, transport, texts });
}

/** Sends a claimed install reminder: its stored email, and the text its claim wrote at `now`. Never throws. */
export async function deliverInstallReminder(
  db: Database,
  stored: readonly EmailMessage[],
  { jobId, now, transport, texts }: { jobId: string; now: Date; transport: MailTransport; texts?: ReminderTexts },
): Promise<DeliveryReport> {
  return deliverClaimed(db, stored, () => jobTextsWrittenAt(db, jobId, TEXT_KINDS.installReminder, now), { now, transport, texts });
}

/** Sends the stored emails of a claim, then the texts `written` reads (the claim wrote them); only for a claim that wrote (stored emails). */
async function deliverClaimed(
  db: Database,
  stored: readonly EmailMessage[],
  written: () => Promise<SmsMessage[]>,
  { now, transport, texts }: { now: Date; transport: MailTransport; texts?: ReminderTexts },
): Promise<DeliveryReport> {
  const report = await deliverEmails(db, stored, { now, transport });
  if (texts && stored.length) {
    try {
      await deliverTexts(db, texts.transport, await written(), await textDelivery(db, texts.env, now, texts.settings));
    } catch (error) {
      console.error(`Reminder text not sent; the retry job will try again: ${describeError(error)}`);
    }
  }
  return report;
}
