/**
 * An estimator reaches the visits assigned to them or to nobody, the quotes they wrote or that
 * belong to a visit assigned to them, and the openings of the visits they reach: another
 * estimator's is a 404, in the lists as in the paths of one row. The office reaches everything.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { teamMembers, type TeamMember } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";
import { ADMIN, callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { anOpening } from "../openings/fixtures";
import { threeOptions } from "../quotes/fixtures";

useFunctionDatabase();
useAdminEnv();

interface World {
  ana: TeamMember;
  ben: TeamMember;
  office: TeamMember;
  /** Ana's visit, Ben's, and one assigned to nobody. */
  visits: { ana: string; ben: string; nobody: string };
  /** A quote Ana wrote on her visit, one the owner wrote on Ben's visit, one the owner wrote on the visit of nobody. */
  quotes: { ana: string; ben: string; nobody: string };
  /** An opening measured on Ben's visit. */
  bensOpening: string;
}

let world: World | undefined;

async function person(email: string, role: "estimator" | "office"): Promise<TeamMember> {
  const [row] = await getDb().insert(teamMembers).values({ email, name: email, role, createdBy: ADMIN }).returning();
  return row!;
}

async function created(response: Promise<Response>): Promise<string> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** The people, visits, quotes and opening, written once for the file (the database is reachable only inside a test). */
async function seeded(): Promise<World> {
  if (world) return world;
  const [ana, ben, office] = [
    await person("ana@example.com", "estimator"),
    await person("ben@example.com", "estimator"),
    await person("olive@example.com", "office"),
  ];
  const visits = {
    ana: (await seedAppointment({ estimatorId: ana.id })).id,
    ben: (await seedAppointment({ estimatorId: ben.id })).id,
    nobody: (await seedAppointment()).id,
  };
  const quotes = {
    ana: await created(
      callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visits.ana }), as: ana.email }),
    ),
    ben: await created(callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visits.ben }) })),
    nobody: await created(callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visits.nobody }) })),
  };
  const bensOpening = await created(callAdmin(`/api/admin/appointments/${visits.ben}/openings`, { method: "POST", body: anOpening() }));
  world = { ana, ben, office, visits, quotes, bensOpening };
  return world;
}

const cookies = new Map<string, string>();
async function as(email: string): Promise<{ as: null; cookie: string }> {
  if (!cookies.has(email)) cookies.set(email, await sessionCookie(email));
  return { as: null, cookie: cookies.get(email)! };
}

