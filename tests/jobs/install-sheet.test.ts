/**
 * The crew's install sheet: the morning day sheet and the admins' calendar feed list every unit
 * to install (room, style, W × H as ordered at the final size, product, options, install method,
 * tempered and obscure glass, how many photos), from the job's live orders (a superseded order's
 * units are not listed), and never a price; a job booked before its orders lists its signed
 * openings at their final sizes. A job with neither reads as before.
 */
import { describe, expect, it } from "vitest";
import calendarFeedHandler from "../../netlify/functions/calendar-feed.mts";
import { installLine } from "../../src/core/install-sheet";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { photos } from "../../src/server/db/schema";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { callAdmin, useAdminEnv } from "../admin/fixtures";
import { parseEvents } from "../email/ical-parse";
import { useFunctionDatabase } from "../helpers/function-env";
import { recording } from "../helpers/recording-transport";
import { orderedUnit, seedOpening, seedOrder, seedSupplier } from "../money/cost-fixtures";
import { signedJobWithOpenings } from "../openings/fixtures";
import { recordFinal } from "../purchase-orders/fixtures";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();

/** Delivers job `jobId` and books its install on `startDate` as the office. */
async function deliverAndBook(jobId: string, startDate: string) {
  expect((await patchJob(jobId, { stage: "delivered", notify: false })).status).toBe(200);
  expect((await callAdmin(`/api/admin/jobs/${jobId}/install`, { method: "POST", body: { startDate, notify: false } })).status).toBe(201);
}

/** A job signed for a living-room picture window (its sill at 30 in, its final size 71 1/2 × 48, two photos) and an obscure bathroom slider (its sill not measured: tempered), booked on `startDate` with no order written. */
async function bookedBeforeOrders(startDate: string) {
  const job = await signedJobWithOpenings([
    { sillInches: "30" },
    { location: "Bath", style: "slider", obscure: true, installMethod: "full-frame" },
  ]);
  await recordFinal(job.jobId, job.openings[0]!.id, "71 1/2", "48");
  await getDb()
    .insert(photos)
    .values(
      [1, 2].map(() => ({
        openingId: job.openings[0]!.id,
        contentType: "image/jpeg",
        bytes: 1000,
        width: 120,
        height: 90,
        attachedAt: NOW,
      })),
    );
  await deliverAndBook(job.jobId, startDate);
  return job;
}

/** The signed openings as the crew reads them before any order: the final size where recorded, the quote's product and options. */
const SIGNED_LIVING = "Living room · picture window · W 71 1/2 × H 48 in · Tuscany V400 · Low-E · insert · 2 photos";
const SIGNED_BATH = "Bath · sliding window · W 72 × H 48 in · Tuscany V400 · Low-E · full-frame · tempered glass · obscure (privacy) glass";

/** A signed job, delivered, its install booked by the office on `startDate`; with two units ordered and confirmed (costed), one of them photographed twice, when `ordered`. */
async function bookedJob(startDate: string, { ordered }: { ordered: boolean }) {
  const job = await signedJob();
  if (ordered) {
    const [living, bath] = [await seedOpening(job.visitId), await seedOpening(job.visitId, "Bath")];
    const supplier = await seedSupplier();
    // The order a corrected one replaced: its units are not the ones to install.
    await seedOrder(job.jobId, supplier, {
      status: "superseded",
      lines: [{ openingId: living, unit: orderedUnit("Old living room"), unitCostCents: 55_500 }],
    });
    await seedOrder(job.jobId, supplier, {
      status: "confirmed",
      lines: [
        {
          openingId: living,
          unit: orderedUnit("Living room", { widthSixteenths: 71 * 16 + 8, options: [{ id: "o1", name: "Low-E" }] }),
          unitCostCents: 123_456,
        },
        {
          openingId: bath,
          unit: orderedUnit("Bath", { style: "slider", installMethod: "full-frame", tempered: true, obscure: true }),
          unitCostCents: 98_700,
        },
      ],
    });
    await getDb()
      .insert(photos)
      .values([1, 2].map(() => ({ openingId: living, contentType: "image/jpeg", bytes: 1000, width: 120, height: 90, attachedAt: NOW })));
  }
  await deliverAndBook(job.jobId, startDate);
  return job;
}

