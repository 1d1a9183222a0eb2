/**
 * The firm's last owner under concurrency, on a real PostgreSQL where concurrent statements really
 * race: with ADMIN_EMAILS naming nobody, two owners demote (or remove) each other at the same
 * moment, round after round. Each round holds the team's table until both writes wait on it, so
 * they start together; the database must then decide: one of the two wins, the other is refused,
 * and the firm never ends with no owner.
 */
import { and, eq, isNull } from "drizzle-orm";
import pg from "pg";
import { beforeEach, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { teamMembers } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";
import { teamMember } from "./fixtures";

useRealPostgresFunctionDatabase();
useAdminEnv();

const ROUNDS = 60;

beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.stubEnv("ADMIN_EMAILS", "");
  resetServerEnv();
  await getDb().update(teamMembers).set({ removedAt: new Date() }).where(isNull(teamMembers.removedAt));
});

/** The live owners on the team now. */
async function liveOwners() {
  return getDb()
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.role, "owner"), isNull(teamMembers.removedAt)));
}

/**
 * Makes `calls` at once (signed in beforehand), holding every write to team_members until each of
 * them waits on it: reading the table stays free, so each request passes its guard and reads its
 * row, and the writes then start at the same moment, neither seeing the other's change.
 */
async function atOnce(calls: (() => Promise<Response>)[]): Promise<number[]> {
  const gate = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await gate.connect();
  try {
    await gate.query("begin");
    await gate.query("lock table team_members in share mode");
    const answers = Promise.all(calls.map((call) => call()));
    for (;;) {
      const { rows } = await gate.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_locks where not granted and relation = 'team_members'::regclass",
      );
      if (rows[0]!.waiting === calls.length) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await gate.query("commit");
    return (await answers).map((answer) => answer.status).sort();
  } finally {
    await gate.end();
  }
}

describeOnRealPostgres("the last owner under concurrency (real PostgreSQL)", () => {
  it(`two owners demoting each other at once, ${ROUNDS} rounds: one wins each time, and an owner always remains`, async () => {
    const [olga, omar] = [await teamMember("owner", "Olga"), await teamMember("owner", "Omar")];
    const [asOlga, asOmar] = [await sessionCookie(olga.email), await sessionCookie(omar.email)];
    for (let round = 0; round < ROUNDS; round++) {
      const statuses = await atOnce([
        () => callAdmin(`/api/admin/team/${omar.id}`, { method: "PATCH", body: { role: "office" }, cookie: asOlga }),
        () => callAdmin(`/api/admin/team/${olga.id}`, { method: "PATCH", body: { role: "office" }, cookie: asOmar }),
      ]);
      expect(statuses).toEqual([200, 409]);
      expect(await liveOwners()).toHaveLength(1);
      await getDb().update(teamMembers).set({ role: "owner" }).where(isNull(teamMembers.removedAt));
    }
  });

  it(`two owners removing each other at once, ${ROUNDS} rounds: one is removed each time, and an owner always remains`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [olga, omar] = [await teamMember("owner", "Olga"), await teamMember("owner", "Omar")];
      const [asOlga, asOmar] = [await sessionCookie(olga.email), await sessionCookie(omar.email)];
      const statuses = await atOnce([
        () => callAdmin(`/api/admin/team/${omar.id}`, { method: "DELETE", cookie: asOlga }),
        () => callAdmin(`/api/admin/team/${olga.id}`, { method: "DELETE", cookie: asOmar }),
      ]);
      expect(statuses).toEqual([204, 409]);
      expect(await liveOwners()).toHaveLength(1);
      await getDb().update(teamMembers).set({ removedAt: new Date() }).where(isNull(teamMembers.removedAt));
    }
  });
});
