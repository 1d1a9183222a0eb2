/**
 * The job page's openings: each opening of the option signed with its measured size and, once the
 * re-measure recorded it, its final size (both labelled W × H), its tempered-glass flag, and a form
 * to record the final size (inches with fractions, as typed: "35 1/2"). The server prices the
 * change and drafts the change order, which shows in the change orders panel; its refusals show
 * beside the form.
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { remeasureWords } from "@/i18n/remeasure";
import type { AdminJobDetail } from "@/schemas/job";
import type { OpeningView, SizeView } from "@/schemas/openings";
import { JobSection, Problem } from "./job-parts";
import { useFinalSize } from "./use-job";

/** Why the code wants tempered glass, in the office's words. */
const TEMPERED_WHY: Record<OpeningView["flags"]["temperedReasons"][number], string> = {
  door: "a door",
  "wet-area": "a wet area",
  "near-door": "near a door",
  "large-pane": "a large, low pane",
};

/** "W 72 × H 48 in". */
const sizeText = (width: SizeView, height: SizeView) => `W ${width.text} × H ${height.text} in`;

/** The job's openings with both sizes, and the final size's form while the re-measure is open. */
export function OpeningsSection({ job }: { job: AdminJobDetail }) {
  if (job.openings.length === 0) return null;
  return (
    <JobSection title="Openings">
      <p className="text-sm text-slate-700">
        Measured at the estimate, and the final size from the re-measure. A final size that changes the price drafts a change order below.
      </p>
      <ul className="grid gap-3">
        {job.openings.map((opening) => (
          <OpeningItem key={opening.id} jobId={job.id} opening={opening} open={job.measurements.finalSizesOpen} />
        ))}
      </ul>
    </JobSection>
  );
}

/** One opening: its sizes and flags, and its final size's form. */
function OpeningItem({ jobId, opening, open }: { jobId: string; opening: OpeningView; open: boolean }) {
  const { flags, final } = opening;
  return (
    <li data-opening={opening.id} className="grid gap-2 rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-brand-900">
        {opening.location} · {remeasureWords.en.style[opening.style] ?? opening.style}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Measured</dt>
        <dd>{sizeText(opening.width, opening.height)}</dd>
        <dt className="text-slate-600">Final</dt>
        <dd>{final ? sizeText(final.width, final.height) : "Not recorded yet"}</dd>
      </dl>
      {flags.temperedRequired && (
        <p className="justify-self-start rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
          Tempered glass required: {flags.temperedReasons.map((reason) => TEMPERED_WHY[reason]).join(", ")}
        </p>
      )}
      {open && <FinalSizeForm jobId={jobId} opening={opening} />}
    </li>
  );
}

/** W and H of the final size, as typed; the server reads the fractions and answers what to correct. */
function FinalSizeForm({ jobId, opening }: { jobId: string; opening: OpeningView }) {
  const id = useId();
  const record = useFinalSize(jobId);
  const [width, setWidth] = useState(opening.final?.width.text ?? opening.width.text);
  const [height, setHeight] = useState(opening.final?.height.text ?? opening.height.text);
  const submit = () => {
    record.reset();
    record.mutate({ openingId: opening.id, width, height });
  };
  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), submit())} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="text-sm font-semibold">
        Final size
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-end gap-2 sm:max-w-sm">
        <label className="grid gap-1 text-sm font-semibold">
          W (in)
          <Input value={width} onChange={(event) => setWidth(event.target.value)} />
        </label>
        <span aria-hidden="true" className="pb-3">
          ×
        </span>
        <label className="grid gap-1 text-sm font-semibold">
          H (in)
          <Input value={height} onChange={(event) => setHeight(event.target.value)} />
        </label>
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={record.isPending}>
        Record the final size
      </Button>
      {record.isSuccess && (
        <p role="status" className="text-sm text-green-800">
          Recorded.
        </p>
      )}
      <Problem error={record.error} />
    </form>
  );
}
