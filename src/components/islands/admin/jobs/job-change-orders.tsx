/**
 * The job page's "Change orders": each one with its number, state, change and the contract total
 * before → after; Send (the link shown, to copy) and Withdraw while unsigned; and "Write a change
 * order": lines added and removed (a negative price is a credit), a note, and the new contract
 * total previewed live by the rules the server applies (./change-order-form.ts).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Textarea } from "@/components/ui/field";
import type { AdminJobDetail } from "@/schemas/job";
import type { ChangeOrderSummary } from "@/schemas/money";
import { dollars } from "../quotes/quote-format";
import {
  CHANGE_ORDER_STATUS_LABELS,
  changeOrderRequest,
  changeTaxNote,
  EMPTY_LINE,
  linesOf,
  previewOf,
  type DraftLine,
} from "./change-order-form";
import { JobSection, Problem } from "./job-parts";
import { useJobChangeOrders } from "./use-job-change-orders";

export function ChangeOrdersSection({ job }: { job: AdminJobDetail }) {
  const actions = useJobChangeOrders(job.id);
  const [links, setLinks] = useState<Record<string, string>>({});
  const closed = job.stage === "cancelled";
  return (
    <JobSection title="Change orders">
      {job.changeOrders.length === 0 ? (
        <p className="text-sm text-slate-700">No change orders yet. The contract total is {dollars(job.contractTotalCents)}.</p>
      ) : (
        <ul className="grid gap-3" aria-label="The job's change orders">
          {job.changeOrders.map((order) => (
            <ChangeOrderRow
              key={order.id}
              order={order}
              link={links[order.id]}
              busy={actions.send.isPending || actions.withdraw.isPending}
              onSend={() => actions.send.mutate(order.id, { onSuccess: ({ url }) => setLinks((shown) => ({ ...shown, [order.id]: url })) })}
              onWithdraw={() => actions.withdraw.mutate(order.id)}
            />
          ))}
        </ul>
      )}
      <Problem error={actions.send.error ?? actions.withdraw.error} />
      {!closed && <WriteChangeOrder job={job} />}
    </JobSection>
  );
}

function ChangeOrderRow({
  order,
  link,
  busy,
  onSend,
  onWithdraw,
}: {
  order: ChangeOrderSummary;
  link?: string;
  busy: boolean;
  onSend: () => void;
  onWithdraw: () => void;
}) {
  const open = order.status === "draft" || order.status === "sent";
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">
        Change order {order.number} · {CHANGE_ORDER_STATUS_LABELS[order.status]}
      </p>
      <p className="text-slate-800">
        {order.totalCents < 0 ? `Credit of ${dollars(-order.totalCents)}` : `Adds ${dollars(order.totalCents)}`} (tax included) · contract{" "}
        {dollars(order.contractBeforeCents)} → {dollars(order.contractAfterCents)}
      </p>
      <ul className="grid gap-0.5 text-slate-700">
        {order.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × {item.description}: {dollars(item.amountCents)}
            {item.amountCents < 0 && " credit"}
          </li>
        ))}
      </ul>
      {order.note && <p className="whitespace-pre-wrap text-slate-700">{order.note}</p>}
      {open && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={busy} onClick={onSend}>
            {order.status === "draft" ? "Send to the customer" : "Send again (a new link)"}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onWithdraw}>
            Withdraw
          </Button>
        </div>
      )}
      {link && <SentLink url={link} />}
    </li>
  );
}

/** The link just sent, to read or copy (the customer was emailed it too). */
function SentLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-1" role="status">
      <label htmlFor={id} className="font-semibold text-slate-900">
        Sent. The customer's link (emailed to them):
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

function WriteChangeOrder({ job }: { job: AdminJobDetail }) {
  const { write } = useJobChangeOrders(job.id);
  const [draft, setDraft] = useState<DraftLine[]>([EMPTY_LINE]);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string>();
  const lines = linesOf(draft);
  const preview = lines && previewOf(job, lines);
  const change = (index: number, patch: Partial<DraftLine>) =>
    setDraft((current) => current.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const submit = () => {
    const body = changeOrderRequest(draft, note);
    if (!body.ok) return setProblem(body.problem);
    setProblem(undefined);
    write.mutate(body.request, { onSuccess: () => (setDraft([EMPTY_LINE]), setNote("")) });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => (event.preventDefault(), submit())}
      className="grid gap-3 border-t border-slate-200 pt-3"
      aria-label="Write a change order"
    >
      <h3 className="font-bold text-slate-900">Write a change order</h3>
      <p className="text-sm text-slate-700">A negative unit price is a credit. {changeTaxNote(job.tax)}</p>
      {draft.map((line, index) => (
        <fieldset key={index} className="grid gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[minmax(0,3fr)_5rem_8rem_auto] sm:items-end">
          <legend className="sr-only">Line {index + 1}</legend>
          <label className="grid gap-1 text-sm font-semibold">
            Description
            <Input value={line.description} maxLength={200} onChange={(event) => change(index, { description: event.target.value })} />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            Qty
            <Input inputMode="numeric" value={line.quantity} onChange={(event) => change(index, { quantity: event.target.value })} />
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            Unit price ($)
            <Input
              inputMode="decimal"
              value={line.unitPrice}
              placeholder="-200.00"
              onChange={(event) => change(index, { unitPrice: event.target.value })}
            />
          </label>
          <Button
            type="button"
            variant="outline"
            disabled={draft.length === 1}
            onClick={() => setDraft((current) => current.filter((_, at) => at !== index))}
            aria-label={`Remove line ${index + 1}`}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={draft.length >= 50}
        onClick={() => setDraft((current) => [...current, EMPTY_LINE])}
      >
        Add a line
      </Button>
      <label className="grid gap-1 text-sm font-semibold">
        Note to the customer (optional)
        <Textarea rows={2} value={note} maxLength={2000} onChange={(event) => setNote(event.target.value)} />
      </label>
      <p
        aria-live="polite"
        className={`rounded-lg p-3 text-sm ${preview && !preview.allowed ? "bg-red-50 text-red-800" : "bg-brand-50 text-slate-900"}`}
      >
        {preview ? (
          <>
            Change {dollars(preview.totalCents)} (tax {dollars(preview.taxCents)}). New contract total: {dollars(preview.beforeCents)} →{" "}
            <strong>{dollars(preview.afterCents)}</strong>
            {!preview.allowed &&
              `. That is below the ${dollars(preview.floorCents)} already paid, on its way or billed: it cannot be written.`}
          </>
        ) : (
          "The new contract total shows here as you type the lines."
        )}
      </p>
      <Button type="submit" className="justify-self-start" disabled={write.isPending || Boolean(preview && !preview.allowed)}>
        Write the change order
      </Button>
      <Problem error={problem ?? write.error} />
    </form>
  );
}

/** Lazy-loaded by the job page. */
export default ChangeOrdersSection;
