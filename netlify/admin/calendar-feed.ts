/** `adminCalendarFeed`: whether the signed-in admin has a private calendar URL (GET), and a new one (POST). */
import { feedReach } from "@/core/roles";
import { adminCalendarFeed } from "@/schemas/routes/admin";
import { feedMadeAt, feedUrl, rotateFeedSecret } from "@/server/calendar-feed/feed-secrets";
import { getDb } from "@/server/db/client";
import { siteOrigin } from "@/server/env";
import { json } from "@/server/http/headers";
import { admins } from "./guard";

/**
 * GET: `{ exists, madeAt, reach }`, never the URL (only its hash is stored); `reach` says what the feed lists for the person's role.
 * POST: `{ url, madeAt }` with a new secret, the only time the URL is given; the old URL answers 404 from now on.
 */
export const calendarFeedEndpoint = admins.on(adminCalendarFeed, {
  async GET({ guarded: admin }) {
    const madeAt = await feedMadeAt(getDb(), admin.email);
    return json({ exists: madeAt !== null, madeAt: madeAt?.toISOString() ?? null, reach: feedReach(admin.role) });
  },
  async POST({ guarded: admin }) {
    const now = new Date();
    const secret = await rotateFeedSecret(getDb(), admin.email, now);
    return json({ url: feedUrl(siteOrigin(), secret), madeAt: now.toISOString() });
  },
});
