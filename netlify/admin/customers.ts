/** `adminCustomers` and `adminCustomer`: one page per customer. */
import { adminCustomer, adminCustomers } from "@/schemas/routes/admin";
import { customerListQuerySchema } from "@/schemas/admin/customers";
import { getDb } from "@/server/db/client";
import { NotFoundError, ValidationError } from "@/server/http/errors";
import { parseWith, queryOf } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { decodeCursor, listCustomers } from "@/server/admin/customer-list";
import { CUSTOMER_NOT_FOUND, getCustomerRecord } from "@/server/admin/customer-record";
import { estimatorScope } from "@/server/team/scope";
import { admins } from "./guard";

/** GET ?search=&after=&pageSize=: one page of people, most recent activity first, with the cursor of the next. */
export const customersEndpoint = admins.on(adminCustomers, {
  async GET({ url }) {
    const query = parseWith(customerListQuerySchema, queryOf(url));
    const cursor = query.after ? decodeCursor(query.after) : null;
    if (query.after && !cursor) throw new ValidationError("That page link is not valid.", { after: ["Start again from the first page"] });
    return json(await listCustomers(getDb(), query, cursor));
  },
});

/** GET: everything the business has with the person behind the visit ("appointment") or lead `id`; an estimator's view is narrower. */
export const customerEndpoint = admins.on(adminCustomer, {
  async GET({ params, guarded }) {
    const kind = params.kind === "appointment" || params.kind === "lead" ? params.kind : null;
    if (!kind) throw new NotFoundError(CUSTOMER_NOT_FOUND);
    return json(await getCustomerRecord(getDb(), kind, requireRowId(params.id, CUSTOMER_NOT_FOUND), new Date(), estimatorScope(guarded)));
  },
});
