import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import photosHandler from "../../netlify/functions/photos.mts";
import sweepPhotosJob from "../../netlify/functions/sweep-photos.mts";
import healthHandler from "../../netlify/functions/health.mts";
import { adminHealthRequest } from "../helpers/session";
import { getDb } from "../../src/server/db/client";
import { attachWaitingPhotos } from "../../src/server/db/photos/photos";
import { appointments, leads, openings, photos } from "../../src/server/db/schema";
import { photoKeys, photoStore } from "../../src/server/photos/photo-store";
import { useFunctionDatabase } from "../helpers/function-env";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { seedAppointment, seedLead } from "../admin/fixtures";
import { jpeg, photoRequest } from "./images";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useLocalPhotoStore();

const upload = async () => (await (await photosHandler(photoRequest(await jpeg(80, 60)), { ip: "203.0.113.80" })).json()).id as string;
const rowOf = async (id: string) => (await getDb().select().from(photos).where(eq(photos.id, id)))[0];
const imageOf = (id: string) => photoStore().get(photoKeys(id).full, { type: "arrayBuffer" });

describe("the photo sweep", () => {
  it("deletes an upload nobody attached after 24 hours, image and row, and keeps a younger one", async () => {
    const old = await upload();
    vi.setSystemTime(new Date(NOW.getTime() + 23 * 3600_000));
    const young = await upload();
    expect(await imageOf(old)).not.toBeNull();
    vi.setSystemTime(new Date(NOW.getTime() + 24 * 3600_000 + 60_000));
    expect((await sweepPhotosJob()).status).toBe(204);
    expect(await rowOf(old)).toBeUndefined();
    expect(await imageOf(old)).toBeNull();
    expect(await rowOf(young)).toBeDefined();
    expect(await imageOf(young)).not.toBeNull();
  });

  it("deletes photos 12 months after the visit or the lead, and with a deleted appointment; keeps the rest", async () => {
    const [pastVisit, recentVisit, oldLead, removed] = await Promise.all([upload(), upload(), upload(), upload()]);
    const past = await seedAppointment({ appointmentDate: "2025-11-30", status: "completed" });
    const recent = await seedAppointment({ appointmentDate: "2025-12-05", status: "completed" });
    const lead = await seedLead({ createdAt: new Date("2025-11-20T17:00:00Z") });
    const doomed = await seedAppointment({ appointmentDate: "2026-12-10" });
    await getDb().update(photos).set({ appointmentId: past.id, attachedAt: NOW }).where(eq(photos.id, pastVisit));
    await getDb().update(photos).set({ appointmentId: recent.id, attachedAt: NOW }).where(eq(photos.id, recentVisit));
    await getDb().update(photos).set({ leadId: lead.id, attachedAt: NOW }).where(eq(photos.id, oldLead));
    await getDb().update(photos).set({ appointmentId: doomed.id, attachedAt: NOW }).where(eq(photos.id, removed));
    // Deleting the appointment leaves its photo ownerless (ON DELETE SET NULL), for the sweep.
    await getDb().delete(appointments).where(eq(appointments.id, doomed.id));
    vi.setSystemTime(new Date(NOW.getTime() + 25 * 3600_000));

    await sweepPhotosJob();
    expect(await rowOf(pastVisit)).toBeUndefined();
    expect(await imageOf(pastVisit)).toBeNull();
    expect(await rowOf(oldLead)).toBeUndefined();
    expect(await rowOf(removed)).toBeUndefined();
    expect(await rowOf(recentVisit)).toBeDefined();
  });
});

describe("an opening's photos", () => {
  /** An opening on `visitId`'s measure sheet. */
  const seedOpening = async (visitId: string) =>
    (
      await getDb()
        .insert(openings)
        .values({
          appointmentId: visitId,
          location: "Kitchen",
          kind: "window",
          style: "slider",
          widthSixteenths: 48 * 16,
          heightSixteenths: 36 * 16,
          installMethod: "insert",
          createdBy: "owner@example.com",
        })
        .returning()
    )[0]!;

  it("are kept as long as their visit's photos and deleted with them, 12 months after the visit; a spam visit's at once", async () => {
    const [pastPhoto, recentPhoto, spamPhoto] = await Promise.all([upload(), upload(), upload()]);
    const past = await seedAppointment({ appointmentDate: "2025-11-30", status: "completed" });
    const recent = await seedAppointment({ appointmentDate: "2025-12-05", status: "completed" });
    const spam = await seedAppointment({ appointmentDate: "2026-12-10", spamReason: "honeypot" });
    const [pastOpening, recentOpening, spamOpening] = [
      await seedOpening(past.id),
      await seedOpening(recent.id),
      await seedOpening(spam.id),
    ];
    await getDb().update(photos).set({ openingId: pastOpening.id, attachedAt: NOW }).where(eq(photos.id, pastPhoto));
    await getDb().update(photos).set({ openingId: recentOpening.id, attachedAt: NOW }).where(eq(photos.id, recentPhoto));
    await getDb().update(photos).set({ openingId: spamOpening.id, attachedAt: NOW }).where(eq(photos.id, spamPhoto));

    await sweepPhotosJob();
    expect(await rowOf(pastPhoto)).toBeUndefined();
    expect(await imageOf(pastPhoto)).toBeNull();
    expect(await rowOf(spamPhoto)).toBeUndefined();
    expect(await rowOf(recentPhoto)).toBeDefined();
    expect(await imageOf(recentPhoto)).not.toBeNull();
  });
});

