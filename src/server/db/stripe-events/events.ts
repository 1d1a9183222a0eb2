/**
 * Stripe events already handled (table stripe_events), by id: each is recorded once, by the
 * statement that applies it, so a replayed or repeated delivery changes nothing. A statement that
 * applies an event (a payment's, a dispute's) reads and records it with the parts below; an event
 * that changes nothing is recorded alone (`recordStripeEvent`).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../client";
import { stripeEvents } from "../schema";

/** What identifies an event: its id, and its type for the record. */
export interface StripeEventId {
  id: string;
  type: string;
}

/** Records an event that changes nothing (not about a payment we know, or of a type the site ignores); false when it was recorded before (a replay). */
export async function recordStripeEvent(db: Database, event: StripeEventId, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values({ eventId: event.id, type: event.type, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.eventId });
  return inserted.length > 0;
}

/** True when the event was handled before: asked first, so a replay reads and draws nothing. The statement that applies an event still judges a replay delivered at the same moment. */
export async function stripeEventSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.eventId }).from(stripeEvents).where(eq(stripeEvents.eventId, eventId));
  return Boolean(row);
}

/** The part of a statement that reads whether the event was handled before: `with seen as (${eventSeenSql(id)})`. */
export function eventSeenSql(eventId: string): SQL {
  return sql`select 1 from ${stripeEvents} where event_id = ${eventId}`;
}

/**
 * The part of a statement that records the event when the CTE `source` returns a row (the
 * change it applies happened), so an event is never recorded without its effect:
 * `recorded as (${recordEventSql("payment", event, now)})`.
 */
export function recordEventSql(source: string, event: StripeEventId, now: Date): SQL {
  const from = sql.raw(`"${source.replace(/"/g, "")}"`);
  return sql`insert into ${stripeEvents} (event_id, type, received_at) select ${event.id}, ${event.type}, ${now.toISOString()} from ${from} limit 1 on conflict do nothing`;
}
