/** /api/admin/quotes and its paths: writing, sending and reading quotes, their defaults and the pipeline. */
import { newQuoteSchema, quoteEditSchema, quoteListQuerySchema, quotePatchSchema, quoteSettingsSchema } from "@/schemas/quote";
import { getDb } from "../../db/client";
import { serverEnv } from "../../env";
import { parseWith, route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { requireRowId } from "../../http/ids";
import { paymentsConfigured } from "../../payments/stripe";
import { listQuotes, loadPipeline, quoteDetail, quotesOf, quoteSubject } from "../../quotes/admin-quotes";
import { revokeQuoteLinks, sendQuote } from "../../quotes/send-quote";
import { loadQuoteSettings, saveQuoteSettings } from "../../db/settings/quotes";
import { createQuote, editQuote, setFollowUp } from "../../quotes/write-quote";
import { queryOf, type AdminEndpoint } from "./types";

const NO_QUOTE = "There is no such quote.";

/** GET: a page of quotes (?status=&search=&after=&pageSize=), or a visit's or lead's (?appointmentId= / ?leadId=). POST: a new draft → 201. */
export const quotesEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET({ url }) {
      const db = getDb();
      const now = new Date();
      const appointmentId = url.searchParams.get("appointmentId");
      const leadId = url.searchParams.get("leadId");
      if (appointmentId) return json({ items: await quotesOf(db, { appointmentId: requireRowId(appointmentId, "There is no such visit.") }, now) });
      if (leadId) return json({ items: await quotesOf(db, { leadId: requireRowId(leadId, "There is no such lead.") }, now) });
      return json(await listQuotes(db, parseWith(quoteListQuerySchema, queryOf(url)), now));
    },
    POST: withBody(newQuoteSchema, async ({ body }) => {
      const db = getDb();
      return json(await createQuote(db, body, { admin: admin.email, settings: await loadQuoteSettings(db), now: new Date() }), { status: 201 });
    }),
  });

/** GET: the quote in full. PUT: edit it (a draft in place, a sent quote as a new revision). PATCH: the follow-up on or off. */
export const quoteEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    async GET() {
      return json(await quoteDetail(getDb(), serverEnv(), requireRowId(params.id, NO_QUOTE), new Date()));
    },
    PUT: withBody(quoteEditSchema, async ({ body }) => {
      const db = getDb();
      return json(await editQuote(db, requireRowId(params.id, NO_QUOTE), body, { admin: admin.email, settings: await loadQuoteSettings(db), now: new Date() }));
    }),
    PATCH: withBody(quotePatchSchema, async ({ body }) => {
      const db = getDb();
      const id = requireRowId(params.id, NO_QUOTE);
      const now = new Date();
      await setFollowUp(db, id, body.followUp, now);
      return json(await quoteDetail(db, serverEnv(), id, now));
    }),
  });

/** POST: send the quote to its customer (email, and a text with consent); answers the link sent. */
export const sendQuoteEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await sendQuote(getDb(), serverEnv(), requireRowId(params.id, NO_QUOTE), new Date()));
    },
  });

/** POST: retire every working link of an unsigned quote (one that reached someone else); answers how many. 409 once signed. */
export const revokeQuoteLinksEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await revokeQuoteLinks(getDb(), requireRowId(params.id, NO_QUOTE), new Date()));
    },
  });

/** GET ?appointmentId= | ?leadId=: who a new quote is for (name, language, visit, address), and whether one can be sent now. */
export const quoteSubjectEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const appointmentId = url.searchParams.get("appointmentId");
      const leadId = url.searchParams.get("leadId");
      const owner = appointmentId ? { appointmentId: requireRowId(appointmentId, "There is no such visit.") } : { leadId: requireRowId(leadId ?? "", "There is no such lead.") };
      return json(await quoteSubject(getDb(), serverEnv(), owner));
    },
  });

/** GET/PUT: the defaults of new quotes (deposit percent, tax rate, days open). */
export const quoteSettingsEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      return json(await loadQuoteSettings(getDb()));
    },
    PUT: withBody(quoteSettingsSchema, async ({ body }) => json(await saveQuoteSettings(getDb(), body, admin.email, new Date()))),
  });

/** GET: the dashboard's quote figures over 30 and 90 days, and whether payments are online. */
export const quotePipelineEndpoint: AdminEndpoint = () =>
  route({
    async GET() {
      return json({ windows: await loadPipeline(getDb(), new Date()), paymentsConfigured: paymentsConfigured(serverEnv()) });
    },
  });
