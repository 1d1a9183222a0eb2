/**
 * /admin/quote: writing a quote for a visit (?appointmentId=) or a lead (?leadId=), or editing one
 * (?id=; a sent quote's edit becomes a new revision). One to three options, each with lines typed
 * or picked from the product lines (their price range as a hint), a discount; then tax, deposit,
 * note and days. The totals shown are a preview by the same rules the server applies; the server
 * prices what is saved and answers its figures.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { ApiError, apiRequest } from "@/browser/api-client";
import { percentToBasisPoints, priceQuote } from "@/core/quote-pricing";
import type { AdminQuoteDetail, QuoteWriteResult } from "@/schemas/quote";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { dollars } from "./quote-format";

interface Line { description: string; quantity: string; price: string }
interface Option { name: string; lines: Line[]; discount: string }
interface CatalogLine { name: string; minCents: number; maxCents: number }

const NAMES = ["Good", "Better", "Best"];
const emptyLine = (): Line => ({ description: "", quantity: "1", price: "" });
/** "1,234.5" → 123450; anything else (negative, three decimals, words) → null. */
export function toCents(value: string): number | null {
  const clean = value.replace(/[$,\s]/g, "");
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : null;
}
const fromCents = (cents: number) => (cents / 100).toFixed(2);

function optionsOf(detail: AdminQuoteDetail): Option[] {
  return detail.options.map((option) => ({
    name: option.name,
    discount: option.discountCents ? fromCents(option.discountCents) : "",
    lines: option.items.map((item) => ({ description: item.description, quantity: String(item.quantity), price: fromCents(item.unitPriceCents) })),
  }));
}

