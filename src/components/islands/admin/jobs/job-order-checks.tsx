/**
 * The job page's "Ordered and confirmed": each order after the send, its lines as ordered beside
 * as the supplier confirmed them (W × H, options, unit cost), the differences highlighted and
 * said in words; the confirmation form (one row per opening, prefilled with the size ordered,
 * usable on a phone); accept with a reason or a corrected order; receive all or ticked units; a
 * remake with its reason, cost and payer.
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { apiQuery, apiUrl } from "@/browser/api-client";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { dollarsToCents } from "@/core/amounts";
import { REMAKE_REASONS, type RemakePayer, type RemakeReason } from "@/core/purchase-orders";
import { openingWords } from "@/i18n/openings";
import type { AdminJobDetail } from "@/schemas/job";
import { adminQuoteBook } from "@/schemas/routes/admin";
import type { OrderCheck, OrderCheckLine, UnitFacts } from "@/schemas/purchase-order-checks";
import { formatDay } from "../admin-time";
import { dollars } from "../quotes/quote-format";
import { JobSection, Problem } from "./job-parts";
import { confirmationRequest, confirmRows, ORDER_STATUS_LABELS, orderOptions, typedOption, type ConfirmRow } from "./order-check-form";
import { useOrderChecks, useOrderSteps } from "./use-order-checks";

/** A remake reason as the form reads it. */
const REASON_LABELS: Record<RemakeReason, string> = {
  "mis-measure": "Mis-measure",
  damaged: "Damaged",
  "supplier-error": "Supplier error",
  other: "Other",
};

export default function OrderChecksSection({ job }: { job: AdminJobDetail }) {
  const checks = useOrderChecks(job.id);
  const orders = (checks.data?.orders ?? []).filter((order) => order.status !== "draft" || order.kind === "remake");
  if (orders.length === 0) return null;
  return (
    <JobSection title="Ordered and confirmed">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </JobSection>
  );
}

function OrderCard({ order }: { order: OrderCheck }) {
  const headingId = useId();
  const awaiting = order.lines.filter((line) => !line.receivedAt).length;
  return (
    <article aria-labelledby={headingId} data-order={order.number} className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {order.kind === "remake" ? "Remake order" : "Order"} {order.number} · {order.supplier} · {ORDER_STATUS_LABELS[order.status]}
      </h3>
      <p className="text-sm text-slate-700">
        {order.shipDate ? `Ships ${formatDay(order.shipDate)}. ` : ""}
        {order.status === "confirmed"
          ? awaiting > 0
            ? `${awaiting} of ${order.lines.length} units awaited.`
            : "Every unit received."
          : ""}
        {order.kind === "remake" && order.status === "draft" ? "Awaited: revise and send it as an order." : ""}
      </p>
      {order.mismatches.length > 0 && order.status === "needs-attention" && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          The confirmation differs from the order in {order.mismatches.length} {order.mismatches.length === 1 ? "place" : "places"}: accept
          it with a reason, or send a corrected order.
        </p>
      )}
      {order.accepted && (
        <p className="text-sm text-slate-700">
          Differences accepted by {order.accepted.by}: {order.accepted.reason}
        </p>
      )}
      <ul className="grid gap-2" aria-label={`Order ${order.number}'s units`}>
        {order.lines.map((line) => (
          <LineCompare key={line.openingId} line={line} />
        ))}
      </ul>
      <OrderActions order={order} />
    </article>
  );
}

