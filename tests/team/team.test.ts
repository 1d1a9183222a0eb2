import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "../../src/server/db/client";
import { adminActivity, authSessions, authUsers, teamMembers } from "../../src/server/db/schema";
import { resetServerEnv } from "../../src/server/env";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";
import { ADMIN, SECOND_ADMIN, callAdmin, useAdminEnv } from "../admin/fixtures";
import type { TeamList, TeamMemberView } from "../../src/schemas/team";

useFunctionDatabase();
useAdminEnv();

let serial = 0;
/** A fresh address, so each test's people are its own. */
const address = (who: string) => `${who}-${++serial}@example.com`;

async function add(body: unknown, as: string | null = ADMIN): Promise<Response> {
  return callAdmin("/api/admin/team", { method: "POST", body, as });
}

async function added(name: string, role: string, as: string = ADMIN): Promise<TeamMemberView> {
  const response = await add({ email: address(name.toLowerCase()), name, role }, as);
  expect(response.status).toBe(201);
  return (await response.json()) as TeamMemberView;
}

/** No ADMIN_EMAILS: the team's own owners are the only ones. */
function withoutAdminEmails(): void {
  vi.stubEnv("ADMIN_EMAILS", "");
  resetServerEnv();
}

describe("GET /api/admin/team", () => {
  it("lists the ADMIN_EMAILS owners first, marked, then the team by name", async () => {
    const zoe = await added("Zoe", "installer");
    const maria = await added("Maria", "estimator");
    const response = await callAdmin("/api/admin/team");
    expect(response.status).toBe(200);
    const { members } = (await response.json()) as TeamList;
    expect(members.slice(0, 2)).toEqual([
      { id: null, email: ADMIN, name: null, role: "owner", fromAdminEmails: true },
      { id: null, email: SECOND_ADMIN.toLowerCase(), name: null, role: "owner", fromAdminEmails: true },
    ]);
    const team = members.filter((member) => !member.fromAdminEmails).map((member) => member.id);
    expect(team.indexOf(maria.id)).toBeLessThan(team.indexOf(zoe.id));
  });
});

