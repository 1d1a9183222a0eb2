/** The admin's leads: `adminLeads`, `adminLeadsCsv` and `adminLead`. */
import { adminLead, adminLeads, adminLeadsCsv } from "@/schemas/routes/admin";
import { leadListQuerySchema, leadPatchSchema } from "@/schemas/admin/leads";
import { getDb } from "@/server/db/client";
import { parseWith, queryOf, withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { exportFilename, leadsCsvStream } from "@/server/admin/csv-exports";
import { consentTimes } from "@/server/sms/consent";
import { csvResponse } from "@/server/admin/csv-response";
import { requireRowId } from "@/server/http/ids";
import { exportLeads, listLeads } from "@/server/admin/lead-list";
import { LEAD_NOT_FOUND, patchLead } from "@/server/admin/patch-lead";
import { admins } from "./guard";
import { getLeadDetail, withPhotoCounts } from "@/server/admin/photos";
import { countPhotosOf } from "@/server/db/photos/photos";
import { withTextSummaries } from "@/server/sms/summaries";
import { serverEnv } from "@/server/env";

/** GET: one page of the filtered leads, each with its photo count and text summary (one query each for the page). */
export const leadsEndpoint = admins.on(adminLeads, {
  async GET({ url }) {
    const db = getDb();
    const page = await withPhotoCounts(db, "lead", await listLeads(db, parseWith(leadListQuerySchema, queryOf(url))));
    return json(await withTextSummaries(db, serverEnv(), "lead", page));
  },
});

/** GET: every lead matching the filters (paging ignored) as a CSV download, streamed in batches. */
export const leadsCsvEndpoint = admins.on(adminLeadsCsv, {
  async GET({ url }) {
    const db = getDb();
    const batches = exportLeads(db, parseWith(leadListQuerySchema, queryOf(url)));
    const read = { consents: (ids: string[]) => consentTimes(db, ids, "lead"), photos: (ids: string[]) => countPhotosOf(db, "lead", ids) };
    return csvResponse(exportFilename("leads", new Date()), leadsCsvStream(batches, read));
  },
});

/** GET: the lead with its photos. PATCH: change a lead's status or notes. */
export const leadEndpoint = admins.on(adminLead, {
  async GET({ params }) {
    return json(await getLeadDetail(getDb(), requireRowId(params.id, LEAD_NOT_FOUND)));
  },
  PATCH: withBody(leadPatchSchema, async ({ body, params }) => {
    return json(await patchLead(getDb(), requireRowId(params.id, LEAD_NOT_FOUND), body, new Date()));
  }),
});
