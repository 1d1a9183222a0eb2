/** /api/admin/sms/*: a thread with its consent, free text and "On my way", the settings, the counts. */
import * as z from "zod/mini";
import { smsSettingsSchema } from "@/schemas/sms-settings";
import { adminTextSchema, onMyWaySchema } from "@/schemas/sms-admin";
import { getDb } from "../../db/client";
import { loadSmsSettings, saveSmsSettings } from "../../db/settings/sms";
import { serverEnv } from "../../env";
import { ValidationError } from "../../http/errors";
import { parseWith, route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { sendAdminText, sendOnMyWay, textStats, textThread } from "../../texts/admin-texts";
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
