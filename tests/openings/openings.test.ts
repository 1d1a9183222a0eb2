/**
 * The measure sheet's openings through the admin function: written once per the sheet's own id
 * (a resend, or two at once, write one row), read, changed, deleted (not while a signed quote holds
 * one), their flags decided by the server, and their photos.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import photosHandler from "../../netlify/functions/photos.mts";
import { MAX_OPENINGS_PER_VISIT } from "../../src/schemas/openings";
import { getDb } from "../../src/server/db/client";
import { openings, photos } from "../../src/server/db/schema";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase, useLiftedSiteCeilings } from "../helpers/function-env";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { jpeg, photoRequest } from "../photos/images";
import { useContractFacts, useStripeStandIn } from "../quotes/fixtures";
import { anOpening, postOpening, pricedRecord, signedJobWithOpenings, writtenOpening } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useContractFacts();
useStripeStandIn();
useLocalPhotoStore();
useLiftedSiteCeilings();

let shade = 0;
const upload = async () =>
  (await (await photosHandler(photoRequest(await jpeg(120, 90, ++shade % 255)), { ip: "203.0.113.70" })).json()).id as string;
const patchOpening = (id: string, body: object) => callAdmin(`/api/admin/openings/${id}`, { method: "PATCH", body });
const deleteOpening = (id: string) => callAdmin(`/api/admin/openings/${id}`, { method: "DELETE" });

describe("POST /api/admin/appointments/{id}/openings", () => {
  it("answers 201 with the sizes as inches and as typed, united inches, square feet and the server's flags", async () => {
    const visit = await seedAppointment();
    const response = await postOpening(visit.id, anOpening({ width: "35 1/2", height: "59-15/16", wetArea: true, sillInches: 40 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      appointmentId: visit.id,
      width: { inches: 35.5, text: "35 1/2" },
      height: { inches: 59.9375, text: "59 15/16" },
      unitedInches: 96,
      squareFeet: 14.78,
      sillInches: { inches: 40, text: "40" },
      flags: { temperedRequired: true, temperedReasons: ["wet-area"] },
      final: null,
      photoIds: [],
    });
  });

  it("answers 400 with the field's message for a size it cannot read or out of range, and 404 for an unknown visit", async () => {
    const visit = await seedAppointment();
    const bad = await postOpening(visit.id, anOpening({ width: "35 1/3", height: "200" }));
    expect(bad.status).toBe(400);
    const { fieldErrors } = await bad.json();
    expect(fieldErrors.width).toEqual(["Width: Measure to the nearest 1/16 inch"]);
    expect(fieldErrors.height).toEqual(["Height must be 6 to 180 inches"]);
    expect((await postOpening(randomUUID(), anOpening())).status).toBe(404);
  });

  it("answers the row already written, 200 with the same id, when the sheet sends a clientId again", async () => {
    const visit = await seedAppointment();
    const clientId = randomUUID();
    const first = await postOpening(visit.id, anOpening({ clientId }));
    expect(first.status).toBe(201);
    const again = await postOpening(visit.id, anOpening({ clientId, location: "Typed again" }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: (await first.json()).id, location: "Living room", clientId });
    expect(await getDb().select().from(openings).where(eq(openings.appointmentId, visit.id))).toHaveLength(1);
  });

  it("writes one row for two POSTs of the same clientId at once: the unique index decides", async () => {
    const visit = await seedAppointment();
    const clientId = randomUUID();
    const answers = await Promise.all([postOpening(visit.id, anOpening({ clientId })), postOpening(visit.id, anOpening({ clientId }))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((answer) => answer.json()));
    expect(a.id).toBe(b.id);
    expect(await getDb().select().from(openings).where(eq(openings.appointmentId, visit.id))).toHaveLength(1);
  });

  it("answers 409 past the sheet's most openings, and still answers a resend of one written", async () => {
    const visit = await seedAppointment();
    const clientId = randomUUID();
    await postOpening(visit.id, anOpening({ clientId }));
    await getDb()
      .insert(openings)
      .values(
        Array.from({ length: MAX_OPENINGS_PER_VISIT - 1 }, () => ({
          appointmentId: visit.id,
          location: "Bedroom",
          kind: "window" as const,
          style: "slider",
          widthSixteenths: 36 * 16,
          heightSixteenths: 24 * 16,
          installMethod: "insert" as const,
          createdBy: "owner@example.com",
        })),
      );
    const refused = await postOpening(visit.id, anOpening());
    expect(refused.status).toBe(409);
    expect((await postOpening(visit.id, anOpening({ clientId }))).status).toBe(200);
  });
});

describe("GET /api/admin/appointments/{id}/openings", () => {
  it("lists the visit's openings in the order measured, and 404 for an unknown visit", async () => {
    const visit = await seedAppointment();
    const kitchen = await writtenOpening(visit.id, { location: "Kitchen" });
    vi.setSystemTime(new Date(NOW.getTime() + 60_000));
    const door = await writtenOpening(visit.id, {
      location: "Patio",
      kind: "patio-door",
      style: "sliding-patio-door",
      width: "72",
      height: "80",
    });
    const response = await callAdmin(`/api/admin/appointments/${visit.id}/openings`);
    expect(response.status).toBe(200);
    const listed = await response.json();
    expect(listed.map((opening: { id: string }) => opening.id)).toEqual([kitchen.id, door.id]);
    expect(listed[1].flags).toEqual({ temperedRequired: true, temperedReasons: ["door", "large-pane"] });
    expect((await callAdmin(`/api/admin/appointments/${randomUUID()}/openings`)).status).toBe(404);
  });
});

describe("PATCH /api/admin/openings/{id}", () => {
  it("changes the fields given and decides the flags again", async () => {
    const visit = await seedAppointment();
    const opening = await writtenOpening(visit.id, { width: "30", height: "40" });
    const response = await patchOpening(opening.id, { nearDoor: true, height: "40 1/8" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      width: { text: "30" },
      height: { text: "40 1/8" },
      flags: { temperedRequired: true, temperedReasons: ["near-door"] },
    });
  });

  it("answers 400 naming style when the style no longer fits the kind after the change, and 404 for an unknown opening", async () => {
    const visit = await seedAppointment();
    const opening = await writtenOpening(visit.id);
    const refused = await patchOpening(opening.id, { kind: "entry-door" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.style).toEqual(["That style is not one of this kind's"]);
    expect((await patchOpening(opening.id, { kind: "entry-door", style: "entry-door" })).status).toBe(200);
    expect((await patchOpening(randomUUID(), { notes: "x" })).status).toBe(404);
  });
});

describe("DELETE /api/admin/openings/{id}", () => {
  it("answers 204 and deletes the opening with its photos", async () => {
    const visit = await seedAppointment();
    const opening = await writtenOpening(visit.id);
    const photo = await upload();
    expect((await callAdmin(`/api/admin/openings/${opening.id}/photos`, { method: "POST", body: { photoIds: [photo] } })).status).toBe(200);
    const response = await deleteOpening(opening.id);
    expect(response.status).toBe(204);
    expect(await getDb().select().from(openings).where(eq(openings.id, opening.id))).toEqual([]);
    expect(await getDb().select().from(photos).where(eq(photos.id, photo))).toEqual([]);
    expect((await deleteOpening(opening.id)).status).toBe(404);
  });

  it("answers 409 for an opening the signed option of a signed quote priced, and deletes one only another option priced", async () => {
    const job = await signedJobWithOpenings([{ location: "Kitchen" }, { location: "Den" }], ([good, better], [kitchen, den]) => [
      pricedRecord(better!, 0, kitchen!),
      pricedRecord(good!, 0, den!),
    ]);
    // The Den is priced only by the Good option, not the one signed.
    const [signedFor, elsewhere] = [job.openings[0]!, job.openings[1]!];
    const refused = await deleteOpening(signedFor.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatch(/signed quote/);
    expect((await patchOpening(signedFor.id, { width: "71" })).status).toBe(409);
    expect((await deleteOpening(elsewhere.id)).status).toBe(204);
  });
});

describe("an opening's photos", () => {
  it("attaches uploads, lists them on the opening, removes one, and refuses a seventh", async () => {
    const visit = await seedAppointment();
    const opening = await writtenOpening(visit.id);
    const ids = await Promise.all(Array.from({ length: 6 }, upload));
    const attached = await callAdmin(`/api/admin/openings/${opening.id}/photos`, { method: "POST", body: { photoIds: ids } });
    expect(attached.status).toBe(200);
    expect((await attached.json()).photoIds.sort()).toEqual([...ids].sort());

    const seventh = await callAdmin(`/api/admin/openings/${opening.id}/photos`, { method: "POST", body: { photoIds: [await upload()] } });
    expect(seventh.status).toBe(400);
    expect((await seventh.json()).fieldErrors.photoIds).toEqual([expect.stringMatching(/6/)]);

    const removed = await callAdmin(`/api/admin/openings/${opening.id}/photos/${ids[0]}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await removed.json()).photoIds.sort()).toEqual(ids.slice(1).sort());
    expect((await callAdmin(`/api/admin/openings/${opening.id}/photos/${ids[0]}`, { method: "DELETE" })).status).toBe(404);
    // The visit's own six are another owner's: the opening's photos do not count against them.
    expect(await getDb().select().from(photos).where(eq(photos.appointmentId, visit.id))).toEqual([]);
  });
});
