/**
 * A contact-form lead, from request to stored row: the bot check, then the per-person rules
 * (the same message twice within 10 minutes is one lead; more than 5 a day are refused),
 * then forwarding and the admins' notice. Nothing earlier is ever changed by a refusal.
 */
import { LEAD_DUPLICATE_WINDOW_MS, LEAD_PERSON_WINDOW_MS, LEADS_PER_PERSON, leadCapMessage, windowStart } from "@/core/limits";
import { spamVerdict } from "@/core/spam";
import { channelOf } from "@/core/channel";
import { business } from "@/config/business";
import type { ParsedLeadRequest } from "@/schemas/lead";
import type { Database } from "../db/client";
import { insertLeadOnce, insertSpamLead, recordForward } from "../db/leads";
import type { Lead } from "../db/schema";
import { sendLeadEmails } from "../email/send";
import type { ServerEnv } from "../env";
import { TooManyRequestsError } from "../http/errors";
import { forwardLead } from "./forward";
import { sendLeadText } from "../sms/send-texts";

export interface LeadContext {
  db: Database;
  env: ServerEnv;
  now: Date;
  /** When the site's form opened (from its form token); null or undefined for other clients. */
  formOpenedAt?: Date | null;
  clientAddress?: string;
  /** Called once for a new lead before its notice goes out (attaches its photos); must not throw. */
  onStored?: (lead: Lead) => Promise<{ photoCount: number }>;
}

/** What happened: a new lead, the same one again (nothing new stored), or spam (stored flagged, silent). */
export type LeadSubmission = { lead: Lead; kind: "new" | "duplicate" | "spam" };

/** Stores the lead once and notifies; throws TooManyRequestsError for a person over the daily limit. */
export async function submitLead(request: ParsedLeadRequest, { db, env, now, formOpenedAt, clientAddress, onStored }: LeadContext): Promise<LeadSubmission> {
  const { website, formToken: _token, smsConsent, photoIds: _photos, ...fields } = request;
  const values = { ...fields, attribution: fields.attribution ?? null, channel: channelOf(fields.attribution), clientAddress: clientAddress ?? null, forwardStatus: env.LEADS_FORWARD_URL ? "pending" : "not-configured" };
  const verdict = spamVerdict({ honeypot: website, formOpenedAt }, now, env.FORM_MIN_FILL_SECONDS * 1000);
  if (verdict.spam) {
    console.warn(`Lead stored as spam: ${verdict.reason}`);
    return { lead: await insertSpamLead(db, values, verdict.reason), kind: "spam" };
  }
  const outcome = await insertLeadOnce(db, values, {
    now,
    duplicateSince: windowStart(now, LEAD_DUPLICATE_WINDOW_MS),
    personSince: windowStart(now, LEAD_PERSON_WINDOW_MS),
    maxPerPerson: LEADS_PER_PERSON,
  });
  if ("overLimit" in outcome) throw new TooManyRequestsError(leadCapMessage(business.phone.display, request.locale));
  if ("duplicateOf" in outcome) return { lead: outcome.duplicateOf, kind: "duplicate" };
  const attached = await onStored?.(outcome.stored);
  await deliver(db, env, outcome.stored, attached?.photoCount ?? 0);
  // Within the minute: a lead answered at once is the likeliest to become a job.
  await sendLeadText(db, env, outcome.stored, smsConsent, { now });
  return { lead: outcome.stored, kind: "new" };
}

async function deliver(db: Database, env: ServerEnv, lead: Lead, photoCount: number): Promise<void> {
  if (env.LEADS_FORWARD_URL) {
    const result = await forwardLead(lead, env.LEADS_FORWARD_URL);
    await recordForward(db, lead.id, result.ok ? "sent" : "failed", result.attempts);
  }
  await sendLeadEmails(db, env, lead, { photoCount });
}
