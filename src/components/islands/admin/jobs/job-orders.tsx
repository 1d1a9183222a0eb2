/**
 * The job page's "Orders": the purchase orders to the suppliers, written from the signed openings
 * at their final sizes (one per supplier), each with its number, status and units as ordered
 * (room, style, W × H, product, options, tempered/obscure, and whether the size is final); "Write
 * the orders" (again: the drafts revised from the openings), and Send for each draft, shipped to
 * the company unless the office ticks the job's address. The server decides; its refusals show here.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatInstant } from "../admin-time";
import type { PurchaseOrderStatus } from "@/core/purchase-orders";
import { remeasureWords } from "@/i18n/remeasure";
import type { AdminJobDetail } from "@/schemas/job";
import type { PurchaseOrderLineView, PurchaseOrderView } from "@/schemas/purchase-orders";
import { JobSection, Problem } from "./job-parts";
import { useJobOrders } from "./use-job-orders";

/** An order's status in the office's words. */
const STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  "needs-attention": "Needs attention",
  confirmed: "Confirmed",
  superseded: "Superseded",
  cancelled: "Cancelled",
};

/** "W 72 × H 48 in". */
const sizeText = (line: PurchaseOrderLineView) => `W ${line.width.text} × H ${line.height.text} in`;

/** What the unit is made of, one line. */
function unitFacts(line: PurchaseOrderLineView): string {
  const glass = [line.tempered && "tempered", line.obscure && "obscure"].filter(Boolean).join(", ");
  const options = line.options.map((option) => option.name).join(", ");
  return [line.product, options, line.installMethod, glass && `${glass} glass`].filter(Boolean).join(" · ");
}

export default function OrdersSection({ job }: { job: AdminJobDetail }) {
  const { orders, write, send } = useJobOrders(job.id);
  const list = orders.data?.orders ?? [];
  const anyDraft = list.some((order) => order.status === "draft");
  return (
    <JobSection title="Orders">
      <p className="text-sm text-slate-700">
        One order per supplier, from the signed openings at their final sizes. Write them again to revise the drafts; a sent order stays as
        sent.
      </p>
      {orders.isPending && <p className="text-sm text-slate-700">Loading the orders...</p>}
      {orders.isSuccess && list.length === 0 && <p className="text-sm text-slate-700">No orders yet.</p>}
      {list.length > 0 && (
        <ul className="grid gap-3" aria-label="The job's purchase orders">
          {list.map((order) => (
            <OrderItem key={order.id} order={order} busy={send.isPending} onSend={(shipTo) => send.mutate({ id: order.id, shipTo })} />
          ))}
        </ul>
      )}
      <Problem error={send.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant={list.length > 0 ? "outline" : "default"} disabled={write.isPending} onClick={() => write.mutate()}>
          {write.isPending ? "Writing..." : anyDraft ? "Revise the drafts from the openings" : "Write the orders"}
        </Button>
      </div>
      <Problem error={write.error} />
    </JobSection>
  );
}

function OrderItem({ order, busy, onSend }: { order: PurchaseOrderView; busy: boolean; onSend: (shipTo: "company" | "job") => void }) {
  const id = useId();
  const [toJob, setToJob] = useState(false);
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      <p className="font-semibold text-slate-900">
        PO {order.number} · {order.supplier.name} · {STATUS_LABELS[order.status]}
        {order.status === "draft" && order.revision > 1 && ` (revision ${order.revision})`}
      </p>
      {order.sentAt && (
        <p className="text-slate-700">
          Sent {formatInstant(order.sentAt)} to {order.supplier.email}
        </p>
      )}
      <ol className="grid gap-2" aria-label={`PO ${order.number}'s units`}>
        {order.lines.map((line) => (
          <li key={line.id} className="grid gap-0.5">
            <span className="font-semibold text-slate-900">
              {line.position}. {line.location} · {remeasureWords.en.style[line.style] ?? line.style} · {sizeText(line)}
              <span className="font-normal text-slate-700"> ({line.sizeFrom === "final" ? "final size" : "as measured"})</span>
            </span>
            <span className="text-slate-700">{unitFacts(line)}</span>
          </li>
        ))}
      </ol>
      {order.status === "draft" && (
        <div className="grid gap-2">
          <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              id={id}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={toJob}
              onChange={(event) => setToJob(event.target.checked)}
            />
            Ship to the job's address (else to our address)
          </label>
          <div>
            <Button type="button" disabled={busy} onClick={() => onSend(toJob ? "job" : "company")}>
              Send to {order.supplier.name}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
