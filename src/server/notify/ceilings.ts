/**
 * What the admins hear when the site reaches a site-wide ceiling (src/core/site-ceilings.ts):
 * one email for the flood, whichever request, function instance or retry run notices it first
 * (the claim in src/server/db/limits/site-ceilings.ts stores it once). A flood that runs on into the next
 * window is the same flood: that window is marked told without a second email, and the
 * dashboard's banner says it goes on.
 */
import { CEILING_RULES, ceilingWindow, countOf, previousCeilingWindow, type CeilingKey } from "@/core/site-ceilings";
import { phoenixClock } from "@/core/phoenix-time";
import { formatClock } from "@/i18n/dates";
import type { Database } from "@/server/db/client";
import type { QueuedEmail } from "@/server/db/emails/messages";
import { claimAnnouncement, unannouncedReached, wasReached } from "@/server/db/limits/site-ceilings";
import { heading, htmlDocument, link, paragraph, paragraphOf, text } from "@/server/email/html";
import { deliver } from "@/server/email/outbox";
import { createTransport } from "@/server/email/transport";
import { siteOrigin, type ServerEnv } from "@/server/env";
import { describeError } from "@/server/log-safe";
import { EMAIL_KINDS } from "./kinds";

/** A ceiling reached in a window. */
export interface CeilingReachedFacts {
  key: CeilingKey;
  /** The ceiling in force when it was reached. */
  ceiling: number;
  /** When the window started. */
  windowStart: Date;
}

/**
 * The admins' email: what was reached, what the site does until the window ends, and where to
 * raise it. (A notice of emails only; it is typed here, not as ./notice.ts's Notice, because
 * deliverNotice announces reached ceilings and the two modules would import each other.)
 */
export function ceilingReached(
  { key, ceiling, windowStart }: CeilingReachedFacts,
  env: Pick<ServerEnv, "ADMIN_EMAILS" | "SITE_URL" | "URL">,
): { emails: QueuedEmail[] } {
  const rule = CEILING_RULES[key];
  const per = rule.window === "hour" ? "an hour" : "a day";
  const until = rule.window === "hour" ? formatClock(phoenixClock(ceilingWindow(key, windowStart).end), "en") : "midnight";
  const subject = `Site-wide limit reached: ${countOf(key, ceiling)} ${rule.window === "hour" ? "this hour" : "today"}`;
  const dashboard = `${siteOrigin(env)}/dashboard`;
  const settings = `${siteOrigin(env)}/admin/calendar-settings`;
  const lines = [
    `The site took ${countOf(key, ceiling)} ${rule.window === "hour" ? "this hour" : "today"}, its site-wide limit of ${ceiling} ${per}. So many at once usually means a script, not customers; your per-address limits were not enough on their own.`,
    `Until ${until} (Phoenix time), ${rule.pastIt}. Nothing is lost.`,
    "The dashboard shows a banner until then. You get this email once for this flood.",
  ];
  const raise = "If this is real business, raise the limit in Calendar settings, Site-wide limits.";
  return {
    emails: [
      {
        kind: EMAIL_KINDS.siteCeilingReached,
        message: {
          to: env.ADMIN_EMAILS.join(", "),
          subject,
          text: [...lines, `${raise} ${settings}`, `Dashboard: ${dashboard}`].join("\n\n"),
          html: htmlDocument(subject, [
            heading(subject, 1),
            ...lines.map((line) => paragraph(line)),
            paragraphOf(text(`${raise} `), link(settings, "Site-wide limits")),
            paragraphOf(link(dashboard, "Open the dashboard")),
          ]),
        },
      },
    ],
  };
}

/**
 * Tells the admins of every ceiling reached and not yet told: stores each one's email with the
 * claim that marks it told, then sends it. Never throws: a claim that fails is tried again by
 * the next request past a ceiling or by the retry job.
 */
export async function announceReachedCeilings(db: Database, env: ServerEnv, now: Date): Promise<void> {
  try {
    for (const reached of await unannouncedReached(db)) {
      const key = reached.ceiling;
      const continues = await wasReached(db, key, previousCeilingWindow(key, ceilingWindow(key, reached.windowStart)).start);
      const notice = continues
        ? { emails: [] }
        : ceilingReached({ key, ceiling: reached.reachedCeiling ?? reached.count, windowStart: reached.windowStart }, env);
      const stored = await claimAnnouncement(db, reached, notice.emails, now);
      // Stored with the claim: a send that fails now is retried by the outbox.
      if (stored.length > 0) await deliver(db, createTransport(env), stored, now);
    }
  } catch (error) {
    console.error(`A site-wide limit was reached and the admins could not be told yet: ${describeError(error)}`);
  }
}
