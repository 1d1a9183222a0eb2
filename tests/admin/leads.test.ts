import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { leads } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedLead, useAdminEnv } from "./fixtures";

// Wednesday 2026-12-02, 9:00 AM in Phoenix.
const NOW = new Date("2026-12-02T16:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const list = async (query: string) => {
  const response = await callAdmin(`/api/admin/leads?${query}`);
  expect(response.status).toBe(200);
  return response.json() as Promise<{
    items: { id: string; lastName: string; status: string }[];
    total: number;
    page: number;
    pageSize: number;
  }>;
};
const tag = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe("GET /api/admin/leads", () => {
  it("returns people's leads without spam for show=people, and spam when a flag filter asks for it", async () => {
    const source = tag();
    await seedLead({ source, lastName: "Person", email: `person.${source}@example.com` });
    await seedLead({ source, lastName: "Bot", email: `bot.${source}@example.com`, spamReason: "honeypot" });
    const names = async (query: string) =>
      (await list(`search=${source}&${query}`)).items.map((item: { lastName: string }) => item.lastName).sort();
    expect(await names("show=people")).toEqual(["Person"]);
    expect(await names("show=people&flag=spam")).toEqual(["Bot"]);
    expect(await names("show=all")).toEqual(["Bot", "Person"]);
  });

  it("returns every lead column, newest first, instants as ISO strings", async () => {
    const source = tag();
    const older = await seedLead({
      source,
      lastName: "Older",
      email: `older.${source}@example.com`,
      createdAt: new Date("2026-11-20T18:00:00Z"),
    });
    await seedLead({ source, lastName: "Newer", email: `newer.${source}@example.com`, createdAt: new Date("2026-11-25T18:00:00Z") });
    const { items, total } = await list(`search=${source}`);
    expect(total).toBe(2);
    expect(items.map((item) => item.lastName)).toEqual(["Newer", "Older"]);
    expect(items[1]).toEqual({
      id: older.id,
      firstName: "Ben",
      lastName: "Older",
      email: `older.${source}@example.com`,
      phone: "(602) 555-0199",
      service: "door-installation",
      projectDetails: "",
      source,
      locale: "en",
      status: "new",
      notes: "",
      forwardStatus: "not-configured",
      forwardAttempts: 0,
      spamReason: null,
      clientAddress: null,
      flags: [],
      channel: "direct",
      attribution: null,
      requestedSlot: null,
      photoCount: 0,
      texts: { consent: false, optedOut: false, messages: 0, lastStatus: null },
      createdAt: "2026-11-20T18:00:00.000Z",
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ["a last name in another case", "PRESCOTT", "", ["Prescott"]],
    ["a first and last name", "jo prescott", "", ["Prescott"]],
    ["a phone number's digits", "4805550111", "", ["Nguyen"]],
    ["a status", "", "status=won", ["Nguyen"]],
    ["a first arrival day in Phoenix time", "", "from=2026-11-28", ["Nguyen"]],
    ["a last arrival day in Phoenix time", "", "to=2026-11-27", ["Prescott"]],
  ])("returns the matches for %s", async (_case, words, query, expected) => {
    const domain = tag();
    // 06:30 UTC on the 28th is still 11:30 PM on the 27th in Phoenix.
    await seedLead({ firstName: "Jo", lastName: "Prescott", email: `jo@${domain}.example`, createdAt: new Date("2026-11-28T06:30:00Z") });
    await seedLead({
      firstName: "Kim",
      lastName: "Nguyen",
      email: `kim@${domain}.example`,
      phone: "480.555.0111",
      status: "won",
      createdAt: new Date("2026-11-28T07:30:00Z"),
    });
    const { items } = await list(`search=${encodeURIComponent(`${domain} ${words}`)}&${query}`);
    expect(items.map((item) => item.lastName).sort()).toEqual(expected);
  });

  it("returns one page at a time with the total of all matches", async () => {
    const domain = tag();
    for (let day = 10; day < 15; day++)
      await seedLead({ email: `d${day}@${domain}.example`, createdAt: new Date(`2026-11-${day}T18:00:00Z`) });
    const second = await list(`search=${domain}&pageSize=2&page=2`);
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.id)).toHaveLength(2);
    // A page past the end still reports the total.
    expect(await list(`search=${domain}&pageSize=2&page=4`)).toMatchObject({ items: [], total: 5 });
  });

  it.each([
    ["an appointment status", "status=pending", "status"],
    ["a page size of 0", "pageSize=0", "pageSize"],
    ["a start after the end", "from=2026-12-02&to=2026-12-01", "to"],
  ])("returns 400 for %s", async (_case, query, field) => {
    const response = await callAdmin(`/api/admin/leads?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual([expect.any(String)]);
  });
});

describe("GET /api/admin/leads.csv", () => {
  it("returns the filtered leads as a CSV attachment with formulas defused", async () => {
    const domain = tag();
    await seedLead({
      email: `eve@${domain}.example`,
      firstName: "-Eve",
      lastName: '"Quoted"',
      notes: "=cmd|' /C calc'!A0",
      status: "contacted",
    });
    await seedLead({ email: `skip@${domain}.example`, firstName: "Skipped", status: "lost" });
    const response = await callAdmin(`/api/admin/leads.csv?search=${domain}&status=contacted&page=3`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="leads-2026-12-02.csv"');
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toMatch(
      /^\uFEFF?"Received at \(Phoenix time, UTC-7\)","Status","First name","Last name","Email","Phone","Service","Language",/,
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"contacted","'-Eve","""Quoted"""`);
    expect(lines[1]).toContain(`"'=cmd|' /C calc'!A0"`);
  });
});

describe("PATCH /api/admin/leads/:id", () => {
  const patch = (id: string, body: unknown) => callAdmin(`/api/admin/leads/${id}`, { method: "PATCH", body });

  it("returns the updated lead with its new status and notes", async () => {
    const seeded = await seedLead();
    const response = await patch(seeded.id, { status: "contacted", notes: "Left a voicemail" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: seeded.id, status: "contacted", notes: "Left a voicemail", updatedAt: NOW.toISOString() });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, seeded.id));
    expect(row).toMatchObject({ status: "contacted", notes: "Left a voicemail" });
  });

  it("returns the lead with only the given field changed", async () => {
    const seeded = await seedLead({ notes: "Keep me" });
    expect(await (await patch(seeded.id, { status: "won" })).json()).toMatchObject({ status: "won", notes: "Keep me" });
  });

  it.each([
    ["an empty change", {}, "_form"],
    ["an appointment status", { status: "confirmed" }, "status"],
    ["notes that are not text", { notes: 5 }, "notes"],
  ])("returns 400 for %s", async (_case, body, field) => {
    const seeded = await seedLead();
    const response = await patch(seeded.id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors[field]).toEqual([expect.any(String)]);
  });

  it("returns 404 for an unknown lead and for a path that is not an id", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { status: "won" })).status).toBe(404);
    expect((await patch("not-an-id", { status: "won" })).status).toBe(404);
  });

  it("returns 405 with Allow for a method the path does not have", async () => {
    const seeded = await seedLead();
    const response = await callAdmin(`/api/admin/leads/${seeded.id}`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PATCH");
  });
});
