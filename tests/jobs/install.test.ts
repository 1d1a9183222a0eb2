/**
 * Install days through the functions: the start days offered (none until the windows are
 * delivered, closed days never), the customer's choice from the quote's link (200, 400 for a day
 * not offered, 409 when taken or booked already), the office's booking, move and unbooking (201,
 * 400 for a closed day, 409 without a free crew), the stage each moves the job to, and the notices
 * with their calendar event spanning the days (read back with ical.js).
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { emailOutbox, installDays } from "../../src/server/db/schema";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix; the calendar offers five weeks, through Saturday 2027-01-02.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const settingsWith = (change: Partial<CalendarSettings>) => saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, ...change }, "test");
beforeEach(async () => {
  await settingsWith({ installCrews: 1 });
});

const installDatesOf = async (token: string) => (await callQuote(`/api/quotes/${token}/install-dates`)).json();
const choose = (token: string, startDate: string, locale = "en") => callQuote(`/api/quotes/${token}/install`, { method: "POST", body: { startDate, locale } });
const book = (jobId: string, body: object) => callAdmin(`/api/admin/jobs/${jobId}/install`, { method: "POST", body });
const emailsOf = async (jobId: string, kind: string) => (await getDb().select().from(emailOutbox).where(and(eq(emailOutbox.relatedId, jobId), eq(emailOutbox.kind, kind)))).sort((a, b) => a.id - b.id);

/** A signed job, delivered (by the office, without telling the customer) with an install of `days` days. */
async function deliveredJob(days = 1, visit: Parameters<typeof signedJob>[0] = {}) {
  const job = await signedJob(visit);
  expect((await patchJob(job.jobId, { stage: "delivered", installDays: days, notify: false })).status).toBe(200);
  return job;
}

