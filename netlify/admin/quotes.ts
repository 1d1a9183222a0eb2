/** `adminQuotes` and the paths of one quote: writing, sending and reading quotes, their defaults and the pipeline. */
import {
  adminQuote,
  adminQuoteBook,
  adminQuotePipeline,
  adminQuotePreview,
  adminQuoteRevokeLinks,
  adminQuoteSend,
  adminQuoteSettings,
  adminQuoteSubject,
  adminQuotes,
} from "@/schemas/routes/admin";
import { newQuoteSchema, quoteEditSchema, quoteListQuerySchema, quotePatchSchema, quoteSettingsSchema } from "@/schemas/quote";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { parseWith, queryOf, withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { paymentsConfigured } from "@/server/payments/stripe";
import { listQuotes, loadPipeline, quoteDetail, quotesOf, quoteSubject } from "@/server/quotes/admin-quotes";
import { revokeQuoteLinks, sendQuote } from "@/server/quotes/send-quote";
import { loadQuoteSettings, saveQuoteSettings } from "@/server/db/settings/quotes";
import { quoteBookView } from "@/server/quotes/from-openings";
import { createQuote, editQuote, previewQuote, setFollowUp } from "@/server/quotes/write-quote";
import type { SessionUser } from "@/server/auth/session";
import { estimatorScope, requireQuoteInReach, requireVisitInReach } from "@/server/team/scope";
import { admins } from "./guard";

const NO_QUOTE = "There is no such quote.";
const NO_VISIT = "There is no such visit.";

/** The quote of the path, checked: 404 when there is none, or when an estimator does not reach it. */
async function quoteInReach(person: SessionUser, param: string | undefined): Promise<string> {
  const id = requireRowId(param, NO_QUOTE);
  await requireQuoteInReach(getDb(), person, id, NO_QUOTE);
  return id;
}

/** GET: a page of quotes (?status=&search=&after=&pageSize=), or a visit's or lead's (?appointmentId= / ?leadId=). POST: a new draft → 201. */
export const quotesEndpoint = admins.on(adminQuotes, {
  async GET({ url, guarded }) {
    const db = getDb();
    const now = new Date();
    const reach = estimatorScope(guarded);
    const appointmentId = url.searchParams.get("appointmentId");
    const leadId = url.searchParams.get("leadId");
    if (appointmentId) return json({ items: await quotesOf(db, { appointmentId: requireRowId(appointmentId, NO_VISIT) }, now, reach) });
    if (leadId) return json({ items: await quotesOf(db, { leadId: requireRowId(leadId, "There is no such lead.") }, now, reach) });
    return json(await listQuotes(db, parseWith(quoteListQuerySchema, queryOf(url)), now, reach));
  },
  POST: withBody(newQuoteSchema, async ({ body, guarded: admin }) => {
    const db = getDb();
    if (body.appointmentId) await requireVisitInReach(db, admin, body.appointmentId, NO_VISIT);
    return json(await createQuote(db, body, { admin, settings: await loadQuoteSettings(db), now: new Date() }), {
      status: 201,
    });
  }),
});

/** GET: the quote in full. PUT: edit it (a draft in place, a sent quote as a new revision). PATCH: the follow-up on or off. */
export const quoteEndpoint = admins.on(adminQuote, {
  async GET({ guarded, params }) {
    return json(await quoteDetail(getDb(), serverEnv(), await quoteInReach(guarded, params.id), new Date()));
  },
  PUT: withBody(quoteEditSchema, async ({ body, guarded: admin, params }) => {
    const db = getDb();
    return json(
      await editQuote(db, await quoteInReach(admin, params.id), body, {
        admin,
        settings: await loadQuoteSettings(db),
        now: new Date(),
      }),
    );
  }),
  PATCH: withBody(quotePatchSchema, async ({ body, guarded, params }) => {
    const db = getDb();
    const id = await quoteInReach(guarded, params.id);
    const now = new Date();
    await setFollowUp(db, id, body.followUp, now);
    return json(await quoteDetail(db, serverEnv(), id, now));
  }),
});

/** POST: send the quote to its customer (email, and a text with consent); answers the link sent. */
export const sendQuoteEndpoint = admins.on(adminQuoteSend, {
  async POST({ guarded, params }) {
    return json(await sendQuote(getDb(), serverEnv(), await quoteInReach(guarded, params.id), new Date()));
  },
});

/** POST: retire every working link of an unsigned quote (one that reached someone else); answers how many. 409 once signed. */
export const revokeQuoteLinksEndpoint = admins.on(adminQuoteRevokeLinks, {
  async POST({ guarded, params }) {
    return json(await revokeQuoteLinks(getDb(), await quoteInReach(guarded, params.id), new Date()));
  },
});

/** GET ?appointmentId= | ?leadId=: who a new quote is for (name, language, visit, address), and whether one can be sent now. */
export const quoteSubjectEndpoint = admins.on(adminQuoteSubject, {
  async GET({ url, guarded }) {
    const appointmentId = url.searchParams.get("appointmentId");
    const leadId = url.searchParams.get("leadId");
    if (!appointmentId)
      return json(await quoteSubject(getDb(), serverEnv(), { leadId: requireRowId(leadId ?? "", "There is no such lead.") }));
    const visit = requireRowId(appointmentId, NO_VISIT);
    await requireVisitInReach(getDb(), guarded, visit, NO_VISIT);
    return json(await quoteSubject(getDb(), serverEnv(), { appointmentId: visit }));
  },
});

/** GET/PUT: the defaults of new quotes (deposit percent, days open). */
export const quoteSettingsEndpoint = admins.on(adminQuoteSettings, {
  async GET() {
    return json(await loadQuoteSettings(getDb()));
  },
  PUT: withBody(quoteSettingsSchema, async ({ body, guarded: admin }) =>
    json(await saveQuoteSettings(getDb(), body, admin.email, new Date())),
  ),
});

/** GET: the dashboard's quote figures over 30 and 90 days, and whether payments are online. */
export const quotePipelineEndpoint = admins.on(adminQuotePipeline, {
  async GET() {
    return json({ windows: await loadPipeline(getDb(), new Date()), paymentsConfigured: paymentsConfigured(serverEnv()) });
  },
});

/** GET ?appointmentId=: what the editor picks from: the book's active lines and options, and the visit's openings. */
export const quoteBookEndpoint = admins.on(adminQuoteBook, {
  async GET({ url, guarded }) {
    const appointmentId = url.searchParams.get("appointmentId");
    const visit = appointmentId ? requireRowId(appointmentId, NO_VISIT) : null;
    if (visit) await requireVisitInReach(getDb(), guarded, visit, NO_VISIT);
    return json(await quoteBookView(getDb(), visit));
  },
});

/** POST: a new quote's options as the server would price them (from typed lines or the openings), nothing written. */
export const quotePreviewEndpoint = admins.on(adminQuotePreview, {
  POST: withBody(newQuoteSchema, async ({ body }) => {
    const db = getDb();
    return json(await previewQuote(db, body, { settings: await loadQuoteSettings(db), now: new Date() }));
  }),
});