function Editor({ detail, owner }: { detail?: AdminQuoteDetail; owner: { appointmentId: string } | { leadId: string } | null }) {
  const ids = useId();
  const catalog = useQuery<CatalogLine[]>({ queryKey: ["/admin/quote-catalog.json"], staleTime: Infinity });
  const [options, setOptions] = useState<Option[]>(() => (detail ? optionsOf(detail) : [{ name: NAMES[0]!, lines: [emptyLine()], discount: "" }]));
  const [depositKind, setDepositKind] = useState<"percent" | "fixed">(detail?.deposit.kind ?? "percent");
  const [deposit, setDeposit] = useState(detail ? (detail.deposit.kind === "percent" ? String(detail.deposit.percent) : fromCents(detail.deposit.cents)) : "30");
  const [tax, setTax] = useState(detail ? String(detail.taxRatePercent) : "0");
  const [note, setNote] = useState(detail?.note ?? "");
  const [jobAddress, setJobAddress] = useState(detail?.jobAddress ?? "");
  const [completion, setCompletion] = useState(detail?.completion ?? "");
  const [validUntil, setValidUntil] = useState(detail?.validUntil ?? "");
  const update = (index: number, change: Partial<Option>) => setOptions((all) => all.map((option, at) => (at === index ? { ...option, ...change } : option)));
  const setLine = (index: number, line: number, change: Partial<Line>) => update(index, { lines: options[index]!.lines.map((item, at) => (at === line ? { ...item, ...change } : item)) });

  const body = {
    ...(detail ? {} : owner),
    options: options.map((option) => ({
      name: option.name,
      items: option.lines.map((line) => ({ description: line.description, quantity: Number(line.quantity), unitPriceCents: toCents(line.price) ?? -1 })),
      ...(option.discount ? { discountCents: toCents(option.discount) ?? -1 } : {}),
    })),
    ...(depositKind === "percent" ? { depositPercent: Number(deposit) } : { depositCents: toCents(deposit) ?? -1 }),
    taxRatePercent: Number(tax),
    note,
    ...(jobAddress ? { jobAddress } : {}),
    ...(completion ? { completion } : {}),
    ...(validUntil ? { validUntil } : {}),
  };
  const save = useMutation({
    mutationFn: () => (detail ? apiRequest<QuoteWriteResult>("PUT", `/api/admin/quotes/${detail.id}`, body) : apiRequest<QuoteWriteResult>("POST", "/api/admin/quotes", body)),
    onSuccess: (saved) => window.location.assign(`/admin/quotes?id=${saved.id}`),
  });
  const errors = save.error instanceof ApiError ? save.error.body.fieldErrors ?? {} : {};
  const valid = body.options.every((option) => option.items.every((item) => item.unitPriceCents >= 0 && Number.isInteger(item.quantity) && item.quantity > 0));
  const preview = valid
    ? priceQuote(body.options.map((option, index) => ({ id: String(index), name: option.name, items: option.items, discountCents: option.discountCents ?? 0 })), percentToBasisPoints(Number(tax) || 0), depositKind === "percent" ? { kind: "percent", basisPoints: percentToBasisPoints(Number(deposit) || 0) } : { kind: "fixed", cents: toCents(deposit) ?? 0 })
    : null;

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), save.mutate())} className="grid gap-6">
      <datalist id={`${ids}-catalog`}>{catalog.data?.map((line) => <option key={line.name} value={line.name}>{`${dollars(line.minCents)}-${dollars(line.maxCents)} per window`}</option>)}</datalist>
      <div className="grid gap-4 lg:grid-cols-3">
        {options.map((option, index) => (
          <fieldset key={index} className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <legend className="px-1 font-bold text-brand-900">Option {index + 1}</legend>
            <label className="grid gap-1 font-semibold">Name<Input value={option.name} onChange={(event) => update(index, { name: event.target.value })} /></label>
            {option.lines.map((line, at) => {
              const hint = catalog.data?.find((item) => item.name === line.description);
              return (
                <div key={at} className="grid gap-2 rounded-xl bg-slate-50 p-3">
                  <label className="grid gap-1 text-sm font-semibold">Item {at + 1}<Input list={`${ids}-catalog`} value={line.description} onChange={(event) => setLine(index, at, { description: event.target.value })} placeholder="Pick a product line or type" /></label>
                  {hint && <p className="text-sm text-slate-600">Usually {dollars(hint.minCents)}-{dollars(hint.maxCents)} per window, installed.</p>}
                  <div className="grid grid-cols-2 gap-2">
                    <label className="grid gap-1 text-sm font-semibold">Quantity<Input inputMode="numeric" value={line.quantity} onChange={(event) => setLine(index, at, { quantity: event.target.value })} /></label>
                    <label className="grid gap-1 text-sm font-semibold">Unit price ($)<Input inputMode="decimal" value={line.price} onChange={(event) => setLine(index, at, { price: event.target.value })} aria-invalid={line.price !== "" && toCents(line.price) === null} /></label>
                  </div>
                  {option.lines.length > 1 && <Button type="button" variant="ghost" onClick={() => update(index, { lines: option.lines.filter((_, other) => other !== at) })}>Remove item {at + 1}</Button>}
                </div>
              );
            })}
            <Button type="button" variant="outline" onClick={() => update(index, { lines: [...option.lines, emptyLine()] })}>Add an item</Button>
            <label className="grid gap-1 font-semibold">Discount ($, before tax)<Input inputMode="decimal" value={option.discount} onChange={(event) => update(index, { discount: event.target.value })} /></label>
            {preview && (
              <p className="text-sm text-slate-700">
                Total {dollars(preview[index]!.totalCents)} · deposit {dollars(preview[index]!.depositCents)}
              </p>
            )}
            {options.length > 1 && <Button type="button" variant="ghost" onClick={() => setOptions(options.filter((_, other) => other !== index))}>Remove option {index + 1}</Button>}
          </fieldset>
        ))}
      </div>
      {options.length < 3 && (
        <Button type="button" variant="outline" onClick={() => setOptions([...options, { name: NAMES[options.length] ?? `Option ${options.length + 1}`, lines: [emptyLine()], discount: "" }])}>
          Add an option
        </Button>
      )}
      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <label className="grid gap-1 font-semibold">
          Sales tax rate (%)
          <Input inputMode="decimal" value={tax} onChange={(event) => setTax(event.target.value)} aria-describedby={`${ids}-tax`} />
          <span id={`${ids}-tax`} className="text-sm font-normal text-slate-600">Arizona TPT. At 0 the quote says tax is not included.</span>
        </label>
        <div className="grid gap-1">
          <label htmlFor={`${ids}-deposit`} className="font-semibold">Deposit</label>
          <div className="grid grid-cols-[auto_1fr] gap-2">
            <Select aria-label="Deposit as" value={depositKind} onChange={(event) => setDepositKind(event.target.value as "percent" | "fixed")}>
              <option value="percent">% of total</option>
              <option value="fixed">$ fixed</option>
            </Select>
            <Input id={`${ids}-deposit`} inputMode="decimal" value={deposit} onChange={(event) => setDeposit(event.target.value)} />
          </div>
        </div>
        <label className="grid gap-1 font-semibold">Job address<Input value={jobAddress} onChange={(event) => setJobAddress(event.target.value)} placeholder={"appointmentId" in (owner ?? {}) ? "The visit's address" : "Street, city, ZIP"} /></label>
        <label className="grid gap-1 font-semibold">Estimated completion<Input value={completion} onChange={(event) => setCompletion(event.target.value)} placeholder="e.g. 4 to 6 weeks after signing" /></label>
        <label className="grid gap-1 font-semibold">Valid until<Input type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} /></label>
        <label className="grid gap-1 font-semibold sm:col-span-2">Note to the customer<Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} /></label>
      </div>
      {save.error && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{save.error instanceof ApiError ? save.error.body.error : "Not saved. Try again."}</p>
          <ul className="mt-1 list-disc pl-5">{Object.entries(errors).map(([name, messages]) => <li key={name}>{name}: {messages.join("; ")}</li>)}</ul>
        </div>
      )}
      <Button type="submit" size="lg" disabled={save.isPending}>{detail ? (detail.storedStatus === "sent" ? "Save as a new revision" : "Save the draft") : "Save the draft"}</Button>
    </form>
  );
}

function Load() {
  const params = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search);
  const id = params.get("id");
  const appointmentId = params.get("appointmentId");
  const leadId = params.get("leadId");
  const detail = useQuery<AdminQuoteDetail>({ queryKey: [`/api/admin/quotes/${id}`], enabled: Boolean(id) });
  if (id) return detail.data ? <Editor detail={detail.data} owner={null} /> : <p role="status">{detail.isError ? "We couldn't load this quote." : "Loading the quote..."}</p>;
  if (appointmentId) return <Editor owner={{ appointmentId }} />;
  if (leadId) return <Editor owner={{ leadId }} />;
  return <p role="alert">Open the editor from a visit or a lead ("Write a quote").</p>;
}

/** The /admin/quote island. */
export function QuoteEditor({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Load />}
      </RouteGuard>
    </QueryProvider>
  );
}