const LIVING = "Living room · picture window · W 71 1/2 × H 48 in · Milgard Tuscany V400 · Low-E · insert · 2 photos";
const BATH = "Bath · sliding window · W 72 × H 48 in · Milgard Tuscany V400 · full-frame · tempered glass · obscure (privacy) glass";

describe("the crew's install sheet", () => {
  it("lists the units to install in the day sheet, as ordered, with no price", async () => {
    await bookedJob("2026-12-10", { ordered: true });
    const sent: OutgoingEmail[] = [];
    // Thursday 10 December, 6:00 AM in Phoenix.
    const report = await runDaySheet(getDb(), {
      now: new Date("2026-12-10T13:00:00Z"),
      transport: recording(sent),
      adminEmails: ["owner@example.com"],
    });
    expect(report).toMatchObject({ day: "2026-12-10", installs: 1, sent: 1 });
    expect(sent[0]!.text).toContain(["To install (2):", `- ${LIVING}`, `- ${BATH}`].join("\n"));
    expect(sent[0]!.text).not.toContain("Old living room");
    expect(sent[0]!.html).toContain(`>${LIVING}</li>`);
    expect(sent[0]!.html).toContain("W 72 × H 48 in");
    for (const body of [sent[0]!.text, sent[0]!.html]) expect(body).not.toMatch(/\$\s?\d/);
  });

  it("lists them in the calendar feed's install event, with no price", async () => {
    const job = await bookedJob("2026-12-11", { ordered: true });
    const url = ((await (await callAdmin("/api/admin/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const feed = await (await calendarFeedHandler(new Request(url))).text();
    const [install] = parseEvents(feed).filter((event) => event.uid === `install-${job.jobId}@windowsanddoorsnearme.com`);
    expect(install!.description).toContain(["To install (2):", `- ${LIVING}`, `- ${BATH}`].join("\n"));
    expect(feed).not.toMatch(/\$\s?\d/);
  });

  it("lists the units on the job page's install section, as ordered, with no price", async () => {
    const job = await bookedJob("2026-12-15", { ordered: true });
    const { install } = await jobPage(job.jobId);
    expect(install.openings.map(installLine)).toEqual([LIVING, BATH]);
    expect(JSON.stringify(install)).not.toMatch(/cents/i);
  });

  it("lists the signed openings at their final sizes for a job booked before its orders: day sheet, calendar event and job page", async () => {
    const job = await bookedBeforeOrders("2026-12-16");
    const sent: OutgoingEmail[] = [];
    // Wednesday 16 December, 6:00 AM in Phoenix.
    await runDaySheet(getDb(), { now: new Date("2026-12-16T13:00:00Z"), transport: recording(sent), adminEmails: ["owner@example.com"] });
    expect(sent[0]!.text).toContain(["To install (2):", `- ${SIGNED_LIVING}`, `- ${SIGNED_BATH}`].join("\n"));
    for (const body of [sent[0]!.text, sent[0]!.html]) expect(body).not.toMatch(/\$\s?\d/);

    const url = ((await (await callAdmin("/api/admin/calendar-feed", { method: "POST" })).json()) as { url: string }).url;
    const feed = await (await calendarFeedHandler(new Request(url))).text();
    const [install] = parseEvents(feed).filter((event) => event.uid === `install-${job.jobId}@windowsanddoorsnearme.com`);
    expect(install!.description).toContain(["To install (2):", `- ${SIGNED_LIVING}`, `- ${SIGNED_BATH}`].join("\n"));

    const page = await jobPage(job.jobId);
    expect(page.install.openings.map(installLine)).toEqual([SIGNED_LIVING, SIGNED_BATH]);
    expect(page.install.openings[0].unit).toMatchObject({ sizeFrom: "final", widthSixteenths: 71 * 16 + 8 });
  });

  it("reads as before for a job without orders", async () => {
    await bookedJob("2026-12-14", { ordered: false });
    const sent: OutgoingEmail[] = [];
    await runDaySheet(getDb(), { now: new Date("2026-12-14T13:00:00Z"), transport: recording(sent), adminEmails: ["owner@example.com"] });
    expect(sent[0]!.text).toContain("Crew 1: job");
    expect(sent[0]!.text).not.toContain("To install");
  });
});
