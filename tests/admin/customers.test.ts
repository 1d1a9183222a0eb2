/** One page per customer: the list (one row per person, most recent first, searched, paged by keyset) and a person's record. */
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { photos, reviewRequests, smsMessages, teamMembers } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { ADMIN, callAdmin, seedAppointment, seedLead, useAdminEnv } from "./fixtures";
import { threeOptions } from "../quotes/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

type Page = {
  items: { kind: string; id: string; firstName: string; lastName: string; visits: number; leads: number; lastActivityAt: string }[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
};
const list = async (query: string): Promise<Page> => {
  const response = await callAdmin(`/api/admin/customers?${query}`);
  expect(response.status).toBe(200);
  return response.json();
};
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 18));
const tag = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe("GET /api/admin/customers", () => {
  it("returns one row per person, their latest visit or lead, most recent first, with what they have", async () => {
    const name = tag();
    // Ana wrote last with her Gmail address spelt another way: the same person key.
    const older = await seedAppointment({
      lastName: name,
      firstName: "Ana",
      email: `ana.${name}@gmail.com`,
      phone: "480-555-6101",
      createdAt: at(2),
    });
    const latest = await seedLead({
      lastName: name,
      firstName: "Ana",
      email: `ANA.${name}+promo@gmail.com`,
      phone: "480-555-6102",
      createdAt: at(9),
    });
    const ben = await seedAppointment({
      lastName: name,
      firstName: "Ben",
      email: `ben.${name}@example.com`,
      phone: "480-555-6103",
      createdAt: at(5),
    });
    await seedLead({ lastName: name, firstName: "Bot", email: `bot.${name}@example.com`, spamReason: "honeypot", createdAt: at(10) });

    const { items, nextCursor } = await list(`search=${name}`);
    expect(items.map((item) => [item.kind, item.id, item.visits, item.leads])).toEqual([
      ["lead", latest.id, 1, 1],
      ["appointment", ben.id, 1, 0],
    ]);
    expect(items[0]!.lastActivityAt).toBe(at(9).toISOString());
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.id)).not.toContain(older.id);
  });

  it.each([
    ["a last name", (name: string) => name],
    ["an email", (name: string) => `found.${name}@`],
    ["a phone as written", () => "(623) 555-0142"],
    ["an address", () => "Ocotillo"],
  ])("finds a person by %s", async (_case, search) => {
    const name = tag();
    const visit = await seedAppointment({
      lastName: name,
      email: `found.${name}@example.com`,
      phone: "623-555-0142",
      address: "9 W Ocotillo Rd",
      createdAt: at(3),
    });
    const { items } = await list(`search=${encodeURIComponent(search(name))}`);
    expect(items.map((item) => item.id)).toContain(visit.id);
  });

  it("returns every person once across pages that follow each other by cursor", async () => {
    const name = tag();
    const seeded = [];
    for (let day = 1; day <= 5; day++)
      seeded.push(await seedAppointment({ lastName: name, email: `p${day}.${name}@example.com`, createdAt: at(day) }));
    // Two on the same instant: the id breaks the tie.
    seeded.push(await seedLead({ lastName: name, email: `same.${name}@example.com`, createdAt: at(5) }));
    const seen: string[] = [];
    let query = `search=${name}&pageSize=2`;
    for (let page = 1; page <= 5; page++) {
      const { items, nextCursor, total, totalCapped } = await list(query);
      seen.push(...items.map((item) => item.id));
      expect([total, totalCapped]).toEqual([seen.length, Boolean(nextCursor)]);
      if (!nextCursor) break;
      query = `search=${name}&pageSize=2&page=${page + 1}&after=${nextCursor}`;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen.slice(2)).toEqual([seeded[3]!.id, seeded[2]!.id, seeded[1]!.id, seeded[0]!.id]);
  });

  it("answers 400 for a cursor it never made", async () => {
    const response = await callAdmin(`/api/admin/customers?after=${Buffer.from("not a cursor at all").toString("base64url")}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.after).toEqual(["Start again from the first page"]);
  });
});

describe("GET /api/admin/customers/{kind}/{id}", () => {
  it("returns everything the business has with the person: visits by email or phone, upcoming first, leads, photos, texts, notes, review requests", async () => {
    const name = tag();
    const email = `rosa.${name}@example.com`;
    const past = await seedAppointment({
      lastName: name,
      email,
      phone: "480-555-7001",
      appointmentDate: "2026-10-05",
      status: "completed",
      adminNotes: "Wants bronze frames",
      createdAt: at(1),
    });
    const soon = await seedAppointment({ lastName: name, email, phone: "480-555-7001", appointmentDate: "2026-12-04", createdAt: at(20) });
    const later = await seedAppointment({
      lastName: name,
      email: `other.${name}@example.com`,
      phone: "+1 (480) 555-7001",
      appointmentDate: "2026-12-18",
      createdAt: at(21),
    });
    const lead = await seedLead({
      lastName: name,
      email,
      phone: "(480) 555-7001",
      notes: "Called back",
      projectDetails: "Patio door",
      createdAt: at(22),
    });
    await seedAppointment({ lastName: "Stranger", email: `stranger.${name}@example.com`, phone: "480-555-7999" });
    await getDb()
      .insert(photos)
      .values({ appointmentId: past.id, contentType: "image/jpeg", bytes: 10, width: 4, height: 3, attachedAt: at(1) });
    await getDb()
      .insert(smsMessages)
      .values({ direction: "inbound", kind: "reply", leadId: lead.id, phone: "+14805557001", body: "Is Friday OK?", status: "received" });
    await getDb()
      .insert(reviewRequests)
      .values({ emailKey: email, appointmentId: past.id, requestedAt: at(6) });
    const quote = await callAdmin("/api/admin/quotes", {
      method: "POST",
      body: { ...threeOptions({ leadId: lead.id }), jobAddress: "9 W Ocotillo Rd, Gilbert" },
    });
    expect(quote.status).toBe(201);
    const { id: quoteId } = await quote.json();

    const response = await callAdmin(`/api/admin/customers/lead/${lead.id}`);
    expect(response.status).toBe(200);
    const record = await response.json();
    expect(record.person).toMatchObject({
      lastName: name,
      email,
      phone: "(480) 555-7001",
      address: "123 E Main St",
      city: "Gilbert",
      locale: "en",
    });
    expect(record.visits.map((visit: { id: string }) => visit.id)).toEqual([soon.id, later.id, past.id]);
    expect(record.leads.map((row: { id: string; notes: string }) => [row.id, row.notes])).toEqual([[lead.id, "Called back"]]);
    expect(record.visits.find((visit: { id: string }) => visit.id === past.id).adminNotes).toBe("Wants bronze frames");
    expect(record.photos).toEqual([
      expect.objectContaining({ appointmentId: past.id, url: expect.stringMatching(/^\/api\/admin\/photos\//) }),
    ]);
    expect(record.texts.map((text: { body: string; leadId: string }) => [text.body, text.leadId])).toEqual([["Is Friday OK?", lead.id]]);
    expect(record.reviewRequests).toEqual([{ requestedAt: at(6).toISOString(), optedOutAt: null, appointmentId: past.id }]);
    expect(record.quotes.map((row: { id: string; leadId: string; status: string }) => [row.id, row.leadId, row.status])).toEqual([
      [quoteId, lead.id, "draft"],
    ]);
  });

  it("answers 404 for an unknown row or kind", async () => {
    expect((await callAdmin("/api/admin/customers/lead/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await callAdmin("/api/admin/customers/quote/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("is for admins only", async () => {
    expect((await callAdmin("/api/admin/customers", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/customers", { as: "visitor@example.com" })).status).toBe(403);
  });
});

describe("a customer's page by role", () => {
  let rosas = 7300;
  /** Rosa, with a visit of Ana's, one of Ben's and one of nobody's, each with a photo and a text; a quote on Ana's visit and on Ben's; a review request. */
  async function rosa() {
    const name = tag();
    const email = `rosa.${name}@example.com`;
    // A phone of her own: the page also matches people by phone.
    const phone = `480-555-${String(++rosas).padStart(4, "0")}`;
    const person = async (role: "estimator" | "office") => {
      const [row] = await getDb()
        .insert(teamMembers)
        .values({ email: `${role}.${tag()}@example.com`, name: `${role} ${name}`, role, createdBy: "test" })
        .returning();
      return row!;
    };
    const [ana, ben, office] = [await person("estimator"), await person("estimator"), await person("office")];
    const visit = (estimatorId: string | null, appointmentDate: string) =>
      seedAppointment({ lastName: name, email, phone, appointmentDate, estimatorId, adminNotes: `Notes ${appointmentDate}` });
    const visits = {
      ana: await visit(ana.id, "2026-12-03"),
      ben: await visit(ben.id, "2026-12-04"),
      nobody: await visit(null, "2026-12-05"),
    };
    for (const row of Object.values(visits)) {
      await getDb()
        .insert(photos)
        .values({ appointmentId: row.id, contentType: "image/jpeg", bytes: 10, width: 4, height: 3, attachedAt: at(1) });
      await getDb()
        .insert(smsMessages)
        .values({
          direction: "inbound",
          kind: "reply",
          appointmentId: row.id,
          phone: `+1${phone.replaceAll("-", "")}`,
          body: `About ${row.appointmentDate}`,
          status: "received",
        });
    }
    await getDb()
      .insert(reviewRequests)
      .values({ emailKey: email, appointmentId: visits.ana.id, requestedAt: at(6) });
    const quote = async (appointmentId: string, as: string) => {
      const response = await callAdmin("/api/admin/quotes", { method: "POST", body: threeOptions({ appointmentId }), as });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const quotes = { ana: await quote(visits.ana.id, ana.email), ben: await quote(visits.ben.id, ADMIN) };
    return { ana, office, visits, quotes };
  }
  const recordOf = async (id: string, as: string) => {
    const response = await callAdmin(`/api/admin/customers/appointment/${id}`, { as });
    expect(response.status).toBe(200);
    return response.json();
  };
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  it("gives the owner and the office the whole page, unchanged", async () => {
    const { office, visits, quotes } = await rosa();
    for (const as of [ADMIN, office.email]) {
      const record = await recordOf(visits.ben.id, as);
      expect(record.view).toBe("everything");
      expect(ids(record.visits)).toEqual(ids(Object.values(visits)));
      expect(ids(record.quotes)).toEqual([quotes.ana, quotes.ben].sort());
      expect(record.photos).toHaveLength(3);
      expect(record.texts).toHaveLength(3);
      expect(record.reviewRequests).toHaveLength(1);
    }
  });

  it("gives an estimator the contact details and only the visits and quotes they reach, with no review requests", async () => {
    const { ana, visits, quotes } = await rosa();
    // Opened from Ben's visit: the person's contact details are hers to read, Ben's work is not.
    const record = await recordOf(visits.ben.id, ana.email);
    expect(Object.keys(record).sort()).toEqual(["leads", "person", "photos", "quotes", "texts", "view", "visits"]);
    expect(record.view).toBe("estimator");
    expect(record.person).toMatchObject({ email: visits.ana.email, phone: visits.ana.phone, address: "123 E Main St", locale: "en" });
    expect(ids(record.visits)).toEqual(ids([visits.ana, visits.nobody]));
    expect(record.quotes.map((row: { id: string }) => row.id)).toEqual([quotes.ana]);
    expect(record.photos.map((photo: { appointmentId: string }) => photo.appointmentId).sort()).toEqual(ids([visits.ana, visits.nobody]));
    expect(record.texts.map((text: { body: string }) => text.body).sort()).toEqual(["About 2026-12-03", "About 2026-12-05"]);
    expect(JSON.stringify(record)).not.toContain(visits.ben.id);
    expect(JSON.stringify(record)).not.toContain(quotes.ben);
  });
});
