import { expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { takeHit } from "../../src/server/db/limits/rate-limits";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";

// Real PostgreSQL: here concurrent statements really race each other, unlike in PGlite.
useRealPostgresFunctionDatabase();

describeOnRealPostgres("a visit's move places under concurrency (real PostgreSQL)", () => {
  it("gives exactly max of 30 simultaneous takes, and counts no more than max", async () => {
    const windowStart = new Date("2026-12-01T00:00:00Z");
    const counts = await Promise.all(Array.from({ length: 30 }, () => takeHit(getDb(), "move-visit", "race-visit", windowStart, 3)));
    expect(counts.filter((count) => count !== null).sort()).toEqual([1, 2, 3]);
    expect(await takeHit(getDb(), "move-visit", "race-visit", windowStart, 4)).toBe(4);
  });
});