describe("POST /api/admin/team", () => {
  it("adds a person with their address lower-cased, and records who added them", async () => {
    const email = address("Maria").toUpperCase();
    const response = await add({ email: ` ${email} `, name: "Maria Lopez", role: "office" });
    expect(response.status).toBe(201);
    const person = (await response.json()) as TeamMemberView;
    expect(person).toMatchObject({ email: email.toLowerCase(), name: "Maria Lopez", role: "office", fromAdminEmails: false });
    const [row] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, person.id!));
    expect(row!.createdBy).toBe(ADMIN);
    const [record] = await getDb().select().from(adminActivity).where(eq(adminActivity.subjectId, person.id!));
    expect(record).toMatchObject({ action: "team.add", actorEmail: ADMIN, detail: { email: email.toLowerCase(), role: "office" } });
  });

  it("returns 409 for an address already on the team, whatever its case", async () => {
    const maria = await added("Maria", "office");
    const response = await add({ email: maria.email.toUpperCase(), name: "Maria again", role: "estimator" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: [expect.any(String)] } });
  });

  it("returns 409 for an ADMIN_EMAILS address, an owner already", async () => {
    expect((await add({ email: SECOND_ADMIN, name: "Remodel", role: "office" })).status).toBe(409);
  });

  it("returns 400 naming the role for a role that is not one", async () => {
    const response = await add({ email: address("x"), name: "X", role: "manager" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { role: [expect.any(String)] } });
  });

  it("adds again someone who was removed", async () => {
    const maria = await added("Maria", "office");
    expect((await callAdmin(`/api/admin/team/${maria.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await add({ email: maria.email, name: "Maria", role: "estimator" })).status).toBe(201);
  });
});

describe("only owners manage the team", () => {
  it.each(["office", "estimator", "installer"])("returns 403 to %s for every team call, changing nothing", async (role) => {
    const person = await added("Someone", role);
    const other = await added("Other", "installer");
    const cookie = await sessionCookie(person.email);
    const calls = [
      callAdmin("/api/admin/team", { cookie }),
      callAdmin("/api/admin/team", { method: "POST", body: { email: address("new"), name: "New", role: "owner" }, cookie }),
      callAdmin(`/api/admin/team/${person.id}`, { method: "PATCH", body: { role: "owner" }, cookie }),
      callAdmin(`/api/admin/team/${other.id}`, { method: "DELETE", cookie }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([403, 403, 403, 403]);
    const [row] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, other.id!));
    expect(row!.removedAt).toBeNull();
  });

  it("lets an owner from the team (not in ADMIN_EMAILS) manage it", async () => {
    const owner = await added("Olga", "owner");
    const person = await added("Pat", "office", owner.email);
    const response = await callAdmin(`/api/admin/team/${person.id}`, { method: "PATCH", body: { role: "estimator" }, as: owner.email });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "estimator" });
  });
});

describe("PATCH /api/admin/team/{id}", () => {
  it("changes the role, records from and to, and the demotion holds on the person's next request", async () => {
    const owner = await added("Olga", "owner");
    const cookie = await sessionCookie(owner.email);
    expect((await callAdmin("/api/admin/team", { cookie })).status).toBe(200);
    const response = await callAdmin(`/api/admin/team/${owner.id}`, { method: "PATCH", body: { role: "office" } });
    expect(response.status).toBe(200);
    expect((await callAdmin("/api/admin/team", { cookie })).status).toBe(403);
    const [record] = await getDb()
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.subjectId, owner.id!), eq(adminActivity.action, "team.change")));
    expect(record).toMatchObject({ actorEmail: ADMIN, detail: { role: { from: "owner", to: "office" } } });
  });

  it("renames a person", async () => {
    const pat = await added("Pat", "office");
    const response = await callAdmin(`/api/admin/team/${pat.id}`, { method: "PATCH", body: { name: "Patricia Diaz" } });
    expect(await response.json()).toMatchObject({ name: "Patricia Diaz", role: "office" });
  });

  it("returns 400 for a change that changes nothing", async () => {
    const pat = await added("Pat", "office");
    expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "PATCH", body: {} })).status).toBe(400);
  });

  it("returns 404 for someone removed or never there", async () => {
    const pat = await added("Pat", "office");
    await callAdmin(`/api/admin/team/${pat.id}`, { method: "DELETE" });
    expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "PATCH", body: { role: "owner" } })).status).toBe(404);
    expect((await callAdmin("/api/admin/team/not-an-id", { method: "PATCH", body: { role: "owner" } })).status).toBe(404);
  });
});

describe("the ADMIN_EMAILS owners", () => {
  it("returns 409 to a change or removal of a team row whose address ADMIN_EMAILS names", async () => {
    const [row] = await getDb()
      .insert(teamMembers)
      .values({ email: SECOND_ADMIN.toLowerCase(), name: "Remodel", role: "owner", createdBy: "seed" })
      .returning();
    expect((await callAdmin(`/api/admin/team/${row!.id}`, { method: "PATCH", body: { role: "office" } })).status).toBe(409);
    expect((await callAdmin(`/api/admin/team/${row!.id}`, { method: "DELETE" })).status).toBe(409);
    const [after] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, row!.id));
    expect(after).toMatchObject({ role: "owner", removedAt: null });
    await getDb().delete(teamMembers).where(eq(teamMembers.id, row!.id));
  });
});

describe("the last owner", () => {
  it("returns 409 to demoting or removing the team's last owner when ADMIN_EMAILS names nobody", async () => {
    await getDb().update(teamMembers).set({ removedAt: new Date() });
    const first = await added("Olga", "owner");
    const second = await added("Omar", "owner");
    withoutAdminEmails();
    expect((await callAdmin(`/api/admin/team/${second.id}`, { method: "PATCH", body: { role: "office" }, as: first.email })).status).toBe(
      200,
    );
    const demote = await callAdmin(`/api/admin/team/${first.id}`, { method: "PATCH", body: { role: "office" }, as: first.email });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ error: expect.stringContaining("owner") });
    expect((await callAdmin(`/api/admin/team/${first.id}`, { method: "DELETE", as: first.email })).status).toBe(409);
    const [row] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, first.id!));
    expect(row).toMatchObject({ role: "owner", removedAt: null });
  });

  it("lets the team's last owner go while ADMIN_EMAILS names an owner", async () => {
    await getDb().update(teamMembers).set({ removedAt: new Date() });
    const only = await added("Olga", "owner");
    expect((await callAdmin(`/api/admin/team/${only.id}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe("DELETE /api/admin/team/{id}", () => {
  it("ends the removed person's sessions at once and records the removal", async () => {
    const pat = await added("Pat", "owner");
    const cookies = [await sessionCookie(pat.email), await sessionCookie(pat.email)];
    const keptCookie = await sessionCookie(ADMIN);
    expect((await callAdmin("/api/admin/team", { cookie: cookies[0] })).status).toBe(200);
    expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "DELETE", cookie: keptCookie })).status).toBe(204);
    const [user] = await getDb().select().from(authUsers).where(eq(authUsers.email, pat.email));
    expect(await getDb().select().from(authSessions).where(eq(authSessions.userId, user!.id))).toEqual([]);
    for (const cookie of cookies) expect((await callAdmin("/api/admin/team", { cookie })).status).toBe(401);
    expect((await callAdmin("/api/admin/team", { cookie: keptCookie })).status).toBe(200);
    const records = await getDb().select().from(adminActivity).where(eq(adminActivity.subjectId, pat.id!)).orderBy(asc(adminActivity.at));
    expect(records.map((record) => record.action)).toEqual(["team.add", "team.remove"]);
    expect((await callAdmin("/api/admin/team")).status).toBe(200);
  });

  it("returns 404 the second time", async () => {
    const pat = await added("Pat", "office");
    expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "DELETE" })).status).toBe(404);
  });
});

