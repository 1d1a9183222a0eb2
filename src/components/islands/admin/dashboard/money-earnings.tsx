/**
 * The money panel's "What completed jobs earned": for the period's completed jobs, revenue (the
 * contracts less their sales tax), costs, gross profit and margin, per lead channel beside what
 * each channel collected, and what their remakes cost by reason. The figures are the server's
 * (src/core/job-money.ts decides each job's); this only draws them.
 */
import { channelLabel } from "@/core/source-summary";
import type { RemakeReason } from "@/core/purchase-orders";
import { formatCents } from "@/i18n/money";
import type { EarningsWindow } from "@/schemas/admin/money-panel";
import { plural } from "../admin-format";

const money = (cents: number) => formatCents(cents, "en");
const margin = (percent: number | null) => (percent === null ? "—" : `${percent.toFixed(1)}%`);

const REMAKE_REASON_LABELS: Record<RemakeReason, string> = {
  "mis-measure": "Mis-measured",
  damaged: "Damaged",
  "supplier-error": "Supplier's error",
  other: "Other",
};

const th = "px-2 py-2 text-right";
const td = "px-2 py-2 text-right tabular-nums";

export function Earnings({ window }: { window: EarningsWindow }) {
  return (
    <section aria-labelledby="money-earnings-title" data-slot="money-earnings" className="mt-6 grid gap-3">
      <h3 id="money-earnings-title" className="text-base font-bold text-brand-900">
        What completed jobs earned
      </h3>
      <p className="text-sm text-slate-700">
        {plural(window.completedJobs, "job")} completed in the period: gross profit{" "}
        <strong className="tabular-nums">{money(window.grossCents)}</strong>, margin{" "}
        <strong className="tabular-nums">{margin(window.marginPercent)}</strong>. Revenue is each contract less its sales tax; costs are
        units, remakes charged to us, crew-days and other costs.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Collected, gross profit and margin per lead channel</caption>
          <thead>
            <tr className="border-b border-slate-300 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3">
                Channel
              </th>
              <th scope="col" className={th}>
                Collected
              </th>
              <th scope="col" className={th}>
                Jobs completed
              </th>
              <th scope="col" className={th}>
                Gross profit
              </th>
              <th scope="col" className="py-2 pl-2 text-right">
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {window.channels.map((row) => (
              <tr key={row.channel} data-channel={row.channel} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-800">
                  {channelLabel(row.channel)}
                </th>
                <td className={td}>{money(row.collectedCents)}</td>
                <td className={td}>{row.completedJobs.toLocaleString("en-US")}</td>
                <td className={`${td} ${row.grossCents < 0 ? "font-bold text-red-800" : ""}`}>{money(row.grossCents)}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{margin(row.marginPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {window.remakes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" data-slot="money-remakes">
            <caption className="mb-2 text-left font-bold text-brand-900">Remakes of these jobs, by reason</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left text-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Reason
                </th>
                <th scope="col" className={th}>
                  Remakes
                </th>
                <th scope="col" className={th}>
                  Cost
                </th>
                <th scope="col" className="py-2 pl-2 text-right">
                  Charged to us
                </th>
              </tr>
            </thead>
            <tbody>
              {window.remakes.map((row) => (
                <tr key={row.reason} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold text-slate-800">
                    {REMAKE_REASON_LABELS[row.reason]}
                  </th>
                  <td className={td}>{row.count.toLocaleString("en-US")}</td>
                  <td className={td}>{money(row.cents)}</td>
                  <td className="py-2 pl-2 text-right tabular-nums">{money(row.chargedToUsCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
