/**
 * Stripe events handled, by id: one recorded alone is recorded once (a replay answers false), one
 * read before is seen, and the parts a statement applies an event with record it only with its
 * effect. On the tests' real database.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useFunctionDatabase } from "../../../../tests/helpers/function-env";
import { getDb } from "../client";
import { rowsOf } from "../rows";
import { eventSeenSql, recordEventSql, recordStripeEvent, stripeEventSeen } from "./events";

const NOW = new Date("2026-03-02T17:00:00.000Z");
useFunctionDatabase({ now: NOW });

const event = (id: string) => ({ id, type: "checkout.session.completed" });

/** Runs a statement that applies `id` only when `applies`, as a payment's statement does: answers whether it found the event seen before. */
async function applyOnce(id: string, applies: boolean): Promise<boolean> {
  const [row] = rowsOf<{ seen: boolean }>(
    await getDb().execute(sql`
      with seen as (${eventSeenSql(id)}),
      effect as (select 1 as done where ${applies} and not exists (select 1 from seen)),
      recorded as (${recordEventSql("effect", event(id), NOW)})
      select exists (select 1 from seen) as seen
    `),
  );
  return Boolean(row?.seen);
}

describe("the Stripe events handled", () => {
  it("records an event that changes nothing once: a second delivery is a replay", async () => {
    expect(await stripeEventSeen(getDb(), "evt_alone")).toBe(false);
    expect(await recordStripeEvent(getDb(), event("evt_alone"), NOW)).toBe(true);
    expect(await stripeEventSeen(getDb(), "evt_alone")).toBe(true);
    expect(await recordStripeEvent(getDb(), event("evt_alone"), NOW)).toBe(false);
  });

  it("records an event inside the statement that applies it only when its effect happened", async () => {
    expect(await applyOnce("evt_no_effect", false)).toBe(false);
    expect(await stripeEventSeen(getDb(), "evt_no_effect")).toBe(false);

    expect(await applyOnce("evt_effect", true)).toBe(false);
    expect(await stripeEventSeen(getDb(), "evt_effect")).toBe(true);
    expect(await applyOnce("evt_effect", true)).toBe(true);
  });
});