describe("a team change and its record stand or fall together", () => {
  /** The team's records written for `id`. */
  const recordsOf = (id: string) => getDb().select().from(adminActivity).where(eq(adminActivity.subjectId, id));

  it("a refused change (the last owner: 409; someone gone: 404) writes no record", async () => {
    await getDb().update(teamMembers).set({ removedAt: new Date() });
    const only = await added("Olga", "owner");
    const gone = await added("Gus", "office", only.email);
    withoutAdminEmails();
    expect((await callAdmin(`/api/admin/team/${gone.id}`, { method: "DELETE", as: only.email })).status).toBe(204);
    const before = (await recordsOf(only.id!)).length;
    expect((await callAdmin(`/api/admin/team/${only.id}`, { method: "PATCH", body: { role: "office" }, as: only.email })).status).toBe(409);
    expect((await callAdmin(`/api/admin/team/${only.id}`, { method: "DELETE", as: only.email })).status).toBe(409);
    expect(await recordsOf(only.id!)).toHaveLength(before);
    expect((await callAdmin(`/api/admin/team/${gone.id}`, { method: "PATCH", body: { role: "owner" }, as: only.email })).status).toBe(404);
    expect((await callAdmin(`/api/admin/team/${gone.id}`, { method: "DELETE", as: only.email })).status).toBe(404);
    expect((await recordsOf(gone.id!)).map((record) => record.action)).toEqual(["team.add", "team.remove"]);
  });

  it("a change whose record cannot be written is not made: no person added, changed or removed without one", async () => {
    const pat = await added("Pat", "office");
    const email = address("nora");
    // The record's insert fails, as a write's would on a lost connection, once the change itself has been made.
    await getDb().execute(sql`
      create function refuse_team_records() returns trigger language plpgsql as $$
      begin if new.action like 'team.%' then raise exception 'no record'; end if; return new; end $$`);
    await getDb().execute(
      sql`create trigger refuse_team_records before insert on admin_activity for each row execute function refuse_team_records()`,
    );
    try {
      vi.spyOn(console, "error").mockImplementation(() => {});
      expect((await add({ email, name: "Nora", role: "office" })).status).toBe(500);
      expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "PATCH", body: { role: "owner" } })).status).toBe(500);
      expect((await callAdmin(`/api/admin/team/${pat.id}`, { method: "DELETE" })).status).toBe(500);
    } finally {
      await getDb().execute(sql`drop trigger refuse_team_records on admin_activity`);
      await getDb().execute(sql`drop function refuse_team_records()`);
    }
    expect(await getDb().select().from(teamMembers).where(eq(teamMembers.email, email))).toEqual([]);
    const [row] = await getDb().select().from(teamMembers).where(eq(teamMembers.id, pat.id!));
    expect(row).toMatchObject({ role: "office", removedAt: null });
  });
});
