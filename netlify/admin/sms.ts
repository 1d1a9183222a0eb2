/** The admin's texts: a thread with its consent, free text and "On my way", the settings, the counts, the inbox of customers' texts. */
import {
  adminOnMyWay,
  adminTextInbox,
  adminTextInboxText,
  adminTextSend,
  adminTextSettings,
  adminTextStats,
  adminTextThread,
} from "@/schemas/routes/admin";
import * as z from "zod/mini";
import { smsSettingsSchema } from "@/schemas/sms-settings";
import { adminTextSchema, onMyWaySchema } from "@/schemas/sms-admin";
import { textInboxPatchSchema, textInboxQuerySchema } from "@/schemas/text-inbox";
import { getDb } from "@/server/db/client";
import { loadSmsSettings, saveSmsSettings } from "@/server/db/settings/sms";
import { serverEnv } from "@/server/env";
import { NotFoundError, ValidationError } from "@/server/http/errors";
import { parseWith, queryOf, withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { sendAdminText, sendOnMyWay, textStats, textThread } from "@/server/texts/admin-texts";
import { INBOX_TEXT_NOT_FOUND, listInbox, markInboxText } from "@/server/texts/inbox";
import { smsDefaults } from "@/server/sms/send";
import type { ConsentSubject } from "@/server/sms/consent";
import type { SessionUser } from "@/server/auth/session";
import { requireVisitInReach } from "@/server/team/scope";
import { admins } from "./guard";

const threadQuery = z.object({ appointmentId: z.optional(z.uuid()), leadId: z.optional(z.uuid()) });

function subjectOf(value: { appointmentId?: string; leadId?: string }): ConsentSubject {
  if (value.appointmentId) return { appointmentId: value.appointmentId };
  if (value.leadId) return { leadId: value.leadId };
  throw new ValidationError("Name one appointment or one lead.", { appointmentId: ["Name one appointment or one lead"] });
}

const NO_VISIT = "There is no such visit.";

/** The subject, checked: a visit an estimator does not reach answers 404, as one that does not exist. */
async function subjectInReach(person: SessionUser, value: { appointmentId?: string; leadId?: string }): Promise<ConsentSubject> {
  const subject = subjectOf(value);
  if ("appointmentId" in subject) await requireVisitInReach(getDb(), person, subject.appointmentId, NO_VISIT);
  return subject;
}

/** GET ?appointmentId= or ?leadId=: the thread. */
export const smsThreadEndpoint = admins.on(adminTextThread, {
  async GET({ url, guarded }) {
    return json(await textThread(getDb(), serverEnv(), await subjectInReach(guarded, parseWith(threadQuery, queryOf(url)))));
  },
});

/** POST: a free-text message to a consenting customer: 201 when Twilio took it, 409 without consent or past the daily cap, 502 when Twilio refused it (kept and retried). */
export const smsSendEndpoint = admins.on(adminTextSend, {
  POST: withBody(adminTextSchema, async ({ body, guarded: admin }) => {
    const row = await sendAdminText(getDb(), serverEnv(), await subjectInReach(admin, body), body.body, admin.email, new Date());
    return json({ id: row.id, status: row.status }, { status: 201 });
  }),
});

/** POST: "your estimator is on the way", with an ETA of 15, 30 or 45 minutes (answers as the free text does). */
export const smsOnMyWayEndpoint = admins.on(adminOnMyWay, {
  POST: withBody(onMyWaySchema, async ({ body, guarded: admin }) => {
    await requireVisitInReach(getDb(), admin, body.appointmentId, NO_VISIT);
    const row = await sendOnMyWay(getDb(), serverEnv(), body.appointmentId, body.etaMinutes, admin.email, new Date());
    return json({ id: row.id, status: row.status }, { status: 201 });
  }),
});

/** GET and PUT the text settings (on/off, morning-of reminder, quiet hours). */
export const smsSettingsEndpoint = admins.on(adminTextSettings, {
  async GET() {
    return json(await loadSmsSettings(getDb(), smsDefaults(serverEnv())));
  },
  PUT: withBody(smsSettingsSchema, async ({ body, guarded: admin }) => {
    await saveSmsSettings(getDb(), body, admin.email);
    return json(body);
  }),
});

/** GET: texts sent today and this month, and how many wait. */
export const smsStatsEndpoint = admins.on(adminTextStats, {
  async GET() {
    return json(await textStats(getDb(), serverEnv(), new Date()));
  },
});

/** GET ?show=waiting|all&after=&pageSize=: a keyset page of the texts customers sent, newest first. */
export const smsInboxEndpoint = admins.on(adminTextInbox, {
  async GET({ url }) {
    return json(await listInbox(getDb(), serverEnv(), parseWith(textInboxQuerySchema, queryOf(url))));
  },
});

/** PATCH { answered }: marks a customer's text answered or waiting again; 404 for an id no customer's text has. */
export const smsInboxTextEndpoint = admins.on(adminTextInboxText, {
  PATCH: withBody(textInboxPatchSchema, async ({ body, params }) => {
    const id = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
    if (id === null) throw new NotFoundError(INBOX_TEXT_NOT_FOUND);
    return json(await markInboxText(getDb(), id, body.answered, new Date()));
  }),
});
