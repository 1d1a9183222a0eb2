import type { Config } from "@netlify/functions";
import { deskPerson } from "../../src/server/auth/session";
import { calendarFeed } from "../../src/server/calendar-feed/feed-ics";
import { feedOwner, isFeedSecretShape } from "../../src/server/calendar-feed/feed-secrets";
import { feedContents } from "../../src/server/calendar-feed/feed-visits";
import { getDb } from "../../src/server/db/client";
import { serverEnv } from "../../src/server/env";
import { NotFoundError } from "../../src/server/http/errors";
import { serve } from "../../src/server/http/serve";
import { calendarFeedIcs } from "../../src/schemas/routes/site";
import { decodePathSegment } from "../../src/server/http/ids";
import { apiSecurityHeaders } from "../../src/server/http/headers";

const NO_FEED = "There is no calendar here.";

/** The secret the path names (`{secret}.ics`), or a 404. */
function secretOf(segment: string | undefined): string {
  const secret = decodePathSegment(segment ?? "");
  if (secret === null || !isFeedSecretShape(secret)) throw new NotFoundError(NO_FEED);
  return secret;
}

const served = serve(calendarFeedIcs, {
  /**
   * GET `calendarFeedIcs`: a team member's private subscription (text/calendar), listing what
   * their role reaches today. A wrong or rotated secret, or one of someone whose role has no feed
   * (an installer, someone removed or unknown), is a 404.
   */
  async GET({ params }) {
    const db = getDb();
    const owner = await feedOwner(db, secretOf(params.secret));
    const now = new Date();
    const feed = owner && (await feedContents(db, deskPerson(owner.email, owner.member, serverEnv().ADMIN_EMAILS), now));
    if (!feed) throw new NotFoundError(NO_FEED);
    const body = calendarFeed(feed.visits, now, feed.installs);
    return new Response(body, {
      headers: {
        ...apiSecurityHeaders,
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="visits.ics"',
        // Personal data: never in a shared cache; calendar apps poll it themselves.
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  },
});

export default served;

export const config: Config = {
  path: served.path,
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ["ip", "domain"] },
};
