/** The office bills a job and settles its invoices: `adminJobInvoices`, `adminInvoice`, `adminInvoiceSend`, `adminInvoiceVoid` and `adminInvoicePayments`. */
import { adminInvoice, adminInvoicePayments, adminInvoiceSend, adminInvoiceVoid, adminJobInvoices } from "@/schemas/routes/invoices";
import { invoicePatchSchema, newInvoiceSchema, offlinePaymentSchema } from "@/schemas/invoice";
import { getDb } from "@/server/db/client";
import { serverEnv } from "@/server/env";
import { withBody } from "@/server/http/handler";
import { json } from "@/server/http/headers";
import { requireRowId } from "@/server/http/ids";
import { recordPayment } from "@/server/invoices/payments";
import { INVOICE_NOT_FOUND } from "@/server/invoices/records";
import { createInvoice, sendInvoice, setReminders, voidInvoice } from "@/server/invoices/write-invoice";
import { JOB_NOT_FOUND } from "@/server/jobs/records";
import { admins } from "./guard";

/** POST { kind, percent | amountCents, dueOn? }: a new invoice of the job (201 { id, number, amountCents }). */
export const jobInvoicesEndpoint = admins.on(adminJobInvoices, {
  POST: withBody(newInvoiceSchema, async ({ body, guarded: admin, params }) =>
    json(await createInvoice(getDb(), requireRowId(params.id, JOB_NOT_FOUND), body, admin.email, new Date()), { status: 201 }),
  ),
});

/** PATCH { reminders }: the office's reminders switch. */
export const invoiceEndpoint = admins.on(adminInvoice, {
  PATCH: withBody(invoicePatchSchema, async ({ body, params }) =>
    json(await setReminders(getDb(), requireRowId(params.id, INVOICE_NOT_FOUND), body.reminders, new Date())),
  ),
});

/** POST: send (again) the invoice's link; answers { url }. */
export const sendInvoiceEndpoint = admins.on(adminInvoiceSend, {
  async POST({ params }) {
    return json(await sendInvoice(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), new Date()));
  },
});

/** POST: void an unpaid invoice. */
export const voidInvoiceEndpoint = admins.on(adminInvoiceVoid, {
  async POST({ params, guarded: admin }) {
    return json(await voidInvoice(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), admin, new Date()));
  },
});

/** POST { method, amountCents, reference? }: a payment taken offline (201 with the invoice). */
export const invoicePaymentsEndpoint = admins.on(adminInvoicePayments, {
  POST: withBody(offlinePaymentSchema, async ({ body, guarded: admin, params }) =>
    json(await recordPayment(getDb(), serverEnv(), requireRowId(params.id, INVOICE_NOT_FOUND), body, admin, new Date()), {
      status: 201,
    }),
  ),
});
