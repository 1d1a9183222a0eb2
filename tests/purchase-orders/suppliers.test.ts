/**
 * The office's suppliers through the admin function: added, listed, changed, retired and restored,
 * with field errors; and a price-book line naming its supplier (400 for one that does not exist or
 * is retired, null to clear it).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADMIN, callAdmin, SECOND_ADMIN, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { postLine, tuscany } from "../price-book/fixtures";
import { milgard, pella, postSupplier } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const patch = (path: string, body: object, as?: string) => callAdmin(path, { method: "PATCH", body, as });

describe("POST /api/admin/suppliers", () => {
  it("returns 201 with the supplier and who added it", async () => {
    expect(await postSupplier()).toEqual({
      id: expect.any(String),
      ...milgard,
      active: true,
      updatedAt: NOW.toISOString(),
      updatedBy: ADMIN,
    });
  });

  it("keeps no account number when none or an empty one is given", async () => {
    expect((await postSupplier(pella)).accountNumber).toBeNull();
    expect((await postSupplier({ ...pella, accountNumber: "  " })).accountNumber).toBeNull();
  });

  it.each([
    ["no name", { name: " " }, "name"],
    ["no email", { email: undefined }, "email"],
    ["an email that is not one", { email: "orders at milgard" }, "email"],
    ["a control character in the account number", { accountNumber: "WDNM\u0007" }, "accountNumber"],
  ])("returns 400 naming the field for %s", async (_, change, field) => {
    const response = await callAdmin("/api/admin/suppliers", { method: "POST", body: { ...milgard, ...change } });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors ?? {})).toContain(field);
  });
});

describe("GET and PATCH /api/admin/suppliers", () => {
  it("changes a field, retires and restores, and lists retired ones marked", async () => {
    const supplier = await postSupplier({ ...milgard, name: "Aaa Windows" });
    const changed = await patch(`/api/admin/suppliers/${supplier.id}`, { email: "new@milgard.example", accountNumber: "" }, SECOND_ADMIN);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      email: "new@milgard.example",
      accountNumber: null,
      name: "Aaa Windows",
      updatedBy: SECOND_ADMIN.toLowerCase(),
    });

    expect((await patch(`/api/admin/suppliers/${supplier.id}`, { active: false })).status).toBe(200);
    const { suppliers } = await (await callAdmin("/api/admin/suppliers")).json();
    expect(suppliers.find((row: { id: string }) => row.id === supplier.id)).toMatchObject({ active: false });
    expect(suppliers.map((row: { name: string }) => row.name)).toEqual([...suppliers.map((row: { name: string }) => row.name)].sort());

    expect(await (await patch(`/api/admin/suppliers/${supplier.id}`, { active: true })).json()).toMatchObject({ active: true });
  });

  it("returns 404 for an id that names no supplier", async () => {
    expect((await patch(`/api/admin/suppliers/${randomUUID()}`, { name: "X" })).status).toBe(404);
    expect((await patch("/api/admin/suppliers/not-an-id", { name: "X" })).status).toBe(404);
  });
});

describe("a price-book line's supplier", () => {
  it("is null until named, then named, then cleared", async () => {
    const supplier = await postSupplier();
    const line = await postLine();
    expect(line.supplierId).toBeNull();
    const named = await patch(`/api/admin/price-book/lines/${line.id}`, { supplierId: supplier.id });
    expect(await named.json()).toMatchObject({ supplierId: supplier.id, name: tuscany.name });
    const cleared = await patch(`/api/admin/price-book/lines/${line.id}`, { supplierId: null });
    expect((await cleared.json()).supplierId).toBeNull();
  });

  it("is named when the line is added", async () => {
    const supplier = await postSupplier();
    expect((await postLine({ ...tuscany, supplierId: supplier.id })).supplierId).toBe(supplier.id);
  });

  it("returns 400 on supplierId for a supplier that does not exist or is retired, and changes nothing", async () => {
    const line = await postLine();
    const unknown = await patch(`/api/admin/price-book/lines/${line.id}`, { supplierId: randomUUID(), name: "Renamed" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors.supplierId).toEqual([expect.stringContaining("No supplier has the id")]);

    const retired = await postSupplier(pella);
    await patch(`/api/admin/suppliers/${retired.id}`, { active: false });
    const refused = await callAdmin("/api/admin/price-book/lines", { method: "POST", body: { ...tuscany, supplierId: retired.id } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.supplierId).toEqual([expect.stringContaining("retired")]);

    const { lines } = await (await callAdmin("/api/admin/price-book")).json();
    expect(lines.find((row: { id: string }) => row.id === line.id)).toMatchObject({ name: tuscany.name, supplierId: null });
  });
});
