/**
 * The automated texts that follow a booking, a move, a cancellation or a contact-form lead,
 * one call each: check that texts are configured and on, that this visit or lead carries
 * consent, write the text in the customer's language, store it in the SMS outbox (deferred
 * past the quiet hours) and send it once. Opt-outs and the daily cap are judged when sending
 * (./outbox.ts). Nothing here throws: what it follows is already stored and must stand.
 */
import { inArray } from "drizzle-orm";
import { business } from "@/config/business";
import { openingState } from "@/core/business-hours";
import { foldToGsm7 } from "@/core/gsm7";
import { nextSendableAt } from "@/core/quiet-hours";
import { formatDay, formatSlot } from "@/i18n/dates";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { toLocale, type Locale } from "@/i18n/locales";
import { smsCopy, type VisitFacts } from "@/i18n/sms";
import { DEFAULT_SMS_SETTINGS, type SmsSettings } from "@/schemas/sms-settings";
import type { Database } from "@/server/db/client";
import { smsMessages, type Appointment, type Lead } from "@/server/db/schema";
import { loadSmsSettings } from "@/server/db/sms-settings";
import { siteOrigin, type ServerEnv } from "@/server/env";
import { describeError } from "@/server/log-safe";
import { manageUrl, mintManageLink } from "@/server/booking/manage-links";
import { consentFor, recordConsent, type ConsentSubject } from "./consent";
import { TEXT_KINDS } from "./kinds";
import { deliverTexts, queueTexts, type NewText, type TextDelivery } from "./outbox";
import { createSmsTransport, type SmsTransport } from "./transport";

export interface TextOptions {
  /** The current instant (default: the clock, read once here at the edge). */
  now?: Date;
  /** Default: `createSmsTransport(env)`. */
  transport?: SmsTransport;
}

/** Where Twilio reports each text's delivery. */
export function statusCallbackUrl(env: ServerEnv): string {
  return `${siteOrigin(env)}/api/sms/status`;
}

/** A text body as sent: Spanish accents folded to GSM-7, so a text keeps 160 characters a segment. */
export function smsBody(text: string): string {
  return foldToGsm7(text);
}

/** The facts a visit's texts name, in `locale`. */
export function visitFacts(appointment: Pick<Appointment, "appointmentDate" | "appointmentTime">, locale: Locale, link = ""): VisitFacts {
  return { brand: business.brand, day: formatDay(appointment.appointmentDate, locale), time: formatSlot(appointment.appointmentTime, locale), link };
}

/**
 * After a new booking: stores its consent when the box was ticked, then texts the
 * confirmation (date, time, manage link). Spam never reaches this (it calls no onBooked).
 * The box is shown only while Twilio is configured (/api/form-token says so), so a consent
 * sent while it is not was never given to a disclosure we showed: it is not stored.
 */
export async function sendBookingText(db: Database, env: ServerEnv, appointment: Appointment, { smsConsent, manageUrl: link }: { smsConsent: boolean; manageUrl: string }, options: TextOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  await guarded("booking", async () => {
    if (!smsConsent || (options.transport ?? createSmsTransport(env)).kind === "none") return;
    await recordConsent(db, { appointmentId: appointment.id }, appointment.phone, toLocale(appointment.locale), now);
    await textAbout(db, env, { appointmentId: appointment.id }, TEXT_KINDS.confirmation, (copy, locale) => copy.confirmation(visitFacts(appointment, locale, link)), { ...options, now });
  });
}

/** After a move: the new date and time with a fresh manage link (minted only for a visit that has consent). */
export async function sendMovedText(db: Database, env: ServerEnv, appointment: Appointment, siteUrl: string, options: TextOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  await guarded("moved", async () => {
    if (!(await consentFor(db, { appointmentId: appointment.id }))) return;
    const token = await mintManageLink(db, appointment.id, now);
    const link = manageUrl(siteUrl, token, toLocale(appointment.locale));
    await textAbout(db, env, { appointmentId: appointment.id }, TEXT_KINDS.moved, (copy, locale) => copy.moved(visitFacts(appointment, locale, link)), { ...options, now });
  });
}

/** After a cancellation. */
export async function sendCancelledText(db: Database, env: ServerEnv, appointment: Appointment, options: TextOptions = {}): Promise<void> {
  await guarded("cancelled", () => textAbout(db, env, { appointmentId: appointment.id }, TEXT_KINDS.cancelled, (copy, locale) => copy.cancelled(visitFacts(appointment, locale)), options));
}

/**
 * After a new contact-form lead with the box ticked (and shown: see sendBookingText): stores
 * the consent and texts back at once. During business hours "we'll call you shortly";
 * outside them, when we will call, worded for the moment the text goes out (8 AM after a
 * form sent at 9 PM says "today", not "tomorrow").
 */
