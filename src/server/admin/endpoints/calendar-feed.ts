/** /api/admin/calendar-feed: whether the signed-in admin has a private calendar URL (GET), and a new one (POST). */
import type { CalendarFeedState, NewCalendarFeed } from "@/schemas/admin/calendar-feed";
import { feedMadeAt, feedUrl, rotateFeedSecret } from "../../calendar-feed/feed-secrets";
import { getDb } from "../../db/client";
import { siteOrigin } from "../../env";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import type { AdminEndpoint } from "./types";

/**
 * GET: `{ exists, madeAt }`, never the URL (only its hash is stored).
 * POST: `{ url, madeAt }` with a new secret, the only time the URL is given; the old URL answers 404 from now on.
 */
export const calendarFeedEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      const madeAt = await feedMadeAt(getDb(), admin.email);
      return json({ exists: madeAt !== null, madeAt: madeAt?.toISOString() ?? null } satisfies CalendarFeedState);
    },
    async POST() {
      const now = new Date();
      const secret = await rotateFeedSecret(getDb(), admin.email, now);
      return json({ url: feedUrl(siteOrigin(), secret), madeAt: now.toISOString() } satisfies NewCalendarFeed);
    },
  });
