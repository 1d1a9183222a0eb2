/**
 * The job page's invoices: each with its status and payments, and what the office does with
 * them: send (or send again) its link, record a payment taken offline (method, the amount
 * prefilled, a reference), switch its reminders, void it; and "New invoice": a progress invoice
 * by percent of the contract or by amount, or the final one, its amount previewed by the same
 * rule the server writes it by (src/core/job-money.ts).
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { dollarsToCents } from "@/core/amounts";
import { invoiceAmount, type InvoiceRequest } from "@/core/job-money";
import {
  invoiceRequestOf,
  newInvoiceSchema,
  offlinePaymentSchema,
  type NewInvoiceRequest,
  type OfflinePaymentRequest,
} from "@/schemas/invoice";
import type { AdminJobDetail } from "@/schemas/job";
import { OFFLINE_PAYMENT_METHODS, type InvoiceStatus, type InvoiceSummary, type OfflinePaymentMethod } from "@/schemas/money";
import { adminInvoice, adminInvoicePayments, adminInvoiceSend, adminInvoiceVoid, adminJobInvoices } from "@/schemas/routes/invoices";
import { refreshAdminData } from "../admin-api";
import { formatDay, formatInstant } from "../admin-time";
import { dollars } from "../quotes/quote-format";
import { JobSection, Problem } from "./job-parts";
import { PAYMENT_WAY_LABELS } from "./payment-ways";

const STATUS: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  open: { label: "Open", tone: "amber" },
  processing: { label: "On its way", tone: "brand" },
  paid: { label: "Paid", tone: "green" },
  void: { label: "Void", tone: "slate" },
};

type Kind = "percent" | "amount" | "final";

/** The new invoice's request body from the form's fields: a percent as a number, dollars in cents (src/core/amounts.ts); what does not read as a number is left out, so the schema names it. */
export function invoiceBody(kind: Kind, percent: string, amount: string, dueOn: string) {
  const due = dueOn ? { dueOn } : {};
  if (kind === "final") return { kind: "final" as const, ...due };
  if (kind === "percent") return { kind: "progress" as const, ...(percent.trim() && { percent: Number(percent) }), ...due };
  const cents = dollarsToCents(amount);
  return { kind: "progress" as const, ...(cents !== null && { amountCents: cents }), ...due };
}

/** What the form asks, as the money rule takes it, once the request's schema takes it (src/schemas/invoice.ts); null while it does not. */
export function requestOf(kind: Kind, percent: string, amount: string): InvoiceRequest | null {
  const parsed = newInvoiceSchema.safeParse(invoiceBody(kind, percent, amount, ""));
  return parsed.success ? invoiceRequestOf(parsed.data) : null;
}

/** The amount the server will write, or why it will refuse, in the office's words. */
export function previewText(
  job: Pick<AdminJobDetail, "contractTotalCents" | "paidCents" | "balanceCents" | "billableCents">,
  request: InvoiceRequest | null,
): string {
  if (job.billableCents <= 0) return "Nothing is left to bill: the contract is paid, on its way or invoiced in full.";
  if (!request) return "Give a percent (1 to 100, two decimals at most) or an amount in dollars and cents.";
  const amount = invoiceAmount(job, request);
  if (amount.ok) return `This invoice will ask ${dollars(amount.amountCents)}.`;
  return amount.reason === "nothing-due"
    ? "Nothing is left to bill: the contract is paid, on its way or invoiced in full."
    : `That is more than may still be billed (${dollars(amount.billableCents)}).`;
}

