/** /api/admin/customers and /api/admin/customers/{kind}/{id}: one page per customer. */
import { customerListQuerySchema } from "@/schemas/admin/customers";
import { getDb } from "../../db/client";
import { NotFoundError, ValidationError } from "../../http/errors";
import { parseWith, route } from "../../http/handler";
import { json } from "../../http/headers";
import { requireRowId } from "../../http/ids";
import { decodeCursor, listCustomers } from "../customer-list";
import { CUSTOMER_NOT_FOUND, getCustomerRecord } from "../customer-record";
import { queryOf, type AdminEndpoint } from "./types";

/** GET ?search=&after=&pageSize=: one page of people, most recent activity first, with the cursor of the next. */
export const customersEndpoint: AdminEndpoint = () =>
  route({
    async GET({ url }) {
      const query = parseWith(customerListQuerySchema, queryOf(url));
      const cursor = query.after ? decodeCursor(query.after) : null;
      if (query.after && !cursor) throw new ValidationError("That page link is not valid.", { after: ["Start again from the first page"] });
      return json(await listCustomers(getDb(), query, cursor));
    },
  });

/** GET: everything the business has with the person behind the visit ("appointment") or lead `id`. */
export const customerEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async GET() {
      const kind = params.kind === "appointment" || params.kind === "lead" ? params.kind : null;
      if (!kind) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      return json(await getCustomerRecord(getDb(), kind, requireRowId(params.id, CUSTOMER_NOT_FOUND), new Date()));
    },
  });
