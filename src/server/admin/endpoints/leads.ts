/** /api/admin/leads, /api/admin/leads.csv and /api/admin/leads/:id. */
import { leadListQuerySchema, leadPatchSchema } from "@/schemas/admin/leads";
import { getDb } from "../../db/client";
import { parseWith, route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { exportFilename, leadsCsvStream } from "../csv-exports";
import { consentTimes } from "../../sms/consent";
import { csvResponse } from "../csv-response";
import { requireRowId } from "../../http/ids";
import { exportLeads, listLeads } from "../lead-list";
import { LEAD_NOT_FOUND, patchLead } from "../patch-lead";
import { queryOf, type AdminEndpoint } from "./types";
import { getLeadDetail, withPhotoCounts } from "../photos";
import { countPhotosOf } from "../../db/photos/photos";
import { withTextSummaries } from "../../sms/summaries";
import { serverEnv } from "../../env";

/** GET: one page of the filtered leads, each with its photo count and text summary (one query each for the page). */
export const leadsEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const db = getDb();
      const page = await withPhotoCounts(db, "lead", await listLeads(db, parseWith(leadListQuerySchema, queryOf(url))));
      return json(await withTextSummaries(db, serverEnv(), "lead", page));
    },
  });

/** GET: every lead matching the filters (paging ignored) as a CSV download, streamed in batches. */
export const leadsCsvEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const db = getDb();
      const batches = exportLeads(db, parseWith(leadListQuerySchema, queryOf(url)));
      const read = { consents: (ids: string[]) => consentTimes(db, ids, "lead"), photos: (ids: string[]) => countPhotosOf(db, "lead", ids) };
      return csvResponse(exportFilename("leads", new Date()), leadsCsvStream(batches, read));
    },
  });

/** GET: the lead with its photos. PATCH: change a lead's status or notes. */
export const leadEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async GET() {
      return json(await getLeadDetail(getDb(), requireRowId(params.id, LEAD_NOT_FOUND)));
    },
    PATCH: withBody(leadPatchSchema, async ({ body }) => {
      return json(await patchLead(getDb(), requireRowId(params.id, LEAD_NOT_FOUND), body, new Date()));
    }),
  });
