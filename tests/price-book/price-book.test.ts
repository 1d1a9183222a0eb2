/**
 * The owner's price book through the admin function, against a real (embedded) database: lines and
 * options added, changed, retired and restored; the field errors, the unknown ids, the one tempered
 * upgrade; and the loader the quote code prices with.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { priceOpening } from "../../src/core/price-book";
import { getDb } from "../../src/server/db/client";
import { priceBookOptions } from "../../src/server/db/schema";
import { loadPriceBook } from "../../src/server/price-book/book";
import { ADMIN, callAdmin, SECOND_ADMIN, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { entryDoor, postLine, postOption, tuscany } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

// The file shares one database: each test starts with no active tempered upgrade, as a new book does.
beforeEach(async () => {
  await getDb().update(priceBookOptions).set({ active: false }).where(eq(priceBookOptions.tempered, true));
});

const lowE = { name: "Low-E glass", nameEs: "Vidrio Low-E", price: { per: "square-foot", cents: 300 } };
const tempered = (lineIds?: string[]) => ({ name: "Tempered glass", price: { per: "square-foot", cents: 800 }, lineIds, tempered: true });
const book = async () => (await callAdmin("/api/admin/price-book")).json();
const patch = (path: string, body: object, as?: string) => callAdmin(path, { method: "PATCH", body, as });

describe("POST /api/admin/price-book/lines", () => {
  it("returns 201 with the line, its id, and who added it", async () => {
    const line = await postLine();
    expect(line).toEqual({
      id: expect.any(String),
      ...tuscany,
      supplierId: null,
      active: true,
      updatedAt: NOW.toISOString(),
      updatedBy: ADMIN,
    });
  });

  it("stores an empty Spanish name as none", async () => {
    expect((await postLine({ ...entryDoor, nameEs: "" })).nameEs).toBeNull();
    expect((await postLine(entryDoor)).nameEs).toBeNull();
  });

  it.each([
    ["no name", { name: "" }, "name"],
    ["a kind the book has no lines for", { kind: "skylight" }, "kind"],
    [
      "brackets out of order",
      {
        pricing: {
          method: "united-inch",
          brackets: [
            { upToInches: 80, cents: 1 },
            { upToInches: 60, cents: 2 },
          ],
        },
      },
      "pricing",
    ],
    ["no bracket", { pricing: { method: "united-inch", brackets: [] } }, "pricing"],
    ["fractional cents", { pricing: { method: "square-foot", centsPerSquareFoot: 3_600.5, minimumCents: 0 } }, "pricing"],
    ["a negative minimum", { pricing: { method: "square-foot", centsPerSquareFoot: 3_600, minimumCents: -1 } }, "pricing"],
    ["no install labour", { installCents: undefined }, "installCents"],
  ])("returns 400 naming the field for %s", async (_, change, field) => {
    const response = await callAdmin("/api/admin/price-book/lines", { method: "POST", body: { ...tuscany, ...change } });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(Object.keys(answer.fieldErrors ?? {})).toContain(field);
  });
});

describe("PATCH /api/admin/price-book/lines/{id}", () => {
  it("changes any field, keeps the rest, and records who changed it", async () => {
    const line = await postLine();
    const brackets = [{ upToInches: 101, cents: 47_500 }];
    const response = await patch(
      `/api/admin/price-book/lines/${line.id}`,
      { pricing: { method: "united-inch", brackets }, nameEs: "" },
      SECOND_ADMIN,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...line,
      pricing: { method: "united-inch", brackets },
      nameEs: null,
      updatedBy: SECOND_ADMIN.toLowerCase(),
    });
  });

  it("retires a line with active: false, keeps it in the book marked, and restores it", async () => {
    const line = await postLine();
    expect((await (await patch(`/api/admin/price-book/lines/${line.id}`, { active: false })).json()).active).toBe(false);
    expect((await book()).lines.find((entry: { id: string }) => entry.id === line.id)).toMatchObject({ active: false });
    expect((await (await patch(`/api/admin/price-book/lines/${line.id}`, { active: true })).json()).active).toBe(true);
  });

  it("returns 404 for an id no line has, or that is not an id", async () => {
    expect((await patch(`/api/admin/price-book/lines/${randomUUID()}`, { active: false })).status).toBe(404);
    expect((await patch("/api/admin/price-book/lines/not-an-id", { active: false })).status).toBe(404);
  });

  it("returns 400 naming the field for a bad change", async () => {
    const line = await postLine();
    const response = await patch(`/api/admin/price-book/lines/${line.id}`, { installCents: { insert: -5, fullFrame: 0 } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toContain("installCents");
  });
});

describe("POST /api/admin/price-book/options", () => {
  it("returns 201 with the option, for every line when it names none", async () => {
    const option = await postOption(lowE);
    expect(option).toEqual({
      id: expect.any(String),
      ...lowE,
      lineIds: null,
      tempered: false,
      active: true,
      updatedAt: NOW.toISOString(),
      updatedBy: ADMIN,
    });
  });

  it("keeps the lines it names, each once", async () => {
    const line = await postLine();
    expect((await postOption({ ...lowE, lineIds: [line.id, line.id] })).lineIds).toEqual([line.id]);
  });

  it("returns 400 naming the ids that are no line of the book", async () => {
    const line = await postLine();
    const stranger = randomUUID();
    const response = await callAdmin("/api/admin/price-book/options", { method: "POST", body: { ...lowE, lineIds: [line.id, stranger] } });
    expect(response.status).toBe(400);
    const { fieldErrors } = await response.json();
    expect(fieldErrors.lineIds.join(" ")).toContain(stranger);
    expect(fieldErrors.lineIds.join(" ")).not.toContain(line.id);
  });

  it("returns 400 for an empty list of lines: an option for no line could never be chosen", async () => {
    const response = await callAdmin("/api/admin/price-book/options", { method: "POST", body: { ...lowE, lineIds: [] } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toEqual(["lineIds"]);
  });

  it.each([
    ["a percent with three decimals", { price: { per: "percent", percent: 12.125 } }, "price"],
    ["a price per nothing", { price: { per: "window", cents: 5 } }, "price"],
    ["a line id that is not an id", { lineIds: ["tuscany"] }, "lineIds"],
  ])("returns 400 naming the field for %s", async (_, change, field) => {
    const response = await callAdmin("/api/admin/price-book/options", { method: "POST", body: { ...lowE, ...change } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors)).toContain(field);
  });

  it("returns 409 for a second active tempered option, and takes one once the first is retired", async () => {
    const first = await postOption(tempered());
    const response = await callAdmin("/api/admin/price-book/options", {
      method: "POST",
      body: { ...tempered(), name: "Tempered (again)" },
    });
    expect(response.status).toBe(409);
    expect(Object.keys((await response.json()).fieldErrors)).toEqual(["tempered"]);
    expect((await book()).options.filter((option: { tempered: boolean }) => option.tempered)).toHaveLength(1);

    await patch(`/api/admin/price-book/options/${first.id}`, { active: false });
    await postOption({ ...tempered(), name: "Tempered (new)" });
    // Restoring the old one would make two: refused the same way.
    expect((await patch(`/api/admin/price-book/options/${first.id}`, { active: true })).status).toBe(409);
  });
});

describe("PATCH /api/admin/price-book/options/{id}", () => {
  it("changes any field and records who changed it", async () => {
    const line = await postLine();
    const option = await postOption(lowE);
    const response = await patch(
      `/api/admin/price-book/options/${option.id}`,
      { price: { per: "percent", percent: 12.5 }, lineIds: [line.id] },
      SECOND_ADMIN,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...option,
      price: { per: "percent", percent: 12.5 },
      lineIds: [line.id],
      updatedBy: SECOND_ADMIN.toLowerCase(),
    });
    // null: every line again.
    expect((await (await patch(`/api/admin/price-book/options/${option.id}`, { lineIds: null })).json()).lineIds).toBeNull();
  });

  it("returns 409 when marking a second option tempered, and 400 for unknown lines", async () => {
    await postOption(tempered());
    const option = await postOption(lowE);
    expect((await patch(`/api/admin/price-book/options/${option.id}`, { tempered: true })).status).toBe(409);
    expect((await patch(`/api/admin/price-book/options/${option.id}`, { lineIds: [randomUUID()] })).status).toBe(400);
  });

  it("returns 404 for an id no option has", async () => {
    expect((await patch(`/api/admin/price-book/options/${randomUUID()}`, { active: false })).status).toBe(404);
  });
});

describe("GET /api/admin/price-book", () => {
  it("answers only admins", async () => {
    expect((await callAdmin("/api/admin/price-book", { as: null })).status).toBe(401);
    expect((await callAdmin("/api/admin/price-book", { as: "visitor@example.com" })).status).toBe(403);
  });
});

describe("loadPriceBook", () => {
  it("gives every line and option with whether it is offered, the tempered upgrade marked", async () => {
    const window = await postLine({ ...tuscany, name: "A window" });
    const retired = await postLine({ ...tuscany, name: "An old window" });
    await patch(`/api/admin/price-book/lines/${retired.id}`, { active: false });
    const upgrade = await postOption({ ...tempered([window.id]), name: "A tempered" });
    const loaded = await loadPriceBook(getDb());
    const lineById = (id: string) => loaded.lines.find((line) => line.id === id);
    const temperedOption = loaded.options.find((option) => option.tempered && option.active) ?? null;

    expect(lineById(window.id)).toMatchObject({ name: "A window", active: true });
    expect(lineById(retired.id)).toMatchObject({ name: "An old window", active: false });
    expect(temperedOption).toMatchObject({ id: upgrade.id, tempered: true, lineIds: [window.id] });
    expect(lineById(randomUUID())).toBeUndefined();

    // What it loads prices an opening: 36 × 48 (84 united inches), tempered required: 445.00 + 150.00 + 12 sq ft × $8.
    const line = lineById(window.id)!;
    const priced = priceOpening(line, [], temperedOption, {
      kind: "window",
      widthSixteenths: 36 * 16,
      heightSixteenths: 48 * 16,
      installMethod: "insert",
      temperedRequired: true,
    });
    expect(priced).toMatchObject({ totalCents: 44_500 + 15_000 + 9_600 });
  });
});
