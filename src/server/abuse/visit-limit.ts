/**
 * How often one visit may be moved through its manage link: every move sends the customer
 * an updated invitation and the admins a notice, so a link (forwarded, leaked, or scripted)
 * must not move a visit again and again. The moves are counted per visit in Postgres, so
 * the limit holds on every function instance and whatever address the requests come from.
 */
import { phoenixDayWindow, visitMoveLimitMessage } from "@/core/limits";
import { business } from "@/config/business";
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { giveBackHit, pruneHits, takeHit } from "../db/limits/rate-limits";
import { TooManyRequestsError } from "../http/errors";

/** The counter's scope in rate_limit_hits; its key is the visit's id. */
export const VISIT_MOVE_SCOPE = "move-visit";

/**
 * Runs `move` if the visit has a move left of `maxPerDay` this Phoenix day, else throws
 * TooManyRequestsError (429, Retry-After, the message in `locale`). Only a move that
 * happened is counted: a refused one, or a repeat to the time it already has, gives its place back.
 */
export async function limitVisitMoves<Move extends { movedNow: boolean }>(
  db: Database,
  appointmentId: string,
  maxPerDay: number,
  now: Date,
  locale: Locale,
  move: () => Promise<Move>,
): Promise<Move> {
  const window = phoenixDayWindow(now);
  const count = await takeHit(db, VISIT_MOVE_SCOPE, appointmentId, window.start, maxPerDay);
  if (count === null) {
    const retryAfterSeconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
    throw new TooManyRequestsError(visitMoveLimitMessage(maxPerDay, retryAfterSeconds, business.phone.shown, locale), retryAfterSeconds);
  }
  // A visit's first move in a window clears the counters of earlier windows, which can refuse nothing more.
  if (count === 1) await pruneHits(db, VISIT_MOVE_SCOPE, window.start);
  let result: Move | undefined;
  try {
    result = await move();
    return result;
  } finally {
    // A failure to give back only leaves the visit one move fewer until the window ends.
    if (!result?.movedNow)
      await giveBackHit(db, VISIT_MOVE_SCOPE, appointmentId, window.start).catch((error: unknown) =>
        console.error(`Move count of ${appointmentId} not given back:`, error),
      );
  }
}
