/**
 * /admin/quote: writing a quote for a visit (?appointmentId=) or a lead (?leadId=), or editing one
 * (?id=; a sent quote's edit becomes a new revision). At the top, who it is for and the language
 * they read (src/components/islands/admin/quotes/quote-subject.tsx); then one to three options,
 * each with lines typed or picked from the product lines (their price range as a hint and its
 * middle as a starting price), a discount; then tax, deposit, job address, note and days. The
 * totals shown are a preview by the same rules the server applies; the server prices what is
 * saved and answers its figures.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { ApiError, apiQuery, apiRequest, apiUrl } from "@/browser/api-client";
import { adminQuote, adminQuotes, adminQuoteSubject } from "@/schemas/routes/admin";
import { percentToBasisPoints, priceQuote } from "@/core/quote-pricing";
import { textLanguage } from "@/core/text-language";
import type { AdminQuoteDetail, QuoteSubject } from "@/schemas/quote";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { OptionFields } from "./option-fields";
import { draftTexts, firstOption, fromCents, optionName, optionsOf, toCents, type CatalogLine, type DraftOption } from "./quote-draft";
import { dollars } from "./quote-format";
import { QuoteSubjectPanel } from "./quote-subject";

type Owner = { appointmentId: string } | { leadId: string };

function Editor({ detail, owner, subject }: { detail?: AdminQuoteDetail; owner: Owner; subject: QuoteSubject }) {
  const ids = useId();
  const catalog = useQuery<CatalogLine[]>({ queryKey: ["/admin/quote-catalog.json"], staleTime: Infinity });
  const [options, setOptions] = useState<DraftOption[]>(() => (detail ? optionsOf(detail) : [firstOption(subject.locale)]));
  const [depositKind, setDepositKind] = useState<"percent" | "fixed">(detail?.deposit.kind ?? "percent");
  const [deposit, setDeposit] = useState(detail ? (detail.deposit.kind === "percent" ? String(detail.deposit.percent) : fromCents(detail.deposit.cents)) : "30");
  const [tax, setTax] = useState(detail ? String(detail.taxRatePercent) : "0");
  const [note, setNote] = useState(detail?.note ?? "");
  // A visit's address is the job's unless the owner changes it; a lead has none.
  const [jobAddress, setJobAddress] = useState(detail?.jobAddress ?? subject.jobAddress);
  const [completion, setCompletion] = useState(detail?.completion ?? "");
  const [validUntil, setValidUntil] = useState(detail?.validUntil ?? "");
  const update = (index: number, change: Partial<DraftOption>) => setOptions((all) => all.map((option, at) => (at === index ? { ...option, ...change } : option)));

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
    mutationFn: () => (detail ? apiRequest("PUT", apiUrl(adminQuote, { params: { id: detail.id } }), body) : apiRequest("POST", apiUrl(adminQuotes), body)),
    onSuccess: (saved) => window.location.assign(`/admin/quotes?id=${saved.id}`),
  });
  const errors = save.error instanceof ApiError ? (save.error.body.fieldErrors ?? {}) : {};
  const valid = body.options.every((option) => option.items.every((item) => item.unitPriceCents >= 0 && Number.isInteger(item.quantity) && item.quantity > 0));
  const preview = valid
    ? priceQuote(body.options.map((option, index) => ({ id: String(index), name: option.name, items: option.items, discountCents: option.discountCents ?? 0 })), percentToBasisPoints(Number(tax) || 0), depositKind === "percent" ? { kind: "percent", basisPoints: percentToBasisPoints(Number(deposit) || 0) } : { kind: "fixed", cents: toCents(deposit) ?? 0 })
    : null;

  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), save.mutate())} className="grid gap-6">
      <QuoteSubjectPanel subject={subject} textLanguage={textLanguage(draftTexts(options, note, completion))} />
      <datalist id={`${ids}-catalog`}>{catalog.data?.map((line) => <option key={line.name} value={line.name}>{`${dollars(line.minCents)}-${dollars(line.maxCents)} per window`}</option>)}</datalist>
      <div className="grid gap-4 lg:grid-cols-3">
        {options.map((option, index) => (
          <OptionFields
            key={index}
            option={option}
            index={index}
            catalog={catalog.data ?? []}
            catalogList={`${ids}-catalog`}
            preview={preview?.[index] ?? null}
            onChange={(change) => update(index, change)}
            onRemove={options.length > 1 ? () => setOptions(options.filter((_, other) => other !== index)) : undefined}
          />
        ))}
      </div>
      {options.length < 3 && (
        <Button type="button" variant="outline" onClick={() => setOptions([...options, { ...firstOption(subject.locale), name: optionName(options.length, subject.locale) }])}>
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
        <label className="grid gap-1 font-semibold">Job address<Input value={jobAddress} onChange={(event) => setJobAddress(event.target.value)} placeholder="Street, city, ZIP" /></label>
        <label className="grid gap-1 font-semibold">Estimated completion<Input value={completion} onChange={(event) => setCompletion(event.target.value)} placeholder={subject.locale === "es" ? "p. ej. de 4 a 6 semanas después de firmar" : "e.g. 4 to 6 weeks after signing"} /></label>
        <label className="grid gap-1 font-semibold">Valid until<Input type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} /></label>
        <label className="grid gap-1 font-semibold sm:col-span-2">Note to the customer<Textarea rows={3} value={note} onChange={(event) => setNote(event.target.value)} /></label>
      </div>
      {save.error && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{save.error instanceof ApiError ? save.error.body.error : "Not saved. Try again."}</p>
          <ul className="mt-1 list-disc pl-5">{Object.entries(errors).map(([name, messages]) => <li key={name}>{name}: {messages.join("; ")}</li>)}</ul>
        </div>
      )}
      <Button type="submit" size="lg" disabled={save.isPending}>{detail?.storedStatus === "sent" ? "Save as a new revision" : "Save the draft"}</Button>
    </form>
  );
}

/** The editor once it knows who the quote is for (and, for an edit, the quote). */
function WithSubject({ owner, detail }: { owner: Owner; detail?: AdminQuoteDetail }) {
  const subject = useQuery(apiQuery(apiUrl(adminQuoteSubject, { query: owner })));
  return (
    <QueryState query={subject} loading="Loading who the quote is for..." error="We couldn't load the visit or lead this quote is for. Reload the page.">
      {(loaded) => <Editor detail={detail} owner={owner} subject={loaded} />}
    </QueryState>
  );
}

function Load() {
  const params = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search);
  const id = params.get("id");
  const appointmentId = params.get("appointmentId");
  const leadId = params.get("leadId");
  const detail = useQuery({ ...apiQuery(apiUrl(adminQuote, { params: { id: id ?? "" } })), enabled: Boolean(id) });
  if (id) {
    return (
      <QueryState query={detail} loading="Loading the quote..." error="We couldn't load this quote.">
        {(quote) => <WithSubject owner={quote.appointmentId ? { appointmentId: quote.appointmentId } : { leadId: quote.leadId! }} detail={quote} />}
      </QueryState>
    );
  }
  if (appointmentId) return <WithSubject owner={{ appointmentId }} />;
  if (leadId) return <WithSubject owner={{ leadId }} />;
  return <p role="alert">Open the editor from a visit or a lead (&quot;Write a quote&quot;).</p>;
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