/** One opening: ordered beside confirmed, each differing field marked in colour and in words. */
function LineCompare({ line }: { line: OrderCheckLine }) {
  return (
    <li className="grid gap-2 rounded-lg bg-slate-50 p-2 text-sm" data-opening={line.location}>
      <p className="font-semibold text-slate-900">
        {line.location} · {openingWords.en.styles[line.style]} · {line.product}
        {line.receivedAt && <span className="ml-2 rounded bg-emerald-100 px-1.5 text-emerald-900">Received</span>}
      </p>
      {line.remake && (
        <p className="text-slate-700">
          Remake: {REASON_LABELS[line.remake.reason]}, {dollars(line.remake.costCents)}, charged to{" "}
          {line.remake.chargedTo === "us" ? "us" : "the supplier"}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <UnitColumn title="Ordered" unit={line.ordered} differs={[]} />
        {line.confirmed ? (
          <UnitColumn title="Confirmed" unit={line.confirmed} differs={line.differs} cost={line.confirmed.unitCostCents} />
        ) : (
          <div className="text-slate-600">
            <p className="font-semibold">Confirmed</p>
            <p>{line.differs.includes("missing") ? <Differs>Not on the confirmation</Differs> : "Not yet"}</p>
          </div>
        )}
      </div>
    </li>
  );
}

function Differs({ children }: { children: ReactNode }) {
  return (
    <mark data-differs className="rounded bg-amber-200 px-1 text-amber-950">
      {children} <span className="text-xs font-semibold">(differs)</span>
    </mark>
  );
}

function UnitColumn({ title, unit, differs, cost }: { title: string; unit: UnitFacts; differs: string[]; cost?: number }) {
  const size = (
    <>
      W {unit.width} × H {unit.height} in
    </>
  );
  const options = unit.options.length > 0 ? unit.options.join(", ") : "No options";
  return (
    <div className="grid content-start gap-0.5 text-slate-800">
      <p className="font-semibold">{title}</p>
      <p>{differs.includes("width") || differs.includes("height") ? <Differs>{size}</Differs> : size}</p>
      <p>{differs.includes("options") ? <Differs>{options}</Differs> : options}</p>
      {cost !== undefined && <p>{dollars(cost)} a unit</p>}
    </div>
  );
}

function OrderActions({ order }: { order: OrderCheck }) {
  if (order.status === "sent") return <ConfirmForm order={order} />;
  if (order.status === "needs-attention")
    return (
      <>
        <AnswerDifferences order={order} />
        <ConfirmForm order={order} again />
      </>
    );
  if (order.status === "confirmed")
    return (
      <>
        <ReceiveForm order={order} />
        <RemakeForm order={order} />
      </>
    );
  return null;
}

/**
 * An option the supplier confirmed that was not ordered, typed by its name in the price book (the
 * book's active options are suggested): added to the unit's options, so the check flags it.
 */
function ExtraOption({ label, onAdd }: { label: string; onAdd: (option: { id: string; name: string }) => void }) {
  const ids = useId();
  // The book is read once the office starts on the field: most confirmations add no option.
  const [wanted, setWanted] = useState(false);
  const book = useQuery({ ...apiQuery(apiUrl(adminQuoteBook, { query: {} })), enabled: wanted });
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const option = typedOption(typed, book.data?.options ?? []);
    if (!option) return setProblem(`No option of the price book is called “${typed.trim()}”. Add it to the price book first.`);
    setProblem(undefined);
    setTyped("");
    onAdd(option);
  };
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm">
          Another option confirmed
          <Input
            aria-label={label}
            list={`${ids}-book`}
            value={typed}
            onFocus={() => setWanted(true)}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && (event.preventDefault(), add())}
          />
        </label>
        <Button type="button" variant="outline" size="field" disabled={!typed.trim()} onClick={add}>
          Add the option
        </Button>
      </div>
      <datalist id={`${ids}-book`}>
        {book.data?.options.map((option) => (
          <option key={option.id} value={option.name} />
        ))}
      </datalist>
      {problem && <Problem error={problem} />}
    </div>
  );
}

