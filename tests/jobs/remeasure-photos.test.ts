/**
 * The re-measure and the job's photos through the functions: the office books the re-measure as a
 * visit on the estimate calendar, marked as the job's (400 for a time the calendar does not offer,
 * 409 once the windows are ordered), and the customer gets the visit's confirmation; photos
 * attach to the job, show on the job page and the customer's page, and come off again.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import myHandler from "../../netlify/functions/my-appointments.mts";
import photosHandler from "../../netlify/functions/photos.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox } from "../../src/server/db/schema";
import { callAdmin, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { jpeg, photoRequest } from "../photos/images";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { jobPage, patchJob, signedJob } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLocalPhotoStore();
useLiftedSiteCeilings();

const remeasure = (jobId: string, body: object) => callAdmin(`/api/admin/jobs/${jobId}/re-measure`, { method: "POST", body });
let shade = 0;
const upload = async () =>
  (await (await photosHandler(photoRequest(await jpeg(120, 90, ++shade % 255)), { ip: "203.0.113.60" })).json()).id as string;

describe("the re-measure", () => {
  it("books a visit on the calendar marked as the job's, tells the customer, and shows it as the job's next step", async () => {
    const job = await signedJob();
    const response = await remeasure(job.jobId, { appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" });
    expect(response.status).toBe(201);
    const page = await response.json();
    expect(page.next).toEqual({ step: "re-measure", on: "2026-12-09" });
    expect(page.measurements.visit).toMatchObject({ appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" });
    expect(page.timeline.at(-1)).toMatchObject({ kind: "measurements", notified: true });

    const [visit] = await getDb().select().from(appointments).where(eq(appointments.jobId, job.jobId));
    expect(visit).toMatchObject({ appointmentDate: "2026-12-09", appointmentTime: "10:00 AM", email: job.email, address: "123 E Main St" });
    expect((await (await callAdmin(`/api/admin/appointments/${visit!.id}`)).json()).jobId).toBe(job.jobId);
    const confirmations = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, visit!.id), eq(emailOutbox.kind, "appointment-confirmation")));
    expect(confirmations.map((email) => email.to)).toEqual([job.email]);

    // Recorded done, the job is measured.
    expect((await (await patchJob(job.jobId, { stage: "measured", notify: false })).json()).stage).toBe("measured");
  });

  it("returns 400 for a time the calendar does not offer, and 409 once the windows are ordered", async () => {
    const job = await signedJob();
    // Sunday 6 December: closed.
    expect((await remeasure(job.jobId, { appointmentDate: "2026-12-06", appointmentTime: "10:00 AM" })).status).toBe(400);
    await patchJob(job.jobId, { stage: "ordered", manufacturer: "Pella", orderNumber: "PO-7", notify: false });
    expect((await remeasure(job.jobId, { appointmentDate: "2026-12-10", appointmentTime: "10:00 AM" })).status).toBe(409);
  });
});

describe("the job's photos", () => {
  it("attaches the office's uploads, shows them on the job page and the customer's page, and removes one", async () => {
    const job = await signedJob();
    const ids = [await upload(), await upload()];
    const attached = await callAdmin(`/api/admin/jobs/${job.jobId}/photos`, { method: "POST", body: { photoIds: ids } });
    expect(attached.status).toBe(200);
    expect((await attached.json()).photos.map((photo: { id: string }) => photo.id).sort()).toEqual([...ids].sort());

    // The customer's page lists them under its own link.
    expect(
      (
        await myHandler(
          new Request(`${SITE}/api/my/link`, {
            method: "POST",
            headers: { Origin: SITE, "Content-Type": "application/json" },
            body: JSON.stringify({ email: job.email }),
          }),
          { ip: "203.0.113.61" },
        )
      ).status,
    ).toBe(202);
    const [linkEmail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, job.email), eq(emailOutbox.kind, "customer-link")));
    const token = linkEmail!.text.match(/\/my\/([A-Za-z0-9_-]{43})\b/)![1]!;
    const page = await (await myHandler(new Request(`${SITE}/api/my/${token}`), { ip: "203.0.113.61" })).json();
    expect(page.jobs[0].photos.map((photo: { id: string }) => photo.id).sort()).toEqual([...ids].sort());
    const image = await myHandler(new Request(`${SITE}${page.jobs[0].photos[0].url}`), { ip: "203.0.113.61" });
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toMatch(/^image\//);

    const removed = await callAdmin(`/api/admin/jobs/${job.jobId}/photos/${ids[0]}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).photos.map((photo: { id: string }) => photo.id)).toEqual([ids[1]]);
    expect((await jobPage(job.jobId)).timeline.slice(-2).map((entry: { kind: string }) => entry.kind)).toEqual(["photos", "photos"]);
  });

  it("marks a job installed only with an after photo: 409 saying so without one, 200 once the office attached one", async () => {
    const job = await signedJob();
    await patchJob(job.jobId, { stage: "delivered", notify: false });
    for (const stage of ["installed", "completed"]) {
      const refused = await patchJob(job.jobId, { stage, notify: false });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error).toMatch(/^Add the after photos first/);
    }
    expect((await jobPage(job.jobId)).stage).toBe("delivered");

    const attached = await callAdmin(`/api/admin/jobs/${job.jobId}/photos`, { method: "POST", body: { photoIds: [await upload()] } });
    expect(attached.status).toBe(200);
    const installed = await patchJob(job.jobId, { stage: "installed", notify: false });
    expect(installed.status).toBe(200);
    expect((await installed.json()).stage).toBe("installed");
  });
});
