/**
 * Six photos at most, under concurrency (real PostgreSQL: here concurrent statements really
 * race, unlike in PGlite). Before the trigger of drizzle/0013, three requests adding 2 + 3 + 3
 * left a visit with eight: each one's count missed the others' photos.
 */
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import managePhotosHandler from "../../netlify/functions/manage-photos.mts";
import { MAX_PHOTOS_PER_OWNER } from "../../src/core/photo-limits";
import { hashLinkToken, newLinkToken } from "../../src/server/private-links/tokens";
import { getDb } from "../../src/server/db/client";
import { attachWaitingPhotos, countPhotos, insertPhoto } from "../../src/server/db/photos/photos";
import { photos } from "../../src/server/db/schema";
import { seedAppointment, seedLead } from "../admin/fixtures";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });

/** `n` waiting uploads' rows (attaching never reads the images). */
const uploads = (n: number) =>
  Promise.all(
    Array.from(
      { length: n },
      async () =>
        (
          await insertPhoto(getDb(), {
            id: crypto.randomUUID(),
            contentType: "image/jpeg",
            bytes: 1000,
            width: 10,
            height: 10,
            clientAddress: null,
            createdAt: NOW,
          })
        ).id,
    ),
  );
/** 1, 2 or 3, in turn. */
const sizeOf = (index: number) => (index % 3) + 1;

describeOnRealPostgres("attaching photos under concurrency (real PostgreSQL)", () => {
  it("returns 201 or 400 to 10 simultaneous manage requests of 1-3 photos each, and never leaves a visit over six", async () => {
    for (let round = 0; round < 4; round++) {
      const token = newLinkToken();
      const visit = await seedAppointment({ cancelTokenHash: hashLinkToken(token), appointmentDate: "2026-12-08" });
      const batches = await Promise.all(Array.from({ length: 10 }, (_, index) => uploads(sizeOf(index + round))));
      const responses = await Promise.all(
        batches.map((photoIds) =>
          managePhotosHandler(
            new Request(`http://localhost/api/cancel/${token}/photos`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ photoIds }),
            }),
          ),
        ),
      );
      expect(responses.map((response) => response.status).filter((status) => status !== 201 && status !== 400)).toEqual([]);
      const held = await countPhotos(getDb(), { appointmentId: visit.id });
      expect(held).toBeLessThanOrEqual(MAX_PHOTOS_PER_OWNER);
      // Every request that was answered 201 got all its photos; every 400 got none.
      const granted = batches.filter((_, index) => responses[index]!.status === 201).flat();
      expect(held).toBe(granted.length);
      const rows = await getDb().select({ id: photos.id }).from(photos).where(eq(photos.appointmentId, visit.id));
      expect(rows.map((row) => row.id).sort()).toEqual(granted.sort());
    }
  });

  it("never gives a lead more than six, however many statements attach at once", async () => {
    const lead = await seedLead();
    const batches = await Promise.all(Array.from({ length: 10 }, (_, index) => uploads(sizeOf(index))));
    const taken = await Promise.all(
      batches.map((ids) => attachWaitingPhotos(getDb(), { leadId: lead.id }, ids, MAX_PHOTOS_PER_OWNER, NOW)),
    );
    const held = await countPhotos(getDb(), { leadId: lead.id });
    expect(held).toBeLessThanOrEqual(MAX_PHOTOS_PER_OWNER);
    expect(taken.flat()).toHaveLength(held);
  });
});
