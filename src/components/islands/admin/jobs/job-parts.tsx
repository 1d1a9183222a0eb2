/** Small pieces the job page's sections share: a section frame, a refusal beside its control, and the "tell the customer" choice. */
import { useId, type ReactNode } from "react";
import type { AdminJobDetail } from "@/schemas/job";
import { noticeText, problemText } from "./job-view";

/** A titled section of the job page. */
export function JobSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`grid content-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 ${className ?? ""}`}
    >
      <h2 id={id} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A request's refusal (409, 400) or failure, announced, beside the control that sent it. */
export function Problem({ error, fallback }: { error: unknown; fallback?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      {typeof error === "string" ? error : problemText(error, fallback)}
    </p>
  );
}

/** Who hears of a change, and the box to tell nobody (the customer agreed it on the phone). */
export function TellCustomer({
  job,
  notify,
  onChange,
  what,
}: {
  job: AdminJobDetail;
  notify: boolean;
  onChange: (notify: boolean) => void;
  what: string;
}) {
  const first = job.customer.firstName.trim() || "the customer";
  return (
    <div data-slot="notice-preview" className="grid gap-1 rounded-lg border border-brand-200 bg-brand-50/40 p-3 text-sm">
      <p className="text-slate-800">{noticeText(job, notify, what)}</p>
      <label className="flex min-h-11 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={!notify}
          onChange={(event) => onChange(!event.target.checked)}
        />
        Don't notify {first}
      </label>
    </div>
  );
}
