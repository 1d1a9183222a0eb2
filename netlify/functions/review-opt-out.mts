import type { Config } from "@netlify/functions";
import { toLocale } from "../../src/i18n/locales";
import { getDb } from "../../src/server/db/client";
import { serve } from "../../src/server/http/serve";
import { reviewOptOut } from "../../src/schemas/routes/reviews";
import { isOptOutToken, optOut, optOutPage } from "../../src/server/review-requests/opt-out";

const localeOf = (url: URL) => toLocale(url.searchParams.get("lang") ?? undefined);

/**
 * GET `reviewOptOut`?lang=es: the page with the one button.
 * POST (that page's form): no more review requests for the person; unknown links get a 404 page.
 */
const served = serve(
  reviewOptOut,
  {
    async GET({ url, params }) {
      const known = await isOptOutToken(getDb(), params.token);
      return optOutPage(known ? "ask" : "unknown", localeOf(url), known ? 200 : 404);
    },
    async POST({ url, params }) {
      const done = await optOut(getDb(), params.token, new Date());
      return optOutPage(done ? "done" : "unknown", localeOf(url), done ? 200 : 404);
    },
  },
  // The page's own form posts without a body; foreign pages are refused all the same.
  { acceptForms: true },
);

export default served;

export const config: Config = { path: served.path };