/** The supplier's confirmation: one row per opening, prefilled, and the ship date. */
function ConfirmForm({ order, again = false }: { order: OrderCheck; again?: boolean }) {
  const steps = useOrderSteps(order.id);
  const [open, setOpen] = useState(!again);
  const [rows, setRows] = useState<ConfirmRow[]>(() => confirmRows(order));
  const [shipDate, setShipDate] = useState(order.shipDate ?? "");
  const [badCost, setBadCost] = useState<string | null>(null);
  // The options ordered, and any the office added from the book for a unit confirmed with it.
  const [added, setAdded] = useState<{ id: string; name: string }[]>([]);
  const options = [...orderOptions(order), ...added.filter((option) => !orderOptions(order).some((ordered) => ordered.id === option.id))];
  const change = (index: number, patch: Partial<ConfirmRow>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const submit = () => {
    const request = confirmationRequest(rows, shipDate);
    if ("badCost" in request) return setBadCost(request.badCost);
    setBadCost(null);
    steps.confirm.mutate(request.body);
  };
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        Enter a new confirmation
      </Button>
    );
  return (
    <form
      onSubmit={(event) => (event.preventDefault(), submit())}
      className="grid gap-3"
      aria-label={`Confirmation of order ${order.number}`}
    >
      <p className="text-sm text-slate-700">
        Type what the supplier's confirmation says for each unit; anything that differs from the order is flagged.
      </p>
      {rows.map((row, index) => {
        const line = order.lines[index]!;
        return (
          <fieldset key={row.openingId} className="grid gap-2 rounded-lg border border-slate-200 p-2">
            <legend className="px-1 text-sm font-semibold">
              {line.location} · {openingWords.en.styles[line.style]}
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              <label className="grid gap-1 text-sm">
                W (in)
                <Input inputMode="decimal" value={row.width} onChange={(event) => change(index, { width: event.target.value })} />
              </label>
              <label className="grid gap-1 text-sm">
                H (in)
                <Input inputMode="decimal" value={row.height} onChange={(event) => change(index, { height: event.target.value })} />
              </label>
              <label className="col-span-2 grid gap-1 text-sm sm:col-span-1">
                Unit cost ($)
                <Input
                  inputMode="decimal"
                  value={row.cost}
                  aria-invalid={badCost === row.openingId || undefined}
                  onChange={(event) => change(index, { cost: event.target.value })}
                />
              </label>
            </div>
            {options.length > 0 && (
              <div className="flex flex-wrap gap-x-4">
                {options.map((option) => (
                  <label key={option.id} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-700"
                      checked={row.optionIds.includes(option.id)}
                      onChange={(event) =>
                        change(index, {
                          optionIds: event.target.checked ? [...row.optionIds, option.id] : row.optionIds.filter((id) => id !== option.id),
                        })
                      }
                    />
                    {option.name}
                  </label>
                ))}
              </div>
            )}
            <ExtraOption
              label={`${line.location}: another option confirmed`}
              onAdd={(option) => {
                setAdded((all) => (all.some((known) => known.id === option.id) ? all : [...all, option]));
                if (!row.optionIds.includes(option.id)) change(index, { optionIds: [...row.optionIds, option.id] });
              }}
            />
            {badCost === row.openingId && <Problem error="Type the unit's cost in dollars, e.g. 410.00" />}
          </fieldset>
        );
      })}
      <label className="grid gap-1 text-sm">
        Ship date
        <Input type="date" required value={shipDate} onChange={(event) => setShipDate(event.target.value)} />
      </label>
      <Problem error={steps.confirm.error} />
      <Button type="submit" disabled={steps.confirm.isPending}>
        Check the confirmation
      </Button>
    </form>
  );
}

