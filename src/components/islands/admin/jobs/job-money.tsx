/**
 * The job page's money at a glance: the contract (the signed total with signed change orders),
 * paid, the balance, and what a new invoice may still ask. The figures are the server's
 * (src/core/job-money.ts decides them); this only draws them.
 */
import type { AdminJobDetail } from "@/schemas/job";
import { dollars } from "../quotes/quote-format";
import { JobSection } from "./job-parts";

export function JobMoneySection({ job }: { job: AdminJobDetail }) {
  const rows: [string, number, boolean][] = [
    ["Contract", job.contractTotalCents, false],
    ["Paid", job.paidCents, false],
    ["Balance", job.balanceCents, true],
    ["May still be billed", job.billableCents, false],
  ];
  return (
    <JobSection title="Money">
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1" data-slot="job-money">
        {rows.map(([label, cents, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? "font-bold" : undefined}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? "font-bold" : ""}`}>{dollars(cents)}</dd>
          </div>
        ))}
      </dl>
      {job.contractTotalCents !== job.totalCents && (
        <p className="text-sm text-slate-700">
          The signed quote was {dollars(job.totalCents)}; signed change orders make the contract {dollars(job.contractTotalCents)}.
        </p>
      )}
    </JobSection>
  );
}
