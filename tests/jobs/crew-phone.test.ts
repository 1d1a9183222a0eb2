/**
 * The crew's phone's API (netlify/functions/crew.mts): who gets in, what an installer sees (only
 * their crews' jobs of today and tomorrow, never a price), "On my way", after-photos kept once by
 * the phone's id, and the customer's sign-off recorded once, completing the job or flagging its issues.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, installDays, jobEvents, jobs, jobSignOffs, photos } from "../../src/server/db/schema";
import { ADMIN, VISITOR, callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jpeg } from "../photos/images";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { callCrew, joinCrew, photoForm, scheduledJob, teamMember } from "./crew-fixtures";
import { jobPage, patchJob, withAfterPhoto } from "./fixtures";
import { signedJobWithOpenings } from "../openings/fixtures";
import { installLine, type InstallOpening } from "../../src/core/install-sheet";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLocalPhotoStore();

// Each test's crews of their own: the database is shared by the file's tests, and a crew holds one job a day.
let lastCrew = 10;
const freshCrew = () => ++lastCrew;

/** An installer on a crew of their own; answers them and their crew's number. */
async function crewInstaller() {
  const installer = await teamMember();
  const crew = freshCrew();
  await joinCrew(installer.id, crew);
  return { ...installer, crew };
}

const signOff = (change: object = {}) => ({
  clientId: crypto.randomUUID(),
  typedName: "Ana Lopez",
  outcome: "completed",
  signedAt: "2026-12-02T22:30:00Z",
  ...change,
});

