/**
 * /admin/tax-rates: the owner's Arizona TPT rates by city, which a modification quote's tax takes on
 * 65% of its price (src/core/tax-class.ts). The Department of Revenue publishes the combined rates;
 * the screen says where, and the owner copies each city's rate with the day it took effect.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { QueryProvider } from "@/components/islands/query-provider";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { QueryState } from "@/components/ui/query-state";
import { adminTaxRates } from "@/schemas/routes/tax-rates";
import type { TaxRatesRecord } from "@/schemas/tax-rates";
import { draftRates, EMPTY_RATE, ratesBody, type DraftRate } from "./tax-rates-draft";

const RATES_URL = apiUrl(adminTaxRates);

/** Where the Department of Revenue publishes the rates. */
const ADOR_RATE_TABLES = "https://azdor.gov/business/transaction-privilege-tax/tax-rate-table";
const ADOR_RATE_LOOKUP = "https://azdor.gov/business/transaction-privilege-tax/tpt-rate-look";

function RatesForm({ record }: { record: TaxRatesRecord }) {
  const [rows, setRows] = useState(() => draftRates(record.rates));
  const save = useMutation({
    mutationFn: () => apiRequest("PUT", RATES_URL, ratesBody(rows)),
    onSuccess: (saved) => queryClient().setQueryData([RATES_URL], saved),
  });
  const change = (index: number, patch: Partial<DraftRate>) =>
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const problem = save.error instanceof ApiError ? save.error.body : null;
  return (
    <form
      noValidate
      aria-label="Tax rates"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => (event.preventDefault(), save.mutate())}
    >
      <table className="w-full text-left">
        <thead>
          <tr className="text-sm text-slate-600">
            <th scope="col" className="pb-1 font-semibold">
              City
            </th>
            <th scope="col" className="pb-1 font-semibold">
              Combined rate (%)
            </th>
            <th scope="col" className="pb-1 font-semibold">
              In effect from
            </th>
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td className="py-1 pr-2">
                <Input
                  aria-label={`City ${index + 1}`}
                  value={row.city}
                  onChange={(event) => change(index, { city: event.target.value })}
                />
              </td>
              <td className="py-1 pr-2">
                <Input
                  aria-label={`Rate ${index + 1} (%)`}
                  inputMode="decimal"
                  value={row.percent}
                  onChange={(event) => change(index, { percent: event.target.value })}
                />
              </td>
              <td className="py-1 pr-2">
                <Input
                  aria-label={`In effect from ${index + 1}`}
                  type="date"
                  value={row.asOf}
                  onChange={(event) => change(index, { asOf: event.target.value })}
                />
              </td>
              <td className="py-1">
                <Button type="button" variant="outline" onClick={() => setRows((all) => all.filter((_, at) => at !== index))}>
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setRows((all) => [...all, EMPTY_RATE])}>
          Add a city
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save the rates
        </Button>
      </div>
      {save.isSuccess && <p role="status">Saved. New modification quotes take these rates; quotes already written keep theirs.</p>}
      {save.error && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{problem?.error ?? "Not saved. Try again."}</p>
          {problem?.fieldErrors && (
            <ul className="list-disc pl-5 text-sm">
              {Object.entries(problem.fieldErrors).map(([field, messages]) => (
                <li key={field}>{messages.join(" ")}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {record.updatedAt && (
        <p className="text-sm text-slate-600">
          Last saved by {record.updatedBy} on {record.updatedAt.slice(0, 10)}.
        </p>
      )}
    </form>
  );
}

function Screen() {
  const rates = useQuery(apiQuery(RATES_URL));
  return (
    <div className="grid gap-4">
      <section aria-label="Where the rates come from" className="grid gap-2 text-slate-800">
        <p>
          Replacing windows and doors in an existing home adds no tax to the price (A.R.S. 42-5075). A <strong>modification</strong> (new
          openings, additions, new construction) is taxed under prime contracting on 65% of the price, at the combined state, county and
          city rate of the job's city.
        </p>
        <p>
          The Arizona Department of Revenue publishes the rates at azdor.gov: its{" "}
          <a className="font-semibold text-brand-800 underline" href={ADOR_RATE_TABLES} rel="noopener noreferrer" target="_blank">
            Tax Rate Tables
          </a>{" "}
          and the{" "}
          <a className="font-semibold text-brand-800 underline" href={ADOR_RATE_LOOKUP} rel="noopener noreferrer" target="_blank">
            TPT rate look-up
          </a>
          . Enter the combined prime contracting rate of each city you work in, and the day it took effect. A modification quote for a city
          with no rate here cannot be saved.
        </p>
      </section>
      <QueryState query={rates} loading="Loading the tax rates..." error="We couldn't load the tax rates. Refresh the page to try again.">
        {(record) => <RatesForm record={record} />}
      </QueryState>
    </div>
  );
}

/** The /admin/tax-rates island. */
export function TaxRatesScreen({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Screen />}
      </RouteGuard>
    </QueryProvider>
  );
}
