import { serverEnv } from "../../src/server/env";
import { toLocale } from "../../src/i18n/locales";
import { serve } from "../../src/server/http/serve";
import { googleReviews } from "../../src/schemas/routes/reviews";
import { json } from "../../src/server/http/headers";
import { reviewsCacheHeaders } from "../../src/server/reviews/cache-headers";
import { loadGoogleReviews } from "../../src/server/reviews/load-reviews";

/**
 * GET `googleReviews`: the place's rating, count and latest reviews from Google
 * (`{ configured, data }`), `{ configured: false }` without an API key and place ID, and
 * `{ configured: true, data: null }` (no-store) when Google fails with no last good answer
 * at hand. Always 200; cached at the CDN for an hour (see cache-headers.ts), per URL.
 * `?locale=es` asks Google for the reviews in Spanish (each translated one with the
 * reviewer's own text beside it); any other value or none gives English.
 */
const served = serve(googleReviews, {
  async GET({ url }) {
    const locale = toLocale(url.searchParams.get("locale") ?? undefined);
    const { response, source } = await loadGoogleReviews(serverEnv(), { locale });
    return json(response, { headers: reviewsCacheHeaders(source) });
  },
});

export default served;

export const config = { path: served.path };
