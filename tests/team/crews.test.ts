/**
 * Install crews as named teams through the functions: GET|POST /api/admin/crews and PATCH
 * /api/admin/crews/{id} (members must be live installers; 400 otherwise, 404 for no crew), and the
 * crews holding install days: the migration's "Crew 1" keeps the days booked before, a booking
 * takes the lowest active crew free on its days, a retired crew takes no new day while the days it
 * holds stay (on the installs calendar and the job page, under its name).
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { calendarSettings, installDays } from "../../src/server/db/schema";
import { loadCalendarSettings, saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { jobPage, patchJob, signedJob } from "../jobs/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { activeCrews, teamMember } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

beforeEach(async () => {
  await saveCalendarSettings(getDb(), DEFAULT_CALENDAR_SETTINGS, "test");
  await activeCrews(1);
});

const crewsList = async () => (await callAdmin("/api/admin/crews")).json();
const addCrew = (body: object) => callAdmin("/api/admin/crews", { method: "POST", body });
const changeCrew = (id: string, body: object) => callAdmin(`/api/admin/crews/${id}`, { method: "PATCH", body });
const book = (jobId: string, startDate: string) =>
  callAdmin(`/api/admin/jobs/${jobId}/install`, { method: "POST", body: { startDate, notify: false } });
const offered = async (jobId: string) => (await (await callAdmin(`/api/admin/jobs/${jobId}/install-dates`)).json()).dates as string[];

async function deliveredJob() {
  const job = await signedJob();
  expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
  return job;
}

describe("GET|POST /api/admin/crews and PATCH /api/admin/crews/{id}", () => {
  it("lists the migration's Crew 1 and the live installers, adds a crew of installers with the next number, renames it, replaces its members and retires it", async () => {
    const luis = await teamMember("installer", "Luis Ortega");
    const ana = await teamMember("installer", "Ana Ruiz");
    const list = await crewsList();
    expect(list.crews[0]).toMatchObject({ number: 1, name: "Crew 1", retired: false, members: [] });
    expect(list.installers.map((person: { name: string }) => person.name)).toEqual(expect.arrayContaining(["Ana Ruiz", "Luis Ortega"]));

    const added = await addCrew({ name: "  Luis and Ana ", memberIds: [luis.id, ana.id, luis.id] });
    expect(added.status).toBe(201);
    const crew = await added.json();
    expect(crew).toMatchObject({ name: "Luis and Ana", retired: false });
    expect(crew.number).toBeGreaterThan(1);
    expect(crew.members.map((person: { name: string }) => person.name)).toEqual(["Ana Ruiz", "Luis Ortega"]);

    const renamed = await changeCrew(crew.id, { name: "South crew", memberIds: [ana.id] });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "South crew", number: crew.number, members: [{ id: ana.id, name: "Ana Ruiz" }] });

    const retired = await changeCrew(crew.id, { retired: true });
    expect(await retired.json()).toMatchObject({ retired: true, name: "South crew" });
    expect((await crewsList()).crews.at(-1)).toMatchObject({ id: crew.id, retired: true });
    expect(await (await changeCrew(crew.id, { retired: false })).json()).toMatchObject({ retired: false });
  });

  it("refuses a member who is not a live installer, and a missing name (400), and answers 404 for no such crew", async () => {
    const estimator = await teamMember("estimator", "Eva Estimator");
    const refused = await addCrew({ name: "Mixed", memberIds: [estimator.id] });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.memberIds).toEqual(["Eva Estimator is not an installer: only installers join a crew"]);
    expect((await addCrew({ name: "Ghosts", memberIds: ["00000000-0000-4000-8000-000000000000"] })).status).toBe(400);
    expect((await addCrew({ name: "Bad id", memberIds: ["not-an-id"] })).status).toBe(400);
    expect((await addCrew({ name: " ", memberIds: [] })).status).toBe(400);
    expect((await changeCrew("00000000-0000-4000-8000-000000000000", { name: "Nobody" })).status).toBe(404);
    expect((await changeCrew("nope", { name: "Nobody" })).status).toBe(404);
  });
});

describe("crews holding install days", () => {
  it("books the lowest active crew free, takes no new day on a retired crew while its booked days stay, and names the crew on the calendar and the job page", async () => {
    const first = await deliveredJob();
    expect(await (await book(first.jobId, "2026-12-08")).json()).toMatchObject({ crew: 1 });

    const second = await deliveredJob();
    // One crew, busy on the 8th: the 8th is not offered.
    expect(await offered(second.jobId)).not.toContain("2026-12-08");
    const crew = await (await addCrew({ name: "Luis and Ana", memberIds: [] })).json();
    expect(await offered(second.jobId)).toContain("2026-12-08");

    // Crew 1 retires: its day stays, and every new day goes to the named crew.
    const crewOne = (await crewsList()).crews.find((row: { number: number }) => row.number === 1);
    expect((await changeCrew(crewOne.id, { retired: true })).status).toBe(200);
    expect(await (await book(second.jobId, "2026-12-08")).json()).toMatchObject({ crew: crew.number });
    const third = await deliveredJob();
    expect(await offered(third.jobId)).not.toContain("2026-12-08");
    expect(await (await book(third.jobId, "2026-12-09")).json()).toMatchObject({ crew: crew.number });
    expect(await getDb().select().from(installDays).where(eq(installDays.jobId, first.jobId))).toEqual([
      expect.objectContaining({ day: "2026-12-08", crew: 1 }),
    ]);

    const calendar = await (await callAdmin("/api/admin/installs?from=2026-12-06&to=2026-12-12")).json();
    expect(calendar.crews.map((row: { name: string; retired: boolean }) => [row.name, row.retired])).toEqual([
      ["Crew 1", true],
      ["Luis and Ana", false],
    ]);
    expect(calendar.installs.find((entry: { jobId: string }) => entry.jobId === second.jobId)).toMatchObject({ crewName: "Luis and Ana" });
    expect((await jobPage(first.jobId)).install).toMatchObject({ crew: 1, crewName: "Crew 1" });
    expect((await jobPage(third.jobId)).install).toMatchObject({ crewName: "Luis and Ana" });

    // A week later no day holds the retired Crew 1, so the calendar has no row for it.
    const later = await (await callAdmin("/api/admin/installs?from=2026-12-13&to=2026-12-19")).json();
    expect(later.crews.map((row: { name: string }) => row.name)).toEqual(["Luis and Ana"]);

    // With every crew retired, no day is offered and a booking is a 409.
    expect((await changeCrew(crew.id, { retired: true })).status).toBe(200);
    const fourth = await deliveredJob();
    expect(await offered(fourth.jobId)).toEqual([]);
    expect((await book(fourth.jobId, "2026-12-10")).status).toBe(409);
  });

  it("hands a job's booked days to another free active crew (200), the days kept and the timeline saying so, and refuses a busy, retired or unknown crew", async () => {
    await activeCrews(1);
    const moving = await deliveredJob();
    expect(await (await book(moving.jobId, "2026-12-15")).json()).toMatchObject({ crew: 1 });
    const south = await (await addCrew({ name: "South crew", memberIds: [] })).json();
    const handTo = (jobId: string, crewId: string) =>
      callAdmin(`/api/admin/jobs/${jobId}/install/crew`, { method: "PUT", body: { crewId } });
    expect((await jobPage(moving.jobId)).install).toMatchObject({ crewName: "Crew 1", canChangeCrew: true });

    const handed = await handTo(moving.jobId, south.id);
    expect(handed.status).toBe(200);
    expect(await handed.json()).toMatchObject({ crew: south.number, dates: ["2026-12-15"], stage: "scheduled" });
    const page = await jobPage(moving.jobId);
    expect(page.install).toMatchObject({ crew: south.number, crewName: "South crew", dates: ["2026-12-15"] });
    expect(page.timeline.at(-1)).toMatchObject({ kind: "install-settings" });
    expect(JSON.stringify(page.timeline.at(-1))).toContain("South crew");

    // Crew 1 is free again on the 15th: another job takes it, and South is busy for it.
    const other = await deliveredJob();
    expect(await (await book(other.jobId, "2026-12-15")).json()).toMatchObject({ crew: 1 });
    expect((await handTo(other.jobId, south.id)).status).toBe(409);
    const north = await (await addCrew({ name: "North crew", memberIds: [] })).json();
    expect((await changeCrew(north.id, { retired: true })).status).toBe(200);
    expect((await handTo(other.jobId, north.id)).status).toBe(409);
    expect((await jobPage(other.jobId)).install).toMatchObject({ crew: 1, crewName: "Crew 1" });
    expect((await handTo(other.jobId, "00000000-0000-4000-8000-000000000000")).status).toBe(400);
    const unbooked = await deliveredJob();
    expect((await handTo(unbooked.jobId, south.id)).status).toBe(409);
    expect((await jobPage(unbooked.jobId)).install.canChangeCrew).toBe(false);
    expect((await handTo("nope", south.id)).status).toBe(404);
  });

  it("reads calendar settings saved with the old crew count, leaving the count out", async () => {
    await getDb()
      .update(calendarSettings)
      .set({ settings: { ...DEFAULT_CALENDAR_SETTINGS, installCrews: 3 } })
      .where(eq(calendarSettings.id, 1));
    const settings = await loadCalendarSettings(getDb());
    expect(settings.weeksAhead).toBe(DEFAULT_CALENDAR_SETTINGS.weeksAhead);
    expect(settings).not.toHaveProperty("installCrews");
  });
});
