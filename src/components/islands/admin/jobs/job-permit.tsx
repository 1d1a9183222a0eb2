/**
 * The job page's Permit section: whether the city requires a building permit for this work, its
 * number, where it stands and the inspection's day, sent whole as the job's `permit`. What may be
 * recorded together is the server's (and the shared schema's) rule; its 400 shows beside the form.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { PERMIT_REQUIRED, PERMIT_STATUSES, type PermitRequired, type PermitStatus } from "@/core/permits";
import { permitWords } from "@/i18n/permits";
import type { AdminJobDetail } from "@/schemas/job";
import { JobSection, Problem } from "./job-parts";
import { useJobChange } from "./use-job";

const words = permitWords.en;

/** The permit's form: the job's permit as recorded, each field as its control holds it. */
interface PermitForm {
  required: PermitRequired;
  number: string;
  status: PermitStatus;
  inspectionDate: string;
}

export function PermitSection({ job }: { job: AdminJobDetail }) {
  const change = useJobChange(job.id);
  const { permit } = job;
  const [form, setForm] = useState<PermitForm>({
    required: permit.required,
    number: permit.number ?? "",
    status: permit.status,
    inspectionDate: permit.inspectionDate ?? "",
  });
  const set = (field: Partial<PermitForm>) => (change.reset(), setForm((before) => ({ ...before, ...field })));
  const needed = form.required !== "no";
  const save = () =>
    change.mutate({
      permit: needed
        ? { required: form.required, status: form.status, number: form.number.trim() || null, inspectionDate: form.inspectionDate || null }
        : { required: "no", status: "not-applied", number: null, inspectionDate: null },
    });
  const line = words.sheetLine(permit);

  return (
    <JobSection title="Permit">
      <p data-slot="permit-line" className={`font-semibold ${permit.pending ? "text-amber-800" : "text-slate-900"}`}>
        {line ?? "No permit needed."}
      </p>
      <form noValidate onSubmit={(event) => (event.preventDefault(), save())} className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1 text-sm font-semibold">
          Permit required
          <Select value={form.required} onChange={(event) => set({ required: event.target.value as PermitRequired })}>
            {PERMIT_REQUIRED.map((value) => (
              <option key={value} value={value}>
                {words.required[value]}
              </option>
            ))}
          </Select>
        </label>
        {needed && (
          <>
            <label className="grid gap-1 text-sm font-semibold">
              Status
              <Select value={form.status} onChange={(event) => set({ status: event.target.value as PermitStatus })}>
                {PERMIT_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {words.statuses[value].charAt(0).toUpperCase() + words.statuses[value].slice(1)}
                  </option>
                ))}
              </Select>
            </label>
            <label className="grid gap-1 text-sm font-semibold">
              Permit number
              <Input value={form.number} maxLength={60} onChange={(event) => set({ number: event.target.value })} />
            </label>
            <label className="grid gap-1 text-sm font-semibold">
              Inspection day
              <Input type="date" value={form.inspectionDate} onChange={(event) => set({ inspectionDate: event.target.value })} />
            </label>
          </>
        )}
        <div className="grid gap-2 sm:col-span-2">
          <Button type="submit" variant="outline" className="justify-self-start" disabled={change.isPending}>
            Save the permit
          </Button>
          <Problem error={change.error} fallback="The permit was not saved. Try again." />
          {change.isSuccess && (
            <p role="status" className="text-sm text-green-800">
              Permit saved.
            </p>
          )}
        </div>
      </form>
    </JobSection>
  );
}
