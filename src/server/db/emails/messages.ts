/**
 * What the email outbox (table email_outbox) holds: the shape every email takes between the
 * templates that write it, the outbox that stores it and the transport that sends it, and the
 * statement part that stores emails together with the change they announce.
 */
import { asc, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { emailOutbox, type EmailMessage } from "../schema";

/** One email, ready to send. */
export interface OutgoingEmail {
  /** One address, or several separated by commas. */
  to: string;
  /** A single line; templates never let a newline from a visitor into it. */
  subject: string;
  /** The plain-text body, complete on its own. */
  text: string;
  /** The HTML body, every visitor-supplied value escaped. */
  html: string;
  /** An iCalendar invitation or cancellation, sent as `invite.ics` with its own METHOD. */
  ics?: string;
  /** Where a reply goes (the Reply-To header): the office for a customer's email, the customer for the admins' notices. */
  replyTo?: string;
  /** Files to attach (a signed contract's PDF). */
  attachments?: EmailAttachment[];
}

/** A file attached to an email, its bytes in base64 so the outbox row (jsonb) can hold it. */
export interface EmailAttachment {
  /** What the customer's mail app shows, e.g. "contract.pdf". */
  filename: string;
  /** e.g. "application/pdf". */
  contentType: string;
  base64: string;
}

/** The attachments a stored row holds (its jsonb column), or none. */
export function attachmentsOf(stored: unknown): EmailAttachment[] {
  return Array.isArray(stored) ? (stored as EmailAttachment[]) : [];
}

/** An email and what it is about (its outbox kind, e.g. "appointment-confirmation"). */
export interface QueuedEmail {
  kind: string;
  message: OutgoingEmail;
}

/**
 * The part of a statement that stores `emails` about the row its `source` CTE returns (that
 * row's `id` becomes their related id), so a change and the emails that announce it are
 * written together or not at all: a booking never stands without its confirmation. Use it as
 * a data-modifying CTE, `with changed as (...), mail as (${storeEmailsAbout("changed", emails, now)})`;
 * it returns the stored rows' ids. Nothing is stored when `source` returns no row.
 */
export function storeEmailsAbout(source: string, emails: readonly QueuedEmail[], now: Date): SQL {
  const at = now.toISOString();
  // One jsonb parameter however many emails: the statement's text stays the same.
  const rows = emails.map(({ kind, message }) => ({
    kind,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ics: message.ics ?? null,
    attachments: message.attachments ?? null,
    reply_to: message.replyTo ?? null,
  }));
  const from = sql.raw(`"${source.replace(/"/g, "")}"`);
  return sql`
    insert into ${emailOutbox} (kind, related_id, "to", subject, text, html, ics, attachments, reply_to, status, created_at, updated_at)
    select m.kind, ${from}.id, m."to", m.subject, m.text, m.html, m.ics, m.attachments, m.reply_to, 'pending', ${at}, ${at}
    from ${from} cross join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(kind text, "to" text, subject text, text text, html text, ics text, attachments jsonb, reply_to text)
    returning id`;
}

/** The stored emails with these ids (as a statement with `storeEmailsAbout` returned them), for `deliver`. */
export async function emailsById(db: Database, ids: readonly (number | string)[]): Promise<EmailMessage[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, ids.map(Number)))
    .orderBy(asc(emailOutbox.id));
}
