/**
 * A text a customer sent us, and what it asks for (src/core/server/sms-keywords.ts): C/YES/CONFIRM/SÍ
 * confirms their next visit, R sends its manage link, STOP opts the number out (one
 * confirmation, then nothing), START opts it back in, HELP answers with our name and phone.
 * Anything else is forwarded to the admins and filed in the visit's or lead's thread, with
 * one polite auto-reply a day, and waits in the admins' inbox until someone answers it. Each reply goes through the outbox (recorded, counted in the
 * daily cap). A number we would never text (foreign, premium: the numbers SMS pumping lives
 * on) gets no reply at all; what it sent is still stored and forwarded. Twilio retries a
 * webhook it thinks failed: the message's SID is stored unique, so a retried message does
 * nothing twice.
 */
import { business } from "@/config/business";
import { nanpDigits } from "@/core/nanp";
import { parseKeyword, type SmsKeyword } from "@/core/server/sms-keywords";
import { toLocale, type Locale } from "@/i18n/locales";
import { smsCopy } from "@/i18n/sms";
import { phoenixDate } from "@/core/phoenix-time";
import { nextVisitByPhone } from "@/server/db/appointments/person";
import { confirmIfPending } from "@/server/db/appointments/status";
import type { Database } from "@/server/db/client";
import type { Appointment } from "@/server/db/schema";
import { INBOUND_MESSAGE_KIND } from "@/server/db/sms/inbox";
import { insertInboundText, nameOfVisitOrLead } from "@/server/db/sms/messages";
import { setOptedOut, takeAutoReply } from "@/server/db/sms/numbers";
import type { ServerEnv } from "@/server/env";
import { privateLinks } from "@/server/private-links/documents";
import { addLink } from "@/server/private-links/store";
import { linkUrl } from "@/server/private-links/urls";
import { confirmedByText, textReceived } from "../notify/admin-notices";
import { visitFacts } from "../notify/visits";
import { textableNumber } from "../sms/assigned-number";
import { latestConsentOf } from "../sms/consent";
import { TEXT_KINDS } from "../notify/kinds";
import { sendTexts } from "../notify/texts";
import type { NewText } from "../sms/outbox";
import { smsBody } from "../sms/send";
import type { SmsTransport } from "../sms/transport";

/** Who made a change by text, in a visit's history. */
export const TEXT_REPLY_ACTOR = "customer (text reply)";

/** The fields of Twilio's messaging webhook this uses. */
export interface InboundText {
  From: string;
  Body: string;
  MessageSid: string;
}

/** A text that starts with a Spanish keyword is answered in Spanish (`\b` would not end a word after "í"). */
const SPANISH_WORDS = /^\s*[¡¿]?(s[ií]|confirmar|alto|ayuda)(?![\p{L}\p{N}])/iu;

/** Handles one inbound text; returns what it was taken for ("duplicate" for a retried webhook). */
export async function receiveText(
  db: Database,
  env: ServerEnv,
  transport: SmsTransport,
  text: InboundText,
  now: Date,
): Promise<SmsKeyword | "message" | "duplicate"> {
  const textable = textableNumber(text.From);
  const phone = textable ?? text.From;
  const consent = await latestConsentOf(db, phone);
  const visit = await nextVisitOf(db, phone, now);
  const keyword = parseKeyword(text.Body);
  const kind = keyword ?? INBOUND_MESSAGE_KIND;
  const stored = await insertInboundText(
    db,
    {
      kind,
      phone,
      body: text.Body.slice(0, 1600),
      providerSid: text.MessageSid || null,
      appointmentId: visit?.id ?? consent?.appointmentId ?? null,
      leadId: visit ? null : (consent?.leadId ?? null),
    },
    now,
  );
  if (!stored) return "duplicate";
  const locale: Locale = SPANISH_WORDS.test(text.Body) ? "es" : toLocale(consent?.locale ?? visit?.locale);
  const copy = smsCopy[locale];
  const reply = async (body: string, kind: string = TEXT_KINDS.reply) => {
    if (textable)
      await sendTexts(
        db,
        env,
        transport,
        [{ kind, phone: textable, body: smsBody(body), appointmentId: stored.appointmentId, leadId: stored.leadId } satisfies NewText],
        now,
      );
  };
  switch (keyword) {
    case "confirm":
      if (!visit) await reply(copy.nothingToConfirm(business.brand, business.phone.display));
      else {
        await confirmByText(db, env, visit, now);
        const facts = visitFacts(visit, locale);
        await reply(copy.confirmed(business.brand, facts.day, facts.time));
      }
      break;
    case "manage":
      if (!visit) await reply(copy.nothingToConfirm(business.brand, business.phone.display));
      else
        await reply(
          copy.manage(
            business.brand,
            linkUrl(privateLinks.visit, await addLink(db, privateLinks.visit, visit.id, now), toLocale(visit.locale), env),
          ),
        );
      break;
    case "stop":
      // One confirmation: a second STOP (or UNSUBSCRIBE after STOP) changes nothing and says nothing.
      if (await setOptedOut(db, phone, true, now)) await reply(copy.stopped(business.brand), TEXT_KINDS.optOutConfirmation);
      break;
    case "start":
      await setOptedOut(db, phone, false, now);
      await reply(copy.started(business.brand));
      break;
    case "help":
      await reply(copy.help(business.brand, business.phone.display));
      break;
    default:
      await forwardToAdmins(db, env, stored.appointmentId ?? stored.leadId, phone, text.Body, now);
      if (await takeAutoReply(db, phone, phoenixDate(now))) await reply(copy.autoReply(business.brand, business.phone.display));
      return "message";
  }
  return keyword;
}

/** The number's soonest visit that has not started: pending or confirmed, booked with this phone. */
async function nextVisitOf(db: Database, phone: string, now: Date): Promise<Appointment | null> {
  const digits = nanpDigits(phone);
  return digits ? nextVisitByPhone(db, digits, now) : null;
}

/** Marks a pending visit confirmed, with its history event, and tells the admins; an already confirmed one stays as it is. */
async function confirmByText(db: Database, env: ServerEnv, visit: Appointment, now: Date): Promise<void> {
  if (!(await confirmIfPending(db, visit.id, { actor: TEXT_REPLY_ACTOR, now }))) return;
  await confirmedByText(db, env, visit, now);
}

async function forwardToAdmins(
  db: Database,
  env: ServerEnv,
  relatedId: string | null,
  phone: string,
  body: string,
  now: Date,
): Promise<void> {
  const who = relatedId ? await nameOfVisitOrLead(db, relatedId) : null;
  await textReceived(db, env, { relatedId, who, phone, body }, now);
}