describe("photos of a deleted appointment or lead", () => {
  it("are never attachable again, and the next sweep deletes them at once, image and row", async () => {
    const [ofVisit, ofLead] = await Promise.all([upload(), upload()]);
    const visit = await seedAppointment({ appointmentDate: "2026-12-10" });
    const lead = await seedLead();
    await getDb().update(photos).set({ appointmentId: visit.id, attachedAt: NOW }).where(eq(photos.id, ofVisit));
    await getDb().update(photos).set({ leadId: lead.id, attachedAt: NOW }).where(eq(photos.id, ofLead));
    await getDb().delete(appointments).where(eq(appointments.id, visit.id));
    await getDb().delete(leads).where(eq(leads.id, lead.id));
    // Ownerless now (ON DELETE SET NULL), but not a waiting upload: whoever holds the ids cannot take them.
    const other = await seedAppointment({ appointmentDate: "2026-12-11" });
    expect(await attachWaitingPhotos(getDb(), { appointmentId: other.id }, [ofVisit, ofLead], 6, NOW)).toEqual([]);
    // The same hour, no clock moved.
    await sweepPhotosJob();
    for (const id of [ofVisit, ofLead]) {
      expect(await rowOf(id)).toBeUndefined();
      expect(await imageOf(id)).toBeNull();
    }
  });
});

describe("an upload the store fails halfway", () => {
  /** The store's prototype, whose `set` and `delete` the tests make fail (every store the code opens shares it). */
  const storeMethods = () =>
    Object.getPrototypeOf(photoStore()) as {
      set: (...args: unknown[]) => Promise<unknown>;
      delete: (...args: unknown[]) => Promise<unknown>;
    };
  /** `set` writes the full image, then fails on the thumbnail, as a store that goes away mid-upload would. */
  function failSecondWrite() {
    const methods = storeMethods();
    const realSet = methods.set;
    const written: string[] = [];
    vi.spyOn(methods, "set").mockImplementation(function (this: unknown, ...args: unknown[]) {
      if (written.length > 0) return Promise.reject(new Error("store went away"));
      written.push(args[0] as string);
      return realSet.apply(this, args);
    });
    return { methods, written };
  }
  const allRows = async () => getDb().select().from(photos);

  it("answers 503 and takes back the image it wrote, and the row, when the store can still delete", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = (await allRows()).map((row) => row.id);
    const { written } = failSecondWrite();
    const response = await photosHandler(photoRequest(await jpeg(80, 60)), { ip: "203.0.113.81" });
    expect(response.status).toBe(503);
    expect((await allRows()).filter((row) => !before.includes(row.id))).toEqual([]);
    expect(written).toHaveLength(1);
    vi.restoreAllMocks();
    expect(await photoStore().get(written[0]!)).toBeNull();
  });

  it("keeps the row when the store cannot delete either, so the sweep still finds the written image and deletes both", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = (await allRows()).map((row) => row.id);
    const { methods } = failSecondWrite();
    vi.spyOn(methods, "delete").mockRejectedValue(new Error("store went away"));
    expect((await photosHandler(photoRequest(await jpeg(80, 60)), { ip: "203.0.113.82" })).status).toBe(503);
    const [left] = (await allRows()).filter((row) => !before.includes(row.id));
    // A waiting upload nobody was given the id of, with its full image in the store.
    expect(left).toMatchObject({ appointmentId: null, leadId: null, attachedAt: null });
    vi.restoreAllMocks();
    expect(await imageOf(left!.id)).not.toBeNull();
    vi.setSystemTime(new Date(NOW.getTime() + 24 * 3600_000 + 60_000));
    await sweepPhotosJob();
    expect(await rowOf(left!.id)).toBeUndefined();
    expect(await imageOf(left!.id)).toBeNull();
  });
});

describe("GET /api/health", () => {
  it("reports the photo store as reachable, and as down with a warning (still 200) when it does not answer", async () => {
    const up = await (await healthHandler(await adminHealthRequest())).json();
    expect(up.photos).toEqual({ status: "ok", scope: "site" });
    const down = Buffer.from(
      JSON.stringify({
        edgeURL: "http://127.0.0.1:9",
        uncachedEdgeURL: "http://127.0.0.1:9",
        token: "x",
        siteID: "s",
        deployID: "d",
        primaryRegion: "us-east-2",
      }),
    ).toString("base64");
    vi.stubEnv("NETLIFY_BLOBS_CONTEXT", down);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await healthHandler(await adminHealthRequest());
    const report = await response.json();
    expect(report.photos).toEqual({ status: "down", scope: "site" });
    expect(report.warnings.join(" ")).toContain("The photo store (Netlify Blobs) did not answer.");
    expect(JSON.stringify(report)).not.toContain("127.0.0.1:9");
  });
});
