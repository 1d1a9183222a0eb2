/** /api/admin/sms/*: a thread with its consent, free text and "On my way", the settings, the counts, the inbox of customers' texts. */
import * as z from "zod/mini";
import { smsSettingsSchema } from "@/schemas/sms-settings";
import { adminTextSchema, onMyWaySchema } from "@/schemas/sms-admin";
import { textInboxPatchSchema, textInboxQuerySchema } from "@/schemas/text-inbox";
import { getDb } from "../../db/client";
import { loadSmsSettings, saveSmsSettings } from "../../db/settings/sms";
import { serverEnv } from "../../env";
import { NotFoundError, ValidationError } from "../../http/errors";
import { parseWith, route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { sendAdminText, sendOnMyWay, textStats, textThread } from "../../texts/admin-texts";
import { INBOX_TEXT_NOT_FOUND, listInbox, markInboxText } from "../../texts/inbox";
import { smsDefaults } from "../../sms/send";
import type { ConsentSubject } from "../../sms/consent";
import { queryOf, type AdminEndpoint } from "./types";

const threadQuery = z.object({ appointmentId: z.optional(z.uuid()), leadId: z.optional(z.uuid()) });

function subjectOf(value: { appointmentId?: string; leadId?: string }): ConsentSubject {
  if (value.appointmentId) return { appointmentId: value.appointmentId };
  if (value.leadId) return { leadId: value.leadId };
  throw new ValidationError("Name one appointment or one lead.", { appointmentId: ["Name one appointment or one lead"] });
}

/** GET ?appointmentId= or ?leadId=: the thread. */
export const smsThreadEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      return json(await textThread(getDb(), serverEnv(), subjectOf(parseWith(threadQuery, queryOf(url)))));
    },
  });

/** POST: a free-text message to a consenting customer: 201 when Twilio took it, 409 without consent or past the daily cap, 502 when Twilio refused it (kept and retried). */
export const smsSendEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    POST: withBody(adminTextSchema, async ({ body }) => {
      const row = await sendAdminText(getDb(), serverEnv(), subjectOf(body), body.body, admin.email, new Date());
      return json({ id: row.id, status: row.status }, { status: 201 });
    }),
  });

/** POST: "your estimator is on the way", with an ETA of 15, 30 or 45 minutes (answers as the free text does). */
export const smsOnMyWayEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    POST: withBody(onMyWaySchema, async ({ body }) => {
      const row = await sendOnMyWay(getDb(), serverEnv(), body.appointmentId, body.etaMinutes, admin.email, new Date());
      return json({ id: row.id, status: row.status }, { status: 201 });
    }),
  });

/** GET and PUT the text settings (on/off, morning-of reminder, quiet hours). */
export const smsSettingsEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      return json(await loadSmsSettings(getDb(), smsDefaults(serverEnv())));
    },
    PUT: withBody(smsSettingsSchema, async ({ body }) => {
      await saveSmsSettings(getDb(), body, admin.email);
      return json(body);
    }),
  });

/** GET: texts sent today and this month, and how many wait. */
export const smsStatsEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json(await textStats(getDb(), serverEnv(), new Date()));
    },
  });

/** GET ?show=waiting|all&after=&pageSize=: a keyset page of the texts customers sent, newest first. */
export const smsInboxEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      return json(await listInbox(getDb(), serverEnv(), parseWith(textInboxQuerySchema, queryOf(url))));
    },
  });

/** PATCH { answered }: marks a customer's text answered or waiting again; 404 for an id no customer's text has. */
export const smsInboxTextEndpoint: AdminEndpoint = ({ params }) =>
  route({
    PATCH: withBody(textInboxPatchSchema, async ({ body }) => {
      const id = /^\d{1,12}$/.test(params.id ?? "") ? Number(params.id) : null;
      if (id === null) throw new NotFoundError(INBOX_TEXT_NOT_FOUND);
      return json(await markInboxText(getDb(), id, body.answered, new Date()));
    }),
  });
