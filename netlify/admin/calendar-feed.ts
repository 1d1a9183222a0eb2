/** `adminCalendarFeed`: whether the signed-in admin has a private calendar URL (GET), and a new one (POST). */
import { adminCalendarFeed } from "@/schemas/routes/admin";
import { feedMadeAt, feedUrl, rotateFeedSecret } from "@/server/calendar-feed/feed-secrets";
import { getDb } from "@/server/db/client";
import { siteOrigin } from "@/server/env";
import { json } from "@/server/http/headers";
import { admins } from "./guard";

/**
 * GET: `{ exists, madeAt }`, never the URL (only its hash is stored).
 * POST: `{ url, madeAt }` with a new secret, the only time the URL is given; the old URL answers 404 from now on.
 */
export const calendarFeedEndpoint = admins.on(adminCalendarFeed, {
  async GET({ guarded: admin }) {
    const madeAt = await feedMadeAt(getDb(), admin.email);
    return json({ exists: madeAt !== null, madeAt: madeAt?.toISOString() ?? null });
  },
  async POST({ guarded: admin }) {
    const now = new Date();
    const secret = await rotateFeedSecret(getDb(), admin.email, now);
    return json({ url: feedUrl(siteOrigin(), secret), madeAt: now.toISOString() });
  },
});
