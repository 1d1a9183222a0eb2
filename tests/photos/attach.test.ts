import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import managePhotosHandler from "../../netlify/functions/manage-photos.mts";
import photosHandler from "../../netlify/functions/photos.mts";
import { hashLinkToken, newLinkToken } from "../../src/server/private-links/tokens";
import { getDb } from "../../src/server/db/client";
import { resetServerEnv } from "../../src/server/env";
import { emailOutbox, leads, photos } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { specBookings } from "../helpers/spec-booking";
import { useFunctionDatabase } from "../helpers/function-env";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { VISITOR, callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { jpeg, photoRequest } from "./images";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();
useLocalPhotoStore();

const booking = specBookings("ana-photos");
const postJson = (handler: (request: Request) => Promise<Response>, url: string, body: unknown) =>
  handler(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
const book = (body: unknown) => postJson(appointmentsHandler, "http://localhost/api/appointments", body);
let shade = 0;
const uploadOne = async () =>
  (await (await photosHandler(photoRequest(await jpeg(120, 90, ++shade % 255)), { ip: "203.0.113.50" })).json()).id as string;
const uploadMany = (n: number) => Promise.all(Array.from({ length: n }, uploadOne));

/** A visit with a manage link the test holds. */
async function visitWithLink(change: Parameters<typeof seedAppointment>[0] = {}) {
  const token = newLinkToken();
  const visit = await seedAppointment({ cancelTokenHash: hashLinkToken(token), appointmentDate: "2026-12-08", ...change });
  return { visit, token, base: `http://localhost/api/cancel/${token}/photos` };
}

describe("photos on a booking", () => {
  it("attaches the uploads named in photoIds; the admin JSON lists them and the notice says how many, with a link", async () => {
    const ids = await uploadMany(3);
    const response = await book(booking({ appointmentDate: "2026-12-04", photoIds: ids }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const detail = await (await callAdmin(`/api/admin/appointments/${id}`)).json();
    expect(detail.photos.map((photo: { id: string }) => photo.id).sort()).toEqual([...ids].sort());
    expect(detail.photos[0]).toMatchObject({
      url: `/api/admin/photos/${detail.photos[0].id}`,
      thumbnailUrl: `/api/admin/photos/${detail.photos[0].id}?size=thumb`,
    });
    const list = await (await callAdmin(`/api/admin/appointments?page=1&pageSize=50`)).json();
    expect(list.items.find((item: { id: string }) => item.id === id).photoCount).toBe(3);
    const [notice] = await getDb()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.relatedId, id), eq(emailOutbox.kind, EMAIL_KINDS.appointmentAdminNotification)));
    expect(notice!.text).toContain(`3 photos attached: http://localhost:4321/admin/appointments?id=${id}`);
    // A link, never the images: the only attachment an email row can carry is an invitation, and this one has none.
    expect(notice!.ics).toBeNull();
  });

  it("books exactly as before without photoIds, and refuses seven ids with 400", async () => {
    expect((await book(booking({ appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" }))).status).toBe(201);
    const seven = Array.from({ length: 7 }, () => crypto.randomUUID());
    const response = await book(booking({ appointmentDate: "2026-12-04", appointmentTime: "2:00 PM", photoIds: seven }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.photoIds).toEqual(["You can attach up to 6 photos"]);
  });

  it("keeps no photos for a bot's booking (honeypot filled)", async () => {
    const ids = await uploadMany(1);
    const response = await book(
      booking({ appointmentDate: "2026-12-04", appointmentTime: "4:00 PM", website: "http://spam.example", photoIds: ids }),
    );
    expect(response.status).toBe(201);
    const [row] = await getDb().select().from(photos).where(eq(photos.id, ids[0]!));
    expect(row).toMatchObject({ appointmentId: null, leadId: null });
  });
});

describe("photos on a lead", () => {
  it("attaches them; GET /api/admin/leads/{id} lists them and the notice says so", async () => {
    const ids = await uploadMany(1);
    const body = {
      firstName: "Lena",
      lastName: "Ortiz",
      email: "lena-photos@example.com",
      phone: "602-555-0199",
      service: "door-installation",
      projectDetails: "Patio door",
      photoIds: ids,
    };
    expect((await postJson(leadsHandler, "http://localhost/api/leads", body)).status).toBe(201);
    const [lead] = await getDb().select().from(leads).where(eq(leads.email, body.email));
    const detail = await (await callAdmin(`/api/admin/leads/${lead!.id}`)).json();
    expect(detail.photos.map((photo: { id: string }) => photo.id)).toEqual(ids);
    const [notice] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, lead!.id));
    expect(notice!.text).toContain("1 photo attached");
  });
});

describe("photos through the manage link", () => {
  it("adds up to six, refuses the seventh with 400, lists and removes them", async () => {
    const { base } = await visitWithLink();
    const added = await postJson(managePhotosHandler, base, { photoIds: await uploadMany(6) });
    expect(added.status).toBe(201);
    expect((await added.json()).photos).toHaveLength(6);
    const seventh = await postJson(managePhotosHandler, `${base}?locale=es`, { photoIds: await uploadMany(1) });
    expect(seventh.status).toBe(400);
    expect((await seventh.json()).error).toBe("Puede adjuntar hasta 6 fotos.");
    const { photos: listed } = await (await managePhotosHandler(new Request(base))).json();
    // Each image is under the same link, and answers there.
    const path = new URL(base).pathname;
    expect(listed[0]).toMatchObject({ url: `${path}/${listed[0].id}`, thumbnailUrl: `${path}/${listed[0].id}?size=thumb` });
    expect((await managePhotosHandler(new Request(`http://localhost${listed[0].thumbnailUrl}`))).headers.get("Content-Type")).toMatch(
      /^image\//,
    );
    const removed = await managePhotosHandler(new Request(`${base}/${listed[0].id}`, { method: "DELETE" }));
    expect(removed.status).toBe(200);
    expect((await removed.json()).photos).toHaveLength(5);
  });

  it("refuses an id that is someone else's or unknown with 400, and changes after the visit with 409", async () => {
    const { visit } = await visitWithLink();
    const taken = await uploadMany(1);
    await getDb().update(photos).set({ appointmentId: visit.id }).where(eq(photos.id, taken[0]!));
    const other = await visitWithLink();
    const response = await postJson(managePhotosHandler, other.base, { photoIds: taken });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("One of the photos is no longer available. Please add it again.");
    const past = await visitWithLink({ appointmentDate: "2026-11-20" });
    expect((await postJson(managePhotosHandler, past.base, { photoIds: await uploadMany(1) })).status).toBe(409);
  });
});

describe("the per-visit daily limit", () => {
  it("answers 429 with Retry-After once the photos added through one link today would pass PHOTOS_PER_VISIT_PER_DAY, counting photos, not requests", async () => {
    vi.stubEnv("PHOTOS_PER_VISIT_PER_DAY", "4");
    resetServerEnv();
    const { base } = await visitWithLink();
    expect((await postJson(managePhotosHandler, base, { photoIds: await uploadMany(3) })).status).toBe(201);
    // A second request: counted by requests it would be 2 of 4; it adds two photos, 5 of 4.
    const refused = await postJson(managePhotosHandler, `${base}?locale=es`, { photoIds: await uploadMany(2) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toBe(
      "Se pueden agregar hasta 4 fotos a una visita en un día, y esta visita ya llegó a ese límite. Intente de nuevo mañana.",
    );
    expect((await postJson(managePhotosHandler, base, { photoIds: await uploadMany(1) })).status).toBe(201);
    expect((await (await managePhotosHandler(new Request(base))).json()).photos).toHaveLength(4);
  });
});

describe("who sees a photo", () => {
  it("gives the image to the visit's own link and to an admin, private and uncached; nobody else gets anything", async () => {
    const { base } = await visitWithLink();
    const [id] = await uploadMany(1);
    await postJson(managePhotosHandler, base, { photoIds: [id] });
    const stranger = await visitWithLink();

    const own = await managePhotosHandler(new Request(`${base}/${id}`));
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("image/jpeg");
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await managePhotosHandler(new Request(`${base}/${id}?size=thumb`))).status).toBe(200);

    // Another customer's link: not in its list, and no image.
    expect((await (await managePhotosHandler(new Request(stranger.base))).json()).photos).toEqual([]);
    expect((await managePhotosHandler(new Request(`${stranger.base}/${id}`))).status).toBe(404);
    expect((await managePhotosHandler(new Request(`${stranger.base}/${id}`, { method: "DELETE" }))).status).toBe(404);
    // In the link's language, as the page asked.
    const spanish = await managePhotosHandler(new Request(`${stranger.base}/${id}?locale=es`));
    expect(spanish.status).toBe(404);
    expect((await spanish.json()).error).toBe("No encontramos esa foto.");
    expect(
      (await (await managePhotosHandler(new Request(`${stranger.base}/not-a-photo?locale=es`, { method: "DELETE" }))).json()).error,
    ).toBe("No encontramos esa foto.");
    // A made-up link.
    expect((await managePhotosHandler(new Request(`http://localhost/api/cancel/${"a".repeat(43)}/photos/${id}`))).status).toBe(404);

    const admin = await callAdmin(`/api/admin/photos/${id}?download=1`);
    expect(admin.status).toBe(200);
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
    expect(admin.headers.get("Content-Disposition")).toMatch(/^attachment; filename="photo-/);
    expect((await callAdmin(`/api/admin/photos/${id}`, { as: null })).status).toBe(401);
    expect((await callAdmin(`/api/admin/photos/${id}`, { as: VISITOR })).status).toBe(403);
  });

  it("shows an admin no upload that nobody attached yet", async () => {
    const [id] = await uploadMany(1);
    expect((await callAdmin(`/api/admin/photos/${id}`)).status).toBe(404);
  });
});