/** The only VEVENT of an .ics text, and its METHOD. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { method: calendar.getFirstPropertyValue("method"), event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

describe("GET /api/quotes/{token}/install-dates", () => {
  it("offers nothing until the windows are delivered, then open days from tomorrow, never a Sunday or a holiday", async () => {
    const job = await signedJob();
    expect(await installDatesOf(job.token)).toEqual({ dates: [], days: 1 });
    await patchJob(job.jobId, { stage: "delivered", notify: false });
    const { dates } = await installDatesOf(job.token);
    expect(dates.slice(0, 4)).toEqual(["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07"]);
    expect(dates).not.toContain("2026-12-06");
    expect(dates).not.toContain("2026-12-24");
    expect(dates).not.toContain("2026-12-25");
    expect(dates.at(-1)).toBe("2027-01-02");
  });

  it("offers the days early once the office opens scheduling, and tells the customer", async () => {
    const job = await signedJob({ locale: "es" });
    await patchJob(job.jobId, { stage: "ordered", manufacturer: "Milgard", orderNumber: "1144124", notify: false });
    const opened = await (await patchJob(job.jobId, { schedulingOpen: true })).json();
    expect(opened.next).toEqual({ step: "choose-install" });
    expect((await installDatesOf(job.token)).dates.length).toBeGreaterThan(0);
    const [notice] = await emailsOf(job.jobId, "job-delivered");
    expect(notice!.text).toMatch(/Elija su día de instalación: http:\/\/localhost:4321\/es\/quote\/[A-Za-z0-9_-]{43}#install/);
  });

  it("offers no day whose crew is taken on one of a two-day install's days", async () => {
    const first = await deliveredJob(2);
    const second = await deliveredJob(2);
    expect((await choose(first.token, "2026-12-04")).status).toBe(200);
    const { dates, days } = await installDatesOf(second.token);
    expect(days).toBe(2);
    // Thursday 3 would need Friday 4; Friday 4 and Saturday 5 (with Monday 7) are held.
    expect(dates.slice(0, 2)).toEqual(["2026-12-07", "2026-12-08"]);
  });
});

describe("POST /api/quotes/{token}/install", () => {
  it("books the chosen start day and the next open day, moves the job to scheduled, and tells the customer with one event spanning the days", async () => {
    // Saturday 26 (after the Christmas closing) and Monday 28: days no other test of this file holds.
    const job = await deliveredJob(2, { locale: "es" });
    const response = await choose(job.token, "2026-12-26", "es");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stage: "scheduled", dates: ["2026-12-26", "2026-12-28"] });
    const page = await jobPage(job.jobId);
    expect(page).toMatchObject({ stage: "scheduled", install: { days: 2, crew: 1, dates: ["2026-12-26", "2026-12-28"] }, next: { step: "install", dates: ["2026-12-26", "2026-12-28"] } });
    expect(page.timeline.at(-1)).toMatchObject({ kind: "install-booked", by: "customer", fromStage: "delivered", stage: "scheduled", notified: true });

    const [email] = await emailsOf(job.jobId, "install-booked");
    expect(email!.subject).toBe(`Su instalación está agendada (trabajo ${page.number})`);
    expect(email!.text).toContain("del sábado, 26 de diciembre al lunes, 28 de diciembre de 2026 (2 días)");
    expect(email!.text).toContain("La instalación va adjunta como un evento de calendario que abarca sus 2 días.");
    expect(email!.text).toContain("Lo que sigue: Nuestra cuadrilla instala sus ventanas y puertas del sábado");
    const { method, event } = eventOf(email!.ics!);
    expect(method).toBe("REQUEST");
    expect(event.uid).toBe(`install-${job.jobId}@windowsanddoorsnearme.com`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.isDate).toBe(true);
    expect([event.startDate.toString(), event.endDate.toString()]).toEqual(["2026-12-26", "2026-12-29"]);
    expect(event.location).toBe("123 E Main St, Gilbert, AZ 85233");
    expect(event.summary).toBe("Instalación de ventanas y puertas – Windows & Doors Near Me");
    const [admins] = await emailsOf(job.jobId, "install-chosen-notification");
    expect(admins!.subject).toBe(`Install days chosen by the customer: Ana Lopez, job ${page.number}`);
  });

  it("returns 400 for a closed day, today and a day past the calendar's weeks, naming startDate in the customer's language", async () => {
    const job = await deliveredJob();
    for (const day of ["2026-12-06", "2026-12-25", "2026-12-02", "2027-02-01"]) {
      const response = await choose(job.token, day, "es");
      expect(response.status, day).toBe(400);
      expect((await response.json()).fieldErrors).toEqual({ startDate: ["Ese día no está disponible para su instalación. Elija uno de los días que se muestran."] });
    }
    expect((await choose(job.token, "not-a-day")).status).toBe(400);
  });

  it("returns 409 when the day was taken meanwhile, and once the days are booked", async () => {
    const first = await deliveredJob();
    const second = await deliveredJob();
    expect((await choose(first.token, "2026-12-08")).status).toBe(200);
    const taken = await choose(second.token, "2026-12-08", "es");
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe("Lo sentimos, ese día se acaba de ocupar. Elija otro día, por favor.");
    const again = await choose(first.token, "2026-12-09");
    expect(again.status).toBe(409);
    expect((await again.json()).error).toBe("Your install is booked. To change it, please call us.");
  });

  it("returns 409 before the windows are delivered", async () => {
    const job = await signedJob();
    expect((await choose(job.token, "2026-12-08")).status).toBe(409);
  });
});

describe("POST and DELETE /api/admin/jobs/{id}/install", () => {
  it("books on the lowest free crew (201), moves the days with the same calendar event updated, and unbooks them back to delivered", async () => {
    await settingsWith({ installCrews: 2 });
    const other = await deliveredJob();
    expect((await book(other.jobId, { startDate: "2026-12-09" })).status).toBe(201);
    const job = await deliveredJob(2);

    const booked = await book(job.jobId, { startDate: "2026-12-08" });
    expect(booked.status).toBe(201);
    expect(await booked.json()).toEqual({ jobId: job.jobId, stage: "scheduled", crew: 2, dates: ["2026-12-08", "2026-12-09"] });

    const moved = await book(job.jobId, { startDate: "2026-12-10" });
    expect(moved.status).toBe(201);
    expect(await moved.json()).toMatchObject({ crew: 1, dates: ["2026-12-10", "2026-12-11"] });
    expect(await getDb().select().from(installDays).where(eq(installDays.jobId, job.jobId))).toHaveLength(2);

    const unbooked = await callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "DELETE" });
    expect(unbooked.status).toBe(200);
    expect(await unbooked.json()).toEqual({ jobId: job.jobId, stage: "delivered", crew: null, dates: [] });
    const page = await jobPage(job.jobId);
    expect(page.timeline.slice(-3).map((entry: { kind: string; stage: string; correction: boolean }) => [entry.kind, entry.stage, entry.correction])).toEqual([
      ["install-booked", "scheduled", false],
      ["install-moved", "scheduled", false],
      ["install-unbooked", "delivered", false],
    ]);

    const [first] = await emailsOf(job.jobId, "install-booked");
    const [second] = await emailsOf(job.jobId, "install-moved");
    const [third] = await emailsOf(job.jobId, "install-unbooked");
    const events = [first!, second!, third!].map((email) => eventOf(email.ics!));
    expect(events.map(({ event }) => event.uid)).toEqual(Array(3).fill(`install-${job.jobId}@windowsanddoorsnearme.com`));
    expect(events.map(({ event }) => event.sequence)).toEqual([1, 2, 3]);
    expect(events.map(({ method }) => method)).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(events.map(({ event }) => event.startDate.toString())).toEqual(["2026-12-08", "2026-12-10", "2026-12-10"]);
  });

  it("returns 400 for a closed start day and 409 when no crew is free on one of the days", async () => {
    const job = await deliveredJob(2);
    expect((await book(job.jobId, { startDate: "2026-12-13" })).status).toBe(400);
    const other = await deliveredJob();
    expect((await book(other.jobId, { startDate: "2026-12-15" })).status).toBe(201);
    const refused = await book(job.jobId, { startDate: "2026-12-14" });
    expect(refused.status).toBe(409);
    expect((await jobPage(job.jobId)).stage).toBe("delivered");
  });

  it("books before delivery for the office, and tells nobody with notify: false", async () => {
    const job = await signedJob();
    await patchJob(job.jobId, { stage: "ordered", manufacturer: "Pella", orderNumber: "PO-1", notify: false });
    expect((await book(job.jobId, { startDate: "2026-12-21", notify: false })).status).toBe(201);
    const page = await jobPage(job.jobId);
    expect(page.timeline.at(-1)).toMatchObject({ kind: "install-booked", fromStage: "ordered", stage: "scheduled", notified: false });
    expect(await emailsOf(job.jobId, "install-booked")).toEqual([]);
    // Unbooked, it goes back as far as its facts say: ordered, not delivered.
    expect(await (await callAdmin(`/api/admin/jobs/${job.jobId}/install?notify=0`, { method: "DELETE" })).json()).toMatchObject({ stage: "ordered" });
  });

  it("returns 409 for a job on hold or installed, and 409 for an unbooking with nothing booked", async () => {
    const job = await deliveredJob();
    expect((await callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "DELETE" })).status).toBe(409);
    await patchJob(job.jobId, { stage: "on_hold", notify: false });
    expect((await book(job.jobId, { startDate: "2026-12-22" })).status).toBe(409);
  });

  it("offers the office today and the days a crew has free", async () => {
    const job = await deliveredJob();
    const { dates } = await (await callAdmin(`/api/admin/jobs/${job.jobId}/install-dates`)).json();
    expect(dates[0]).toBe("2026-12-02");
  });

  it("releases the install days of a job cancelled by the office, and its calendar event goes", async () => {
    const job = await deliveredJob();
    expect((await book(job.jobId, { startDate: "2026-12-29" })).status).toBe(201);
    const page = await (await patchJob(job.jobId, { stage: "cancelled", note: "Customer withdrew after the three days." })).json();
    expect(page).toMatchObject({ stage: "cancelled", install: { dates: [] } });
    const [cancel] = await emailsOf(job.jobId, "install-unbooked");
    expect(eventOf(cancel!.ics!).method).toBe("CANCEL");
  });
});

describe("the installs calendar", () => {
  it("answers each crew's jobs over the range, with the closed days", async () => {
    await settingsWith({ installCrews: 2 });
    const job = await deliveredJob(2);
    await book(job.jobId, { startDate: "2026-12-30", notify: false });
    const calendar = await (await callAdmin("/api/admin/installs?from=2026-12-28&to=2027-01-03")).json();
    expect(calendar).toMatchObject({ from: "2026-12-28", to: "2027-01-03", crews: 2, closedDates: ["2027-01-01", "2027-01-03"] });
    expect(calendar.installs.find((entry: { jobId: string }) => entry.jobId === job.jobId)).toMatchObject({ crew: 1, dates: ["2026-12-30", "2026-12-31"], customer: "Ana Lopez", optionName: "Better", stage: "scheduled" });
    expect((await callAdmin("/api/admin/installs?from=2027-01-03&to=2026-12-28")).status).toBe(400);
    expect((await callAdmin("/api/admin/installs?from=2026-01-01&to=2026-12-31")).status).toBe(400);
  });

  it("counts today's installs for the navigation", async () => {
    const job = await deliveredJob();
    await book(job.jobId, { startDate: "2026-12-02", notify: false });
    expect((await (await callAdmin("/api/admin/jobs/counts")).json()).installsToday).toBeGreaterThanOrEqual(1);
    vi.setSystemTime(NOW);
  });
});