/** Accept the differences with a reason, or send a corrected order. */
function AnswerDifferences({ order }: { order: OrderCheck }) {
  const steps = useOrderSteps(order.id);
  const [reason, setReason] = useState("");
  return (
    <div className="grid gap-2">
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          steps.accept.mutate(reason);
        }}
      >
        <label className="grid gap-1 text-sm">
          Why accept the differences
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
        </label>
        <Problem error={steps.accept.error} />
        <Button type="submit" disabled={steps.accept.isPending}>
          Accept the differences
        </Button>
      </form>
      <Problem error={steps.correct.error} />
      <Button variant="outline" disabled={steps.correct.isPending} onClick={() => steps.correct.mutate()}>
        Write a corrected order
      </Button>
      {steps.correct.data && <p role="status">Order {steps.correct.data.number} drafted: revise it and send it from the orders.</p>}
    </div>
  );
}

/** Receive every awaited unit, or the ticked ones. */
function ReceiveForm({ order }: { order: OrderCheck }) {
  const steps = useOrderSteps(order.id);
  const awaited = order.lines.filter((line) => !line.receivedAt);
  const [ticked, setTicked] = useState<string[]>([]);
  if (awaited.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">Units received</legend>
      {awaited.map((line) => (
        <label key={line.openingId} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={ticked.includes(line.openingId)}
            onChange={(event) =>
              setTicked((all) => (event.target.checked ? [...all, line.openingId] : all.filter((id) => id !== line.openingId)))
            }
          />
          {line.location} · {openingWords.en.styles[line.style]}
        </label>
      ))}
      <Problem error={steps.receive.error} />
      <div className="flex flex-wrap gap-2">
        <Button disabled={steps.receive.isPending} onClick={() => steps.receive.mutate(undefined)}>
          Receive all
        </Button>
        <Button variant="outline" disabled={steps.receive.isPending || ticked.length === 0} onClick={() => steps.receive.mutate(ticked)}>
          Receive ticked
        </Button>
      </div>
    </fieldset>
  );
}

/** A unit made again: which, why, what it costs and who pays. */
function RemakeForm({ order }: { order: OrderCheck }) {
  const steps = useOrderSteps(order.id);
  const [openingId, setOpeningId] = useState(order.lines[0]?.openingId ?? "");
  const [reason, setReason] = useState<RemakeReason>("damaged");
  const [cost, setCost] = useState("0");
  const [chargedTo, setChargedTo] = useState<RemakePayer>("supplier");
  const [badCost, setBadCost] = useState(false);
  return (
    <details className="rounded-lg border border-slate-200 p-2">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">Remake a unit</summary>
      <form
        className="grid gap-2 pt-2"
        onSubmit={(event) => {
          event.preventDefault();
          const costCents = dollarsToCents(cost);
          setBadCost(costCents === null);
          if (costCents !== null) steps.remake.mutate({ openingId, reason, costCents, chargedTo });
        }}
      >
        <label className="grid gap-1 text-sm">
          Unit
          <Select value={openingId} onChange={(event) => setOpeningId(event.target.value)}>
            {order.lines.map((line) => (
              <option key={line.openingId} value={line.openingId}>
                {line.location} · {openingWords.en.styles[line.style]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm">
          Reason
          <Select value={reason} onChange={(event) => setReason(event.target.value as RemakeReason)}>
            {REMAKE_REASONS.map((value) => (
              <option key={value} value={value}>
                {REASON_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm">
          Cost ($)
          <Input inputMode="decimal" value={cost} aria-invalid={badCost || undefined} onChange={(event) => setCost(event.target.value)} />
        </label>
        <label className="grid gap-1 text-sm">
          Charged to
          <Select value={chargedTo} onChange={(event) => setChargedTo(event.target.value as RemakePayer)}>
            <option value="supplier">The supplier (no cost to us)</option>
            <option value="us">Us</option>
          </Select>
        </label>
        {badCost && <Problem error="Type the cost in dollars, e.g. 310.00" />}
        <Problem error={steps.remake.error} />
        <Button type="submit" disabled={steps.remake.isPending}>
          Add to the remake order
        </Button>
        {steps.remake.data && <p role="status">Added to remake order {steps.remake.data.number}.</p>}
      </form>
    </details>
  );
}