export async function sendLeadText(db: Database, env: ServerEnv, lead: Lead, smsConsent: boolean, options: TextOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  await guarded("lead", async () => {
    if (!smsConsent || (options.transport ?? createSmsTransport(env)).kind === "none") return;
    await recordConsent(db, { leadId: lead.id }, lead.phone, toLocale(lead.locale), now);
    await textAbout(db, env, { leadId: lead.id }, TEXT_KINDS.leadTextBack, (copy, locale, at) => leadTextBack(copy, locale, at), { ...options, now });
  });
}

/**
 * With a review request the job just wrote (src/server/review-requests/): the same Google link
 * by text, when this visit carries consent. The job's claim already makes it once a year.
 */
export async function sendReviewRequestText(db: Database, env: ServerEnv, appointment: Appointment, reviewUrl: string, options: TextOptions = {}): Promise<void> {
  await guarded("review request", () => textAbout(db, env, { appointmentId: appointment.id }, TEXT_KINDS.reviewRequest, (copy) => copy.reviewRequest(business.brand, reviewUrl), options));
}

function leadTextBack(copy: (typeof smsCopy)[Locale], locale: Locale, now: Date): string {
  const state = openingState(business.hours, now);
  if (state.open || !state.day) return copy.leadOpen(business.brand);
  const today = phoenixDate(now);
  const tomorrow = addDays(today, 1);
  const day = state.day === today ? copy.today : state.day === tomorrow ? copy.tomorrow : formatDay(state.day, locale).split(",")[0]!;
  return copy.leadClosed(business.brand, copy.nextOpening(day, formatSlot(to12h(state.opens), locale)));
}

function to12h(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * Texts the number that consented with `subject`, when texts are configured and on, in the
 * language of the consent; automated, so it waits past the quiet hours.
 */
async function textAbout(db: Database, env: ServerEnv, subject: ConsentSubject, kind: string, write: (copy: (typeof smsCopy)[Locale], locale: Locale, at: Date) => string, options: TextOptions): Promise<void> {
  const transport = options.transport ?? createSmsTransport(env);
  if (transport.kind === "none") return;
  const settings = await loadSmsSettings(db, smsDefaults(env));
  if (!settings.enabled) return;
  const consent = await consentFor(db, subject);
  if (!consent) return;
  const now = options.now ?? new Date();
  const locale = toLocale(consent.locale);
  const notBefore = quietUntil(now, settings);
  const text: NewText = { kind, phone: consent.phone, body: smsBody(write(smsCopy[locale], locale, notBefore ?? now)), ...subject, notBefore };
  await sendNow(db, env, transport, [text], now, settings);
}

/** The text settings before an admin saves any: the defaults, with the environment's quiet hours. */
export function smsDefaults(env: Pick<ServerEnv, "SMS_QUIET_START_HOUR" | "SMS_QUIET_END_HOUR">): SmsSettings {
  return { ...DEFAULT_SMS_SETTINGS, quietStartHour: env.SMS_QUIET_START_HOUR, quietEndHour: env.SMS_QUIET_END_HOUR };
}

/** The instant an automated text written `now` may go: now, or the end of the quiet hours. */
export function quietUntil(now: Date, settings: SmsSettings): Date | null {
  const at = nextSendableAt(now, { startHour: settings.quietStartHour, endHour: settings.quietEndHour });
  return at.getTime() === now.getTime() ? null : at;
}

/** How texts go out now: the daily cap and the status callback from the environment, the quiet hours from the text settings. */
export async function textDelivery(db: Database, env: ServerEnv, now: Date, settings?: SmsSettings): Promise<TextDelivery> {
  const { quietStartHour, quietEndHour } = settings ?? (await loadSmsSettings(db, smsDefaults(env)));
  return { now, perDayMax: env.SMS_PER_NUMBER_PER_DAY, statusCallback: statusCallbackUrl(env), quietHours: { startHour: quietStartHour, endHour: quietEndHour } };
}

/** Stores the texts, sends the due ones once now, and returns the rows as that left them (sent, failed, skipped or held). */
export async function sendNow(db: Database, env: ServerEnv, transport: SmsTransport, texts: readonly NewText[], now: Date, settings?: SmsSettings) {
  const rows = await queueTexts(db, texts, now);
  if (rows.length === 0) return rows;
  await deliverTexts(db, transport, rows, await textDelivery(db, env, now, settings));
  const ids = rows.map((row) => row.id);
  const after = await db.select().from(smsMessages).where(inArray(smsMessages.id, ids));
  return ids.map((id) => after.find((row) => row.id === id)!);
}

async function guarded(what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Text after ${what} not written: ${describeError(error)}`);
  }
}
