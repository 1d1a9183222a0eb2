/** /api/admin/jobs/{id}/invoices and /api/admin/invoices/…: the office bills a job and settles its invoices (the guard in netlify/functions/admin.mts ran first). */
import { invoicePatchSchema, newInvoiceSchema, offlinePaymentSchema } from "@/schemas/invoice";
import { getDb } from "../../db/client";
import { serverEnv } from "../../env";
import { route, withBody } from "../../http/handler";
import { json } from "../../http/headers";
import { requireRowId } from "../../http/ids";
import { recordPayment } from "../../invoices/payments";
import { INVOICE_NOT_FOUND } from "../../invoices/records";
import { createInvoice, sendInvoice, setReminders, voidInvoice } from "../../invoices/write-invoice";
import { JOB_NOT_FOUND } from "../../jobs/records";
import type { AdminEndpoint } from "./types";

/** POST { kind, percent | amountCents, dueOn? }: a new invoice of the job (201 { id, number, amountCents }). */
export const jobInvoicesEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    POST: withBody(newInvoiceSchema, async ({ body }) => json(await createInvoice(getDb(), requireRowId(params.id, JOB_NOT_FOUND), body, admin.email, new Date()), { status: 201 })),
  });

/** PATCH { reminders }: the office's reminders switch. */
export const invoiceEndpoint: AdminEndpoint = ({ params }) =>
  route({
    PATCH: withBody(invoicePatchSchema, async ({ body }) => json(await setReminders(getDb(), requireRowId(params.id, INVOICE_NOT_FOUND), body.reminders, new Date()))),
  });

/** POST: send (again) the invoice's link; answers { url }. */
export const sendInvoiceEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await sendInvoice(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), new Date()));
    },
  });

/** POST: void an unpaid invoice. */
export const voidInvoiceEndpoint: AdminEndpoint = ({ params }) =>
  route({
    async POST() {
      return json(await voidInvoice(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), new Date()));
    },
  });

/** POST { method, amountCents, reference? }: a payment taken offline (201 with the invoice). */
export const invoicePaymentsEndpoint: AdminEndpoint = ({ admin, params }) =>
  route({
    POST: withBody(offlinePaymentSchema, async ({ body }) => json(await recordPayment(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), body, admin.email, new Date()), { status: 201 })),
  });
