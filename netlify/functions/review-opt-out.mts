import type { Config } from "@netlify/functions";
import { toLocale } from "../../src/i18n/locales";
import { getDb } from "../../src/server/db/client";
import { serve } from "../../src/server/http/serve";
import { reviewOptOut } from "../../src/schemas/routes/reviews";
import { isOptOutToken, optOut, optOutPage } from "../../src/server/review-requests/opt-out";

// A token is base64url, which no escape can spell: the segment is taken as it is, and anything
// percent-encoded (a stray "%" included) is simply not a token, never a decoding error.
const tokenOf = (url: URL) => url.pathname.split("/").pop() ?? "";
const localeOf = (url: URL) => toLocale(url.searchParams.get("lang") ?? undefined);

/**
 * GET `reviewOptOut`?lang=es: the page with the one button.
 * POST (that page's form): no more review requests for the person; unknown links get a 404 page.
 */
const served = serve(
  reviewOptOut,
  {
    async GET({ url }) {
      const known = await isOptOutToken(getDb(), tokenOf(url));
      return optOutPage(known ? "ask" : "unknown", localeOf(url), known ? 200 : 404);
    },
    async POST({ url }) {
      const done = await optOut(getDb(), tokenOf(url), new Date());
      return optOutPage(done ? "done" : "unknown", localeOf(url), done ? 200 : 404);
    },
  },
  // The page's own form posts without a body; foreign pages are refused all the same.
  { acceptForms: true },
);

export default served;

export const config: Config = { path: served.path };
