/**
 * A contact-form lead, from request to stored row: the bot check, then the per-person rules
 * (the same message twice within 10 minutes is one lead; more than 5 a day are refused),
 * then the lead stored with the admins' notice, forwarding, and a text-back. Nothing earlier is
 * ever changed by a refusal. Past the site-wide ceiling of leads an hour the lead is still
 * stored, without the admins' email (src/server/notify/leads.ts).
 */
import { LEAD_DUPLICATE_WINDOW_MS, LEAD_PERSON_WINDOW_MS, LEADS_PER_PERSON, leadCapMessage, windowStart } from "@/core/limits";
import { spamVerdict } from "@/core/server/spam";
import { channelOf } from "@/core/channel";
import { business } from "@/config/business";
import type { ParsedLeadRequest } from "@/schemas/lead";
import type { Database } from "../db/client";
import { insertLeadOnce, insertSpamLead, recordForward } from "../db/leads/leads";
import type { Lead, NewLead } from "../db/schema";
import { attachNewPhotos, countWaitingPhotos } from "../db/photos/photos";
import { deliverNotice } from "../notify/notice";
import { leadReceived } from "../notify/leads";
import { emailKey, phoneKey } from "@/core/server/person-key";
import { randomUUID } from "node:crypto";
import type { ServerEnv } from "../env";
import { TooManyRequestsError } from "../http/errors";
import { withinSiteCeiling } from "../abuse/site-ceilings";
import { forwardLead } from "./forward";

export interface LeadContext {
  db: Database;
  env: ServerEnv;
  now: Date;
  /** When the site's form opened (from its form token); null or undefined for other clients. */
  formOpenedAt?: Date | null;
  clientAddress?: string;
}

/** What happened: a new lead, the same one again (nothing new stored), or spam (stored flagged, silent). */
export type LeadSubmission = { lead: Lead; kind: "new" | "duplicate" | "spam" };

/**
 * Stores the lead once, with the admins' notice, then takes its photos, forwards it and sends
 * what the notice says; throws TooManyRequestsError for a person over the daily limit.
 */
export async function submitLead(
  request: ParsedLeadRequest,
  { db, env, now, formOpenedAt, clientAddress }: LeadContext,
): Promise<LeadSubmission> {
  const { website, formToken: _token, smsConsent, photoIds, ...fields } = request;
  const values = {
    ...fields,
    attribution: fields.attribution ?? null,
    channel: channelOf(fields.attribution),
    clientAddress: clientAddress ?? null,
    forwardStatus: env.LEADS_FORWARD_URL ? "pending" : "not-configured",
  };
  const verdict = spamVerdict({ honeypot: website, formOpenedAt }, now, env.FORM_MIN_FILL_SECONDS * 1000);
  if (verdict.spam) {
    console.warn(`Lead stored as spam: ${verdict.reason}`);
    return { lead: await insertSpamLead(db, values, verdict.reason), kind: "spam" };
  }
  const id = randomUUID();
  const pastSiteCeiling = !(await withinSiteCeiling(db, env, "leadsPerHour", now));
  const notice = leadReceived(
    prospectiveLead({ ...values, id }, now),
    { photoCount: await countWaitingPhotos(db, photoIds ?? []), smsConsent, pastSiteCeiling },
    env,
  );
  const outcome = await insertLeadOnce(
    db,
    { ...values, id },
    {
      now,
      duplicateSince: windowStart(now, LEAD_DUPLICATE_WINDOW_MS),
      personSince: windowStart(now, LEAD_PERSON_WINDOW_MS),
      maxPerPerson: LEADS_PER_PERSON,
    },
    notice.emails,
  );
  if ("overLimit" in outcome) throw new TooManyRequestsError(leadCapMessage(business.phone.shown, request.locale));
  if ("duplicateOf" in outcome) return { lead: outcome.duplicateOf, kind: "duplicate" };
  // Only a new lead takes photos: spam keeps none, and a repeat is the earlier lead.
  await attachNewPhotos(db, { leadId: id }, photoIds, now);
  if (env.LEADS_FORWARD_URL) {
    const result = await forwardLead(outcome.stored, env.LEADS_FORWARD_URL);
    await recordForward(db, id, result.ok ? "sent" : "failed", result.attempts);
  }
  await deliverNotice(db, env, notice, outcome.emails, { now });
  return { lead: outcome.stored, kind: "new" };
}

/** The lead as the statement will store it, for the notice written with it. */
function prospectiveLead(values: Omit<NewLead, "id"> & { id: string }, now: Date): Lead {
  return {
    ...values,
    projectDetails: values.projectDetails ?? "",
    source: values.source ?? "website",
    locale: values.locale ?? "en",
    status: "new",
    notes: "",
    forwardStatus: values.forwardStatus ?? "not-configured",
    forwardAttempts: 0,
    emailKey: emailKey(values.email),
    phoneKey: phoneKey(values.phone),
    spamReason: null,
    clientAddress: values.clientAddress ?? null,
    overLimit: false,
    attribution: values.attribution ?? null,
    channel: values.channel ?? "direct",
    requestedSlot: values.requestedSlot ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