describe("an estimator's visits", () => {
  it("lets an estimator take a visit of nobody's for themselves, never give one to a colleague", async () => {
    const { ana, ben, office } = await seeded();
    const visit = (await seedAppointment()).id;
    const patch = async (estimatorId: string | null, email: string) =>
      callAdmin(`/api/admin/appointments/${visit}`, { method: "PATCH", body: { estimatorId }, ...(await as(email)) });
    const refused = await patch(ben.id, ana.email);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/for themselves only/);
    expect((await patch(ana.id, ana.email)).status).toBe(200);
    expect((await patch(null, ana.email)).status).toBe(403);
    expect((await patch(ben.id, office.email)).status).toBe(200);
  });

  it("lists the visits assigned to them or to nobody, not another estimator's", async () => {
    const { ana, visits } = await seeded();
    const response = await callAdmin("/api/admin/appointments?pageSize=100", await as(ana.email));
    const ids = ((await response.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([visits.ana, visits.nobody]));
    expect(ids).not.toContain(visits.ben);
  });

  it("counts for the admin frame only the visits to confirm they reach, as their list shows them", async () => {
    const { ana, ben } = await seeded();
    const toConfirm = async (who: { as: null; cookie: string } | object) =>
      ((await (await callAdmin("/api/admin/waiting", who)).json()) as { visitsToConfirm: number }).visitsToConfirm;
    const [anaBefore, ownerBefore] = [await toConfirm(await as(ana.email)), await toConfirm({})];
    await seedAppointment({ status: "pending", estimatorId: ben.id });
    expect([await toConfirm(await as(ana.email)), await toConfirm({})]).toEqual([anaBefore, ownerBefore + 1]);
    await seedAppointment({ status: "pending" });
    await seedAppointment({ status: "pending", estimatorId: ana.id });
    expect([await toConfirm(await as(ana.email)), await toConfirm({})]).toEqual([anaBefore + 2, ownerBefore + 3]);
  });

  it("returns 404 for another estimator's visit, its move, its measure sheet, its openings, its quote's start and its texts", async () => {
    const { ana, visits, bensOpening } = await seeded();
    const who = await as(ana.email);
    const calls = [
      callAdmin(`/api/admin/appointments/${visits.ben}`, who),
      callAdmin(`/api/admin/appointments/${visits.ben}`, { method: "PATCH", body: { adminNotes: "mine now" }, ...who }),
      callAdmin(`/api/admin/appointments/${visits.ben}/move`, {
        method: "POST",
        body: { appointmentDate: "2026-12-04", appointmentTime: "10:00 AM" },
        ...who,
      }),
      callAdmin(`/api/admin/appointments/${visits.ben}/openings`, who),
      callAdmin(`/api/admin/appointments/${visits.ben}/openings`, { method: "POST", body: anOpening(), ...who }),
      callAdmin(`/api/admin/openings/${bensOpening}`, { method: "PATCH", body: { location: "Den" }, ...who }),
      callAdmin(`/api/admin/openings/${bensOpening}`, { method: "DELETE", ...who }),
      callAdmin(`/api/admin/quotes/subject?appointmentId=${visits.ben}`, who),
      callAdmin(`/api/admin/quotes/book?appointmentId=${visits.ben}`, who),
      callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId: visits.ben }), ...who }),
      callAdmin(`/api/admin/sms/thread?appointmentId=${visits.ben}`, who),
      callAdmin("/api/admin/sms/send", { method: "POST", body: { appointmentId: visits.ben, body: "Hello" }, ...who }),
      callAdmin("/api/admin/sms/on-my-way", { method: "POST", body: { appointmentId: visits.ben, etaMinutes: 15 }, ...who }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual(Array(calls.length).fill(404));
  });

  it("opens their own visit and the visit of nobody", async () => {
    const { ana, visits } = await seeded();
    const who = await as(ana.email);
    expect((await callAdmin(`/api/admin/appointments/${visits.ana}`, who)).status).toBe(200);
    expect((await callAdmin(`/api/admin/appointments/${visits.nobody}`, who)).status).toBe(200);
    expect((await callAdmin(`/api/admin/appointments/${visits.nobody}/openings`, who)).status).toBe(200);
  });
});

describe("an estimator's quotes", () => {
  it("lists the quotes they wrote and those of their visits, not another's", async () => {
    const { ana, ben, quotes, visits } = await seeded();
    const ids = async (email: string) =>
      ((await (await callAdmin("/api/admin/quotes", await as(email))).json()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(await ids(ana.email)).toEqual([quotes.ana]);
    expect(await ids(ben.email)).toEqual([quotes.ben]);
    const ofVisit = await callAdmin(`/api/admin/quotes?appointmentId=${visits.ben}`, await as(ana.email));
    expect(((await ofVisit.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("returns 404 for a quote neither theirs nor of their visit, whatever the call", async () => {
    const { ana, quotes } = await seeded();
    const who = await as(ana.email);
    for (const id of [quotes.ben, quotes.nobody]) {
      const calls = [
        callAdmin(`/api/admin/quotes/${id}`, who),
        callAdmin(`/api/admin/quotes/${id}`, { method: "PATCH", body: { followUp: false }, ...who }),
        callAdmin(`/api/admin/quotes/${id}/send`, { method: "POST", ...who }),
        callAdmin(`/api/admin/quotes/${id}/revoke-links`, { method: "POST", ...who }),
      ];
      expect((await Promise.all(calls)).map((response) => response.status)).toEqual([404, 404, 404, 404]);
    }
    expect((await callAdmin(`/api/admin/quotes/${quotes.ana}`, who)).status).toBe(200);
  });

  it("lets the estimator of the visit open a quote the office wrote on it", async () => {
    const { ben, quotes } = await seeded();
    expect((await callAdmin(`/api/admin/quotes/${quotes.ben}`, await as(ben.email))).status).toBe(200);
  });
});

describe("the office", () => {
  it("reaches every visit and quote", async () => {
    const { office, visits, quotes } = await seeded();
    const who = await as(office.email);
    expect((await callAdmin(`/api/admin/appointments/${visits.ben}`, who)).status).toBe(200);
    expect((await callAdmin(`/api/admin/quotes/${quotes.ana}`, who)).status).toBe(200);
    const listed = (await (await callAdmin("/api/admin/quotes", who)).json()) as { items: unknown[] };
    expect(listed.items).toHaveLength(3);
  });
});
