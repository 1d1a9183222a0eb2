/** /api/admin/calendar-feed: the signed-in admin's private calendar URL (GET), and a new one (POST, rotation). */
import { feedSecretFor, feedUrl, rotateFeedSecret } from "../../calendar-feed/feed-secrets";
import { getDb } from "../../db/client";
import { siteOrigin } from "../../env";
import { route } from "../../http/handler";
import { json } from "../../http/headers";
import type { AdminEndpoint } from "./types";

/** GET: `{ url }`, made on first ask. POST: `{ url }` with a new secret; the old URL answers 404 from now on. */
export const calendarFeedEndpoint: AdminEndpoint = ({ admin }) =>
  route({
    async GET() {
      return json({ url: feedUrl(siteOrigin(), await feedSecretFor(getDb(), admin.email, new Date())) });
    },
    async POST() {
      return json({ url: feedUrl(siteOrigin(), await rotateFeedSecret(getDb(), admin.email, new Date())) });
    },
  });