function NewInvoice({ job }: { job: AdminJobDetail }) {
  const ids = useId();
  const [kind, setKind] = useState<Kind>("percent");
  const [percent, setPercent] = useState("");
  const [amount, setAmount] = useState("");
  const [dueOn, setDueOn] = useState("");
  const [problem, setProblem] = useState<string>();
  const request = requestOf(kind, percent, amount);
  const create = useMutation({
    mutationFn: (body: NewInvoiceRequest) => apiRequest("POST", apiUrl(adminJobInvoices, { params: { id: job.id } }), body),
    onSuccess: () => {
      setPercent("");
      setAmount("");
      setDueOn("");
      return refreshAdminData();
    },
  });
  return (
    <form
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-labelledby={`${ids}-new`}
      onSubmit={(event) => {
        event.preventDefault();
        create.reset();
        const body = newInvoiceSchema.safeParse(invoiceBody(kind, percent, amount, dueOn));
        setProblem(body.success ? undefined : body.error.issues[0]!.message);
        if (body.success) create.mutate(body.data);
      }}
    >
      <h3 id={`${ids}-new`} className="font-bold text-slate-900">
        New invoice
      </h3>
      <fieldset className="grid gap-1">
        <legend className="text-sm font-semibold">What it bills</legend>
        {(
          [
            ["percent", "A percent of the contract"],
            ["amount", "An amount"],
            ["final", "The final invoice: all that may still be billed"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name={`${ids}-kind`}
              className="size-5 shrink-0 accent-brand-700"
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        {kind === "percent" && (
          <label className="grid gap-1 text-sm font-semibold">
            Percent of the contract
            <Input
              inputMode="decimal"
              className="w-32"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
              placeholder="25"
            />
          </label>
        )}
        {kind === "amount" && (
          <label className="grid gap-1 text-sm font-semibold">
            Amount in dollars
            <Input
              inputMode="decimal"
              className="w-40"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              placeholder="1500.00"
            />
          </label>
        )}
        <label className="grid gap-1 text-sm font-semibold">
          Due (empty: on receipt)
          <Input type="date" className="w-44" value={dueOn} onChange={(event) => setDueOn(event.target.value)} />
        </label>
      </div>
      <p role="status" data-slot="invoice-preview" className="text-sm text-slate-800">
        {previewText(job, request)}
      </p>
      <Button type="submit" className="justify-self-start" disabled={create.isPending || !request}>
        Write the invoice
      </Button>
      <Problem error={problem ?? create.error} />
    </form>
  );
}

/** An offline payment's request body from the form's fields: dollars in cents (src/core/amounts.ts), left out when they do not read as dollars, so the schema names them. */
export function paymentBody(method: OfflinePaymentMethod, amount: string, reference: string) {
  const cents = dollarsToCents(amount);
  return { method, ...(cents !== null && { amountCents: cents }), ...(reference.trim() && { reference: reference.trim() }) };
}

function RecordPayment({ invoice, onDone }: { invoice: InvoiceSummary; onDone: () => void }) {
  const ids = useId();
  const [method, setMethod] = useState<OfflinePaymentMethod>("check");
  const [amount, setAmount] = useState((invoice.amountCents / 100).toFixed(2));
  const [reference, setReference] = useState("");
  const [problem, setProblem] = useState<string>();
  const record = useMutation({
    mutationFn: (body: OfflinePaymentRequest) => apiRequest("POST", apiUrl(adminInvoicePayments, { params: { id: invoice.id } }), body),
    onSuccess: () => (onDone(), refreshAdminData()),
  });
  return (
    <form
      className="grid gap-2 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        record.reset();
        const body = offlinePaymentSchema.safeParse(paymentBody(method, amount, reference));
        setProblem(body.success ? undefined : body.error.issues[0]!.message);
        if (body.success) record.mutate(body.data);
      }}
    >
      <div className="flex flex-wrap gap-3">
        <label htmlFor={`${ids}-method`} className="grid gap-1 text-sm font-semibold">
          Paid by
          <Select id={`${ids}-method`} value={method} onChange={(event) => setMethod(event.target.value as OfflinePaymentMethod)}>
            {OFFLINE_PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_WAY_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Amount in dollars
          <Input inputMode="decimal" className="w-36" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Reference (check number)
          <Input className="w-48" maxLength={120} value={reference} onChange={(event) => setReference(event.target.value)} />
        </label>
      </div>
      <p className="text-sm text-slate-700">The customer is emailed a receipt with its PDF.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={record.isPending}>
          Record the payment
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <Problem error={problem ?? record.error} />
    </form>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceSummary }) {
  const [recording, setRecording] = useState(false);
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminInvoiceSend, { params: { id: invoice.id } })),
    onSuccess: ({ url }) => (setSentUrl(url), refreshAdminData()),
  });
  const remind = useMutation({
    mutationFn: (reminders: boolean) => apiRequest("PATCH", apiUrl(adminInvoice, { params: { id: invoice.id } }), { reminders }),
    onSuccess: () => refreshAdminData(),
  });
  const voiding = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminInvoiceVoid, { params: { id: invoice.id } })),
    onSuccess: () => refreshAdminData(),
  });
  const status = STATUS[invoice.status];
  const unpaid = invoice.status === "open" || invoice.status === "processing";
  return (
    <li className="grid gap-2 border-t border-slate-200 pt-3" data-invoice={invoice.number}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          Invoice {invoice.number} · {invoice.kind === "final" ? "Final" : "Progress"} · {dollars(invoice.amountCents)}
        </p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {invoice.dueOn ? `Due ${formatDay(invoice.dueOn)}` : "Due on receipt"} ·{" "}
        {invoice.sentAt ? `sent ${formatInstant(invoice.sentAt)}` : "not sent yet"}
        {invoice.paidAt && ` · paid ${formatInstant(invoice.paidAt)}`}
      </p>
      <ul className="grid gap-0.5 text-sm text-slate-800">
        {invoice.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-2">
            <span>{line.description}</span>
            <span className="tabular-nums">{dollars(line.amountCents)}</span>
          </li>
        ))}
      </ul>
      {invoice.payments.filter((payment) => payment.status !== "open" && payment.status !== "expired").length > 0 && (
        <ul className="grid gap-0.5 text-sm" aria-label={`Payments of invoice ${invoice.number}`}>
          {invoice.payments
            .filter((payment) => payment.status !== "open" && payment.status !== "expired")
            .map((payment) => (
              <li key={payment.id}>
                {PAYMENT_WAY_LABELS[payment.way]} {dollars(payment.amountCents)}:{" "}
                {payment.status === "processing" ? "on its way" : payment.status}
                {payment.reference && ` (${payment.reference})`}
                {payment.paidAt && `, ${formatInstant(payment.paidAt)}`}
                {payment.refunded && ", refunded"}
                {payment.refundFailed && ", refund refused (retrying)"}
                {payment.disputed && ", disputed"}
              </li>
            ))}
        </ul>
      )}
      {unpaid && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={invoice.reminders}
            disabled={remind.isPending}
            onChange={(event) => remind.mutate(event.target.checked)}
          />
          Remind the customer 3 and 10 days after sending
        </label>
      )}
      {sentUrl && (
        <p role="status" className="break-all text-sm text-slate-800">
          Sent. The link:{" "}
          <a className="text-brand-700 underline" href={sentUrl}>
            {sentUrl}
          </a>
        </p>
      )}
      {recording && <RecordPayment invoice={invoice} onDone={() => setRecording(false)} />}
      {unpaid && !recording && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="field" disabled={send.isPending} onClick={() => (send.reset(), send.mutate())}>
            {invoice.sentAt ? "Send again" : "Send"}
          </Button>
          {invoice.status === "open" && (
            <>
              <Button variant="outline" size="field" onClick={() => setRecording(true)}>
                Record a payment
              </Button>
              <Button variant="outline" size="field" disabled={voiding.isPending} onClick={() => (voiding.reset(), voiding.mutate())}>
                Void
              </Button>
            </>
          )}
        </div>
      )}
      <Problem error={send.error ?? remind.error ?? voiding.error} />
    </li>
  );
}

export function JobInvoicesSection({ job }: { job: AdminJobDetail }) {
  return (
    <JobSection title="Invoices">
      {job.invoices.length ? (
        <ul className="grid gap-3" aria-label="Invoices, newest first">
          {job.invoices.map((invoice) => (
            <InvoiceRow key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No invoice yet.</p>
      )}
      <NewInvoice job={job} />
    </JobSection>
  );
}
