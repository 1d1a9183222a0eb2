/** The suppliers the office orders from: `adminSuppliers`, `adminSupplier`. */
import { adminSupplier, adminSuppliers } from "@/schemas/routes/purchase-orders";
import { newSupplierSchema, supplierPatchSchema } from "@/schemas/suppliers";
import { getDb } from "@/server/db/client";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { createSupplier, listSuppliers, patchSupplier, SUPPLIER_NOT_FOUND } from "@/server/price-book/suppliers";
import { admins } from "./guard";

/** GET: every supplier, retired ones marked. POST: a new one (201). */
export const suppliersEndpoint = admins.on(adminSuppliers, {
  async GET() {
    return json(await listSuppliers(getDb()));
  },
  POST: withBody(newSupplierSchema, async ({ body, guarded: admin }) =>
    json(await createSupplier(getDb(), body, { by: admin.email, now: new Date() }), { status: 201 }),
  ),
});

/** PATCH: any field of a supplier, or `active` to retire or restore it. */
export const supplierEndpoint = admins.on(adminSupplier, {
  PATCH: withBody(supplierPatchSchema, async ({ body, guarded: admin, params }) =>
    json(await patchSupplier(getDb(), requireRowId(params.id, SUPPLIER_NOT_FOUND), body, { by: admin.email, now: new Date() })),
  ),
});
