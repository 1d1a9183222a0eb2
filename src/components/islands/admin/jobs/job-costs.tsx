/**
 * The job page's "Costs and profit": materials, labour (crew-days × the crew-day cost), the
 * office's other costs and their total, against revenue (the contract less its sales tax), with
 * the gross profit and margin. The figures are the server's (src/core/job-money.ts
 * `jobEarnings`); this draws them, adds and removes other costs, and sets the crew-day cost.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { dollarsToCents } from "@/core/amounts";
import type { AdminJobDetail } from "@/schemas/job";
import type { NewJobCost } from "@/schemas/job-costs";
import { adminCostSettings, adminJobCost, adminJobCosts } from "@/schemas/routes/job-costs";
import { refreshAdminData } from "../admin-api";
import { dollars } from "../quotes/quote-format";
import { JobSection, Problem } from "./job-parts";

/** The margin as the page writes it ("29.5%", "—" without revenue). */
export const marginText = (percent: number | null) => (percent === null ? "—" : `${percent.toFixed(1)}%`);

export function JobCostsSection({ job }: { job: AdminJobDetail }) {
  const remove = useMutation({
    mutationFn: (costId: string) => apiRequest("DELETE", apiUrl(adminJobCost, { params: { id: job.id, costId } })),
    onSuccess: () => refreshAdminData(),
  });
  const { costs, profit } = job;
  const rows: [string, number, string?][] = [
    ["Revenue", profit.revenueCents, job.contractTaxCents ? `the contract less ${dollars(job.contractTaxCents)} sales tax` : undefined],
    ["Materials", costs.materialsCents, "units confirmed and remakes charged to us"],
    ["Labour", costs.laborCents, `${job.crewDays} crew-day${job.crewDays === 1 ? "" : "s"} × ${dollars(job.crewDayCents)}`],
    ["Other costs", costs.otherCents],
    ["Total costs", costs.totalCents],
  ];
  return (
    <JobSection title="Costs and profit">
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1" data-slot="job-costs">
        {rows.map(([label, cents, note]) => (
          <div key={label} className="contents">
            <dt>
              {label}
              {note && <span className="block text-xs text-slate-600">{note}</span>}
            </dt>
            <dd className="text-right tabular-nums">{dollars(cents)}</dd>
          </div>
        ))}
        <dt className="font-bold">Gross profit</dt>
        <dd className={`text-right font-bold tabular-nums ${profit.grossCents < 0 ? "text-red-800" : ""}`}>{dollars(profit.grossCents)}</dd>
        <dt className="font-bold">Margin</dt>
        <dd className="text-right font-bold tabular-nums" data-slot="job-margin">
          {marginText(profit.marginPercent)}
        </dd>
      </dl>
      {job.costEntries.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label="Other costs">
          {job.costEntries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2">
              <span>
                {entry.description}: <span className="tabular-nums">{dollars(entry.amountCents)}</span>
              </span>
              <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(entry.id)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Problem error={remove.error} />
      <AddCost jobId={job.id} />
      {job.crewDayCents === 0 && (
        <p className="text-sm text-slate-700">No crew-day cost is set yet: labour counts as $0.00 on every job until it is.</p>
      )}
      <CrewDayCost cents={job.crewDayCents} />
    </JobSection>
  );
}

function AddCost({ jobId }: { jobId: string }) {
  const ids = useId();
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [problem, setProblem] = useState<string>();
  const add = useMutation({
    mutationFn: (body: NewJobCost) => apiRequest("POST", apiUrl(adminJobCosts, { params: { id: jobId } }), body),
    onSuccess: () => (setDescription(""), setAmount(""), refreshAdminData()),
  });
  return (
    <form
      noValidate
      aria-label="Add a cost"
      className="grid gap-2 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        const cents = dollarsToCents(amount);
        if (!description.trim()) return setProblem("Enter what the cost is for.");
        if (cents === null || cents <= 0) return setProblem("Enter the amount in dollars, more than $0.");
        setProblem(undefined);
        add.mutate({ description: description.trim(), amountCents: cents });
      }}
    >
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={`${ids}-what`} className="grid grow basis-44 gap-1 text-sm font-semibold">
          Other cost
          <Input
            id={`${ids}-what`}
            value={description}
            placeholder="City permit"
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <label htmlFor={`${ids}-amount`} className="grid gap-1 text-sm font-semibold">
          Amount ($)
          <Input
            id={`${ids}-amount`}
            className="w-28"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <Button type="submit" disabled={add.isPending}>
          Add the cost
        </Button>
      </div>
      <Problem error={problem ?? add.error} />
    </form>
  );
}

/** The crew-day cost every job's labour is counted at. */
function CrewDayCost({ cents }: { cents: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState((cents / 100).toFixed(2));
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (crewDayCents: number) => apiRequest("PUT", apiUrl(adminCostSettings), { crewDayCents }),
    onSuccess: () => (setOpen(false), refreshAdminData()),
  });
  if (!open)
    return (
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Change the crew-day cost (all jobs)
      </Button>
    );
  return (
    <form
      noValidate
      aria-label="The crew-day cost"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = dollarsToCents(amount);
        if (typed === null) return setProblem("Enter the cost of a crew-day in dollars.");
        setProblem(undefined);
        save.mutate(typed);
      }}
    >
      <label htmlFor={id} className="grid gap-1 text-sm font-semibold">
        A crew-day costs ($)
        <Input id={id} className="w-28" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
      <Problem error={problem ?? save.error} />
    </form>
  );
}