describe("who may open the crew's phone", () => {
  it("answers 401 signed out, 403 to a visitor and an estimator, and lets in installers, the office and owners", async () => {
    expect((await callCrew("/api/crew/days", { as: null })).status).toBe(401);
    expect((await callCrew("/api/crew/days", { as: VISITOR })).status).toBe(403);
    const estimator = await teamMember("estimator");
    const refused = await callCrew("/api/crew/days", { as: estimator.email });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toMatch(/crew/);
    for (const role of ["installer", "office"] as const) {
      expect((await callCrew("/api/crew/days", { as: (await teamMember(role)).email })).status).toBe(200);
    }
    expect((await callCrew("/api/crew/days", { as: ADMIN })).status).toBe(200);
  });

  it("refuses a write from another site", async () => {
    const installer = await teamMember();
    const response = await callCrew(`/api/crew/jobs/${crypto.randomUUID()}/sign-off`, {
      method: "POST",
      body: signOff(),
      as: installer.email,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/crew/days", () => {
  it("lists only the installer's crews' jobs of today and tomorrow, in order, with what to install and no price", async () => {
    const installer = await crewInstaller();
    const tomorrows = await scheduledJob(installer.crew, ["2026-12-03"]);
    const todays = await scheduledJob(installer.crew, ["2026-12-02"]);
    const anotherCrews = await scheduledJob(freshCrew(), ["2026-12-02"]);
    const nextWeeks = await scheduledJob(installer.crew, ["2026-12-09"]);
    await getDb().update(jobs).set({ permitNumber: "BP-2026-0042", measurements: "Gate code 1234" }).where(eq(jobs.id, todays.jobId));

    const response = await callCrew("/api/crew/days", { as: installer.email });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ today: "2026-12-02", tomorrow: "2026-12-03" });
    expect(answer.days.map((day: { day: string; job: { id: string } }) => [day.day, day.job.id])).toEqual([
      ["2026-12-02", todays.jobId],
      ["2026-12-03", tomorrows.jobId],
    ]);
    const job = answer.days[0].job;
    expect(job).toMatchObject({
      customerName: "Ana Lopez",
      phone: "(480) 555-0100",
      permitNumber: "BP-2026-0042",
      notes: "Gate code 1234",
      signOff: null,
    });
    expect(job.mapUrl).toContain("google.com/maps");
    const text = JSON.stringify(answer);
    expect(text).not.toMatch(/cents|price|deposit|payment|total/i);
    expect(text).not.toContain(anotherCrews.jobId);
    expect(text).not.toContain(nextWeeks.jobId);
  });

  it("lists a job booked before its orders with its signed openings, as the job page and the day sheet do", async () => {
    const installer = await crewInstaller();
    const job = await signedJobWithOpenings([{}, { location: "Bath", style: "slider", obscure: true }]);
    expect((await patchJob(job.jobId, { stage: "delivered", notify: false })).status).toBe(200);
    await getDb().insert(installDays).values({ jobId: job.jobId, day: "2026-12-02", crew: installer.crew });
    await getDb().update(jobs).set({ stage: "scheduled", installDays: 1 }).where(eq(jobs.id, job.jobId));

    const { days } = await (await callCrew("/api/crew/days", { as: installer.email })).json();
    const lines = (days[0].job.openings as (InstallOpening["unit"] & { openingId: string; photoCount: number })[]).map(
      ({ openingId, photoCount, ...unit }) => installLine({ openingId, unit, photoCount }),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Bath · sliding window · /);
    expect(lines).toEqual((await jobPage(job.jobId)).install.openings.map(installLine));
  });

  it("says lead-safe work applies by the signed revision's year built (before 1978, or unknown)", async () => {
    const installer = await crewInstaller();
    await scheduledJob(installer.crew, ["2026-12-02"], { yearBuilt: 1960 });
    await scheduledJob(installer.crew, ["2026-12-03"], { yearBuilt: 1995 });
    const unknown = await crewInstaller();
    await scheduledJob(unknown.crew, ["2026-12-02"], { yearBuilt: null });
    const { days } = await (await callCrew("/api/crew/days", { as: installer.email })).json();
    expect(days.map((day: { job: { leadSafe: boolean } }) => day.job.leadSafe)).toEqual([true, false]);
    const unknowns = await (await callCrew("/api/crew/days", { as: unknown.email })).json();
    expect(unknowns.days[0].job.leadSafe).toBe(true);
  });

  it("says each job's language, the one its customer reads the sign-off in", async () => {
    const installer = await crewInstaller();
    const english = await scheduledJob(installer.crew, ["2026-12-02"]);
    const spanish = await scheduledJob(installer.crew, ["2026-12-03"]);
    await getDb().update(jobs).set({ locale: "es" }).where(eq(jobs.id, spanish.jobId));
    const { days } = await (await callCrew("/api/crew/days", { as: installer.email })).json();
    const localeOf = (jobId: string) => days.find((day: { job: { id: string } }) => day.job.id === jobId).job.locale;
    expect([localeOf(english.jobId), localeOf(spanish.jobId)]).toEqual(["en", "es"]);
  });

  it("shows the office every crew's jobs", async () => {
    const office = await teamMember("office");
    const first = await scheduledJob(freshCrew(), ["2026-12-02"]);
    const second = await scheduledJob(freshCrew(), ["2026-12-02"]);
    const { days } = await (await callCrew("/api/crew/days", { as: office.email })).json();
    const ids = days.map((day: { job: { id: string } }) => day.job.id);
    expect(ids).toEqual(expect.arrayContaining([first.jobId, second.jobId]));
  });
});

describe("a job that is not the installer's crew's", () => {
  it("is a 404 for every write and for its photos", async () => {
    const installer = await crewInstaller();
    const other = await scheduledJob(freshCrew(), ["2026-12-02"]);
    await withAfterPhoto(other.jobId);
    const [photo] = await getDb().select().from(photos).where(eq(photos.jobId, other.jobId));
    const as = installer.email;
    const base = `/api/crew/jobs/${other.jobId}`;
    expect((await callCrew(`${base}/on-my-way`, { method: "POST", body: { etaMinutes: 15 }, as })).status).toBe(404);
    const photoBody = photoForm(await jpeg(), crypto.randomUUID());
    expect((await callCrew(`${base}/photos`, { method: "POST", body: photoBody, as })).status).toBe(404);
    expect((await callCrew(`${base}/sign-off`, { method: "POST", body: signOff(), as })).status).toBe(404);
    expect((await callCrew(`/api/crew/photos/${photo!.id}`, { as })).status).toBe(404);
  });
});

describe("POST /api/crew/jobs/{id}/photos", () => {
  it("stores the photo through the upload pipeline as the installer's after-photo, and keeps one photo sent twice", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const clientId = crypto.randomUUID();
    const bytes = await jpeg(640, 480);
    const first = await callCrew(`/api/crew/jobs/${job.jobId}/photos`, {
      method: "POST",
      body: photoForm(bytes, clientId),
      as: installer.email,
    });
    expect(first.status).toBe(201);
    // Its answer lost, the phone sends it again: the same photo, stored once.
    const again = await callCrew(`/api/crew/jobs/${job.jobId}/photos`, {
      method: "POST",
      body: photoForm(bytes, clientId),
      as: installer.email,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const kept = await getDb().select().from(photos).where(eq(photos.jobId, job.jobId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ clientId, takenBy: installer.email, width: 640, height: 480 });
    expect(await getDb().select().from(photos).where(isNull(photos.jobId))).toEqual([]);
    // The crew reads it back through its own path.
    const { days } = await (await callCrew("/api/crew/days", { as: installer.email })).json();
    const image = await callCrew(`${days[0].job.photos[0].url}?size=thumb`, { as: installer.email });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
  });

  it("refuses what the upload pipeline refuses (not a photo: 415) and a body without the phone's id (400)", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const path = `/api/crew/jobs/${job.jobId}/photos`;
    const notAPhoto = await callCrew(path, {
      method: "POST",
      body: photoForm(new TextEncoder().encode("hello"), crypto.randomUUID()),
      as: installer.email,
    });
    expect(notAPhoto.status).toBe(415);
    const noId = photoForm(await jpeg(), crypto.randomUUID());
    noId.delete("clientId");
    expect((await callCrew(path, { method: "POST", body: noId, as: installer.email })).status).toBe(400);
    expect(await getDb().select().from(photos).where(eq(photos.jobId, job.jobId))).toEqual([]);
  });
});

describe("POST /api/crew/jobs/{id}/sign-off", () => {
  it("records the customer's sign-off like a signature and completes the scheduled job through installed, once", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    await withAfterPhoto(job.jobId);
    const body = signOff();
    const first = await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body, as: installer.email });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ clientId: body.clientId, typedName: "Ana Lopez", outcome: "completed" });
    const again = await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body, as: installer.email });
    expect(again.status).toBe(200);

    const [row] = await getDb().select().from(jobSignOffs).where(eq(jobSignOffs.jobId, job.jobId));
    expect(row).toMatchObject({
      typedName: "Ana Lopez",
      signedAt: new Date("2026-12-02T22:30:00Z"),
      receivedAt: NOW,
      ipAddress: "203.0.113.9",
      userAgent: "CrewPhone/1.0",
      recordedBy: installer.email,
    });
    const page = await jobPage(job.jobId);
    expect(page.stage).toBe("completed");
    const completions = await getDb()
      .select()
      .from(jobEvents)
      .where(and(eq(jobEvents.jobId, job.jobId), eq(jobEvents.toStage, "completed")));
    expect(completions).toHaveLength(1);
    expect(completions[0]!.actor).toBe(installer.email);
  });

  it("answers 409 to another phone's sign-off of a job already signed off", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    await withAfterPhoto(job.jobId);
    expect((await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body: signOff(), as: installer.email })).status).toBe(
      201,
    );
    expect((await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body: signOff(), as: installer.email })).status).toBe(
      409,
    );
  });

  it("refuses a completed sign-off before any after-photo (409), recording nothing", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const response = await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body: signOff(), as: installer.email });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatch(/after-photo/);
    expect(await getDb().select().from(jobSignOffs).where(eq(jobSignOffs.jobId, job.jobId))).toHaveLength(0);
  });

  it("flags issues to the office: the admins are told, the timeline notes them, and the job is not completed", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const body = signOff({ outcome: "issues", issues: "Bedroom screen missing" });
    expect((await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body, as: installer.email })).status).toBe(201);
    expect((await jobPage(job.jobId)).stage).toBe("scheduled");
    const notices = await getDb().select().from(emailOutbox).where(eq(emailOutbox.kind, "sign-off-issues-notification"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("Bedroom screen missing");
    const { days } = await (await callCrew("/api/crew/days", { as: installer.email })).json();
    expect(days[0].job.signOff).toMatchObject({ outcome: "issues", issues: "Bedroom screen missing" });
  });

  it("keeps the job flagged for the office until it is completed", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const body = signOff({ outcome: "issues", issues: "Kitchen window sticks" });
    expect((await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, { method: "POST", body, as: installer.email })).status).toBe(201);
    expect((await jobPage(job.jobId)).flags).toEqual(["sign-off-issues"]);
    const flagged = async () =>
      ((await (await callAdmin("/api/admin/jobs?flag=sign-off-issues")).json()).items as { id: string }[]).map((item) => item.id);
    expect(await flagged()).toContain(job.jobId);

    // The office sees to the issues and completes the job: the flag goes.
    await withAfterPhoto(job.jobId);
    expect((await patchJob(job.jobId, { stage: "installed", notify: false })).status).toBe(200);
    expect((await patchJob(job.jobId, { stage: "completed", notify: false })).status).toBe(200);
    expect((await jobPage(job.jobId)).flags).toEqual([]);
    expect(await flagged()).not.toContain(job.jobId);
  });

  it("asks for the issues when the customer names some", async () => {
    const installer = await crewInstaller();
    const job = await scheduledJob(installer.crew, ["2026-12-02"]);
    const response = await callCrew(`/api/crew/jobs/${job.jobId}/sign-off`, {
      method: "POST",
      body: signOff({ outcome: "issues" }),
      as: installer.email,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.issues).toBeDefined();
  });
});
