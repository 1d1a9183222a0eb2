/**
 * Install days through the functions: the start days offered (none until the windows are
 * delivered, closed days never), the customer's choice from the quote's link (200, 400 for a day
 * not offered, 409 when taken or booked already), the office's booking, move and unbooking (201,
 * 400 for a closed day, 409 without a free crew), the stage each moves the job to, and the notices
 * with their calendar event spanning the days (read back with ical.js); the start days each side
 * is offered on a Saturday night, and the job marked installed only once its first day began.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_CALENDAR_SETTINGS, type CalendarSettings } from "../../src/core/calendar-settings";
import { getDb } from "../../src/server/db/client";
import { writeJobChange } from "../../src/server/db/jobs/changes";
import { emailOutbox, installDays } from "../../src/server/db/schema";
import { saveCalendarSettings } from "../../src/server/db/settings/calendar";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { callQuote, useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { activeCrews } from "../team/fixtures";
import { jobPage, patchJob, signedJob, withAfterPhoto } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix; the calendar offers five weeks, through Saturday 2027-01-02.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

const settingsWith = (change: Partial<CalendarSettings>) =>
  saveCalendarSettings(getDb(), { ...DEFAULT_CALENDAR_SETTINGS, ...change }, "test");
beforeEach(async () => {
  await settingsWith({});
  await activeCrews(1);
});

const installDatesOf = async (token: string) => (await callQuote(`/api/quotes/${token}/install-dates`)).json();
const choose = (token: string, startDate: string, locale = "en") =>
  callQuote(`/api/quotes/${token}/install`, { method: "POST", body: { startDate, locale } });
const book = (jobId: string, body: object) => callAdmin(`/api/admin/jobs/${jobId}/install`, { method: "POST", body });
const emailsOf = async (jobId: string, kind: string) =>
  (
    await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, jobId), eq(emailOutbox.kind, kind)))
  ).sort((a, b) => a.id - b.id);

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
    expect(page).toMatchObject({
      stage: "scheduled",
      install: { days: 2, crew: 1, dates: ["2026-12-26", "2026-12-28"] },
      next: { step: "install", dates: ["2026-12-26", "2026-12-28"] },
    });
    expect(page.timeline.at(-1)).toMatchObject({
      kind: "install-booked",
      by: "customer",
      fromStage: "delivered",
      stage: "scheduled",
      notified: true,
    });

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
      expect((await response.json()).fieldErrors).toEqual({
        startDate: ["Ese día no está disponible para su instalación. Elija uno de los días que se muestran."],
      });
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
    await activeCrews(2);
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
    expect(
      page.timeline
        .slice(-3)
        .map((entry: { kind: string; stage: string; correction: boolean }) => [entry.kind, entry.stage, entry.correction]),
    ).toEqual([
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
    expect(await (await callAdmin(`/api/admin/jobs/${job.jobId}/install?notify=0`, { method: "DELETE" })).json()).toMatchObject({
      stage: "ordered",
    });
  });

  it("returns 409 for a job on hold or installed, and 409 for an unbooking with nothing booked", async () => {
    const job = await deliveredJob();
    expect((await callAdmin(`/api/admin/jobs/${job.jobId}/install`, { method: "DELETE" })).status).toBe(409);
    await patchJob(job.jobId, { stage: "on_hold", notify: false });
    expect((await book(job.jobId, { startDate: "2026-12-22" })).status).toBe(409);
  });

  it("offers the office today only before the day's first slot, and refuses today once its work has begun", async () => {
    const job = await deliveredJob();
    const officeDates = async () => (await (await callAdmin(`/api/admin/jobs/${job.jobId}/install-dates`)).json()).dates;
    expect((await officeDates())[0]).toBe("2026-12-03");
    expect((await book(job.jobId, { startDate: "2026-12-02", notify: false })).status).toBe(400);
    // Wednesday 7:59 AM in Phoenix: the day's 8 AM slot has not begun.
    vi.setSystemTime(new Date("2026-12-02T14:59:00Z"));
    expect((await officeDates())[0]).toBe("2026-12-02");
    vi.setSystemTime(NOW);
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

describe("the start days on Saturday at 11 PM", () => {
  // Saturday 2026-11-28, 11:00 PM in Phoenix: today's work is long over, Sunday is closed.
  const SATURDAY_NIGHT = new Date("2026-11-29T06:00:00Z");

  it("lists the office's days from Monday and the customer's from Tuesday, and each booking takes only its own list's days", async () => {
    // Crews enough that the days other tests hold leave these lists alone.
    await activeCrews(3);
    const office = await deliveredJob();
    const customer = await deliveredJob();
    vi.setSystemTime(SATURDAY_NIGHT);
    const officeDates = (await (await callAdmin(`/api/admin/jobs/${office.jobId}/install-dates`)).json()).dates;
    const customerDates = (await installDatesOf(customer.token)).dates;
    expect(officeDates.slice(0, 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(customerDates.slice(0, 3)).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    // The calendar's five weeks end on Saturday 2026-12-26, after the Christmas closing.
    for (const dates of [officeDates, customerDates]) {
      expect(dates.filter((day: string) => day >= "2026-12-23")).toEqual(["2026-12-23", "2026-12-26"]);
    }

    for (const day of ["2026-11-28", "2026-11-29", "2026-12-28"])
      expect((await book(office.jobId, { startDate: day, notify: false })).status, day).toBe(400);
    expect((await choose(customer.token, "2026-11-30")).status).toBe(400);
    expect((await choose(customer.token, "2026-12-01")).status).toBe(200);
    expect((await book(office.jobId, { startDate: "2026-11-30", notify: false })).status).toBe(201);
    vi.setSystemTime(NOW);
  });
});

describe("marking the job installed", () => {
  it("refuses installed and completed with 409 before the install's first day begins in Phoenix, then lets it through", async () => {
    await activeCrews(3);
    const job = await deliveredJob();
    await withAfterPhoto(job.jobId);
    expect((await book(job.jobId, { startDate: "2026-12-04", notify: false })).status).toBe(201);
    for (const stage of ["installed", "completed"]) {
      const refused = await patchJob(job.jobId, { stage });
      expect(refused.status, stage).toBe(409);
      expect((await refused.json()).error).toBe(
        "The install starts on Friday, December 4, 2026: the job can be marked installed (or completed) from that day on.",
      );
    }
    const page = await jobPage(job.jobId);
    expect(page).toMatchObject({ stage: "scheduled", install: { installedFrom: "2026-12-04" } });
    expect(page.forwardStages).toEqual(["on_hold", "cancelled"]);
    expect(await emailsOf(job.jobId, "job-installed")).toEqual([]);

    // Thursday 11:59 PM in Phoenix: still the day before.
    vi.setSystemTime(new Date("2026-12-04T06:59:00Z"));
    expect((await patchJob(job.jobId, { stage: "installed" })).status).toBe(409);
    // Friday 12:00 AM in Phoenix: the first install day has begun.
    vi.setSystemTime(new Date("2026-12-04T07:00:00Z"));
    expect((await jobPage(job.jobId)).install.installedFrom).toBeNull();
    const installed = await patchJob(job.jobId, { stage: "installed" });
    expect(installed.status).toBe(200);
    expect((await installed.json()).stage).toBe("installed");
    expect(await emailsOf(job.jobId, "job-installed")).toHaveLength(1);
    vi.setSystemTime(NOW);
  });

  it("refuses a skip to completed from an on-hold job whose install is ahead, and leaves a job with no install days as it was", async () => {
    await activeCrews(3);
    const held = await deliveredJob();
    await withAfterPhoto(held.jobId);
    expect((await book(held.jobId, { startDate: "2026-12-07", notify: false })).status).toBe(201);
    expect((await patchJob(held.jobId, { stage: "on_hold", notify: false })).status).toBe(200);
    expect((await patchJob(held.jobId, { stage: "completed", notify: false })).status).toBe(409);

    const unbooked = await deliveredJob();
    await withAfterPhoto(unbooked.jobId);
    expect((await patchJob(unbooked.jobId, { stage: "installed", notify: false })).status).toBe(200);
  });
});

describe("the statement that marks a job installed", () => {
  it("writes nothing when the job's first install day is after the day it was decided on (days moved later meanwhile)", async () => {
    await activeCrews(3);
    const job = await deliveredJob();
    expect((await book(job.jobId, { startDate: "2026-12-07", notify: false })).status).toBe(201);
    const change = (installBegunBy: string) =>
      writeJobChange(getDb(), {
        jobId: job.jobId,
        atStages: ["scheduled"],
        set: { stage: "installed" },
        events: [{ actor: "admin@example.com", kind: "stage", fromStage: "scheduled", toStage: "installed", notified: false }],
        emails: [],
        installBegunBy,
        now: NOW,
      });
    expect(await change("2026-12-06")).toBeNull();
    expect((await jobPage(job.jobId)).stage).toBe("scheduled");
    expect(await change("2026-12-07")).toEqual([]);
    expect((await jobPage(job.jobId)).stage).toBe("installed");
  });
});

describe("the installs calendar", () => {
  it("answers each crew's jobs over the range, with the closed days", async () => {
    await activeCrews(2);
    const job = await deliveredJob(2);
    await book(job.jobId, { startDate: "2026-12-30", notify: false });
    const calendar = await (await callAdmin("/api/admin/installs?from=2026-12-28&to=2027-01-03")).json();
    expect(calendar).toMatchObject({
      from: "2026-12-28",
      to: "2027-01-03",
      crews: [
        { number: 1, name: "Crew 1", retired: false },
        { number: 2, name: "Crew 2", retired: false },
      ],
      closedDates: ["2027-01-01", "2027-01-03"],
    });
    expect(calendar.installs.find((entry: { jobId: string }) => entry.jobId === job.jobId)).toMatchObject({
      crew: 1,
      crewName: "Crew 1",
      dates: ["2026-12-30", "2026-12-31"],
      customer: "Ana Lopez",
      optionName: "Better",
      stage: "scheduled",
    });
    expect((await callAdmin("/api/admin/installs?from=2027-01-03&to=2026-12-28")).status).toBe(400);
    expect((await callAdmin("/api/admin/installs?from=2026-01-01&to=2026-12-31")).status).toBe(400);
  });

  it("counts today's installs for the navigation", async () => {
    const job = await deliveredJob();
    // Booked at 7 AM, before the day's work begins; counted at 9.
    vi.setSystemTime(new Date("2026-12-02T14:00:00Z"));
    expect((await book(job.jobId, { startDate: "2026-12-02", notify: false })).status).toBe(201);
    vi.setSystemTime(NOW);
    expect((await (await callAdmin("/api/admin/jobs/counts")).json()).installsToday).toBeGreaterThanOrEqual(1);
    vi.setSystemTime(NOW);
  });
});
