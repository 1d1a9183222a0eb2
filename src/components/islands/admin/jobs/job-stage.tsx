/**
 * The job's stage and its allowed steps: forward buttons (the usual next one first), on hold
 * and resume, cancel (asked twice), and a step back only as a correction with a note saying
 * what it puts right. One note and one "tell the customer" choice go with whichever step.
 */
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select, Textarea } from "@/components/ui/field";
import { isJobStage, type JobStage } from "@/core/job-stages";
import type { AdminJobDetail } from "@/schemas/job";
import { formatDay } from "../admin-time";
import { FLAG_LABELS, STAGE_LABELS } from "./job-board";
import { forwardLabel, nextStepText, stageActions } from "./job-view";
import { JobSection, Problem, TellCustomer } from "./job-parts";
import { useJobChange } from "./use-job";

export function JobStagePanel({ job }: { job: AdminJobDetail }) {
  const ids = useId();
  const change = useJobChange(job.id);
  const actions = stageActions(job);
  const [note, setNote] = useState("");
  const [notify, setNotify] = useState(true);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [correcting, setCorrecting] = useState(false);
  // The usual next step shows alone; the later ones (a step skipped) only when asked for.
  const [skipping, setSkipping] = useState(false);
  const [backTo, setBackTo] = useState<JobStage | "">("");
  const [problem, setProblem] = useState<string>();

  const move = (stage: JobStage, correction = false) => {
    setProblem(undefined);
    change.reset();
    change.mutate(
      { stage, ...(correction && { correction: true }), ...(note.trim() && { note: note.trim() }), notify },
      {
        onSuccess: () => {
          setNote("");
          setConfirmCancel(false);
          setCorrecting(false);
          setSkipping(false);
          setBackTo("");
        },
      },
    );
  };
  const correct = () => {
    if (!backTo) return setProblem("Choose the stage the job really is at.");
    if (!note.trim()) return setProblem("Write in the note what the correction puts right.");
    move(backTo, true);
  };

  return (
    <JobSection title="Stage">
      <p className="flex flex-wrap items-center gap-2">
        <Badge
          tone={job.stage === "cancelled" ? "red" : job.stage === "on_hold" ? "amber" : job.stage === "completed" ? "green" : "brand"}
          data-slot="job-stage"
        >
          {STAGE_LABELS[job.stage]}
        </Badge>
        {job.stage === "on_hold" && job.stageBeforeHold && (
          <span className="text-sm text-slate-700">(was {STAGE_LABELS[job.stageBeforeHold]})</span>
        )}
        {job.flags.map((flag) => (
          <Badge key={flag} tone="amber">
            {FLAG_LABELS[flag]}
          </Badge>
        ))}
      </p>
      <p className="text-slate-800">{nextStepText(job.next)}</p>
      {job.install.installedFrom && (
        <p data-slot="installed-from" className="text-sm text-slate-700">
          The job can be marked installed from {formatDay(job.install.installedFrom)}, the install's first day.
        </p>
      )}
      {(actions.forward.length > 0 || actions.resume || actions.hold || actions.cancel || actions.corrections.length > 0) && (
        <>
          <label className="grid gap-1 text-sm font-semibold" htmlFor={`${ids}-note`}>
            Note for the timeline <span className="font-normal text-slate-600">(optional; required for a correction)</span>
          </label>
          <Textarea id={`${ids}-note`} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          <TellCustomer job={job} notify={notify} onChange={setNotify} what="saying what happened and what happens next" />
          <div className="flex flex-wrap gap-2">
            {actions.resume && (
              <Button disabled={change.isPending} onClick={() => move(actions.resume!)}>
                Resume ({STAGE_LABELS[actions.resume]})
              </Button>
            )}
            {(skipping ? actions.forward : actions.forward.slice(0, 1)).map((stage, index) => (
              <Button
                key={stage}
                variant={index === 0 && !actions.resume ? "default" : "outline"}
                disabled={change.isPending}
                onClick={() => move(stage)}
              >
                {forwardLabel(stage)}
              </Button>
            ))}
            {actions.forward.length > 1 && !skipping && (
              <Button variant="outline" onClick={() => setSkipping(true)}>
                Skip ahead…
              </Button>
            )}
            {actions.hold && (
              <Button variant="outline" disabled={change.isPending} onClick={() => move("on_hold")}>
                Put on hold
              </Button>
            )}
            {actions.cancel && !confirmCancel && (
              <Button variant="outline" disabled={change.isPending} onClick={() => setConfirmCancel(true)}>
                Cancel the job
              </Button>
            )}
          </div>
          {confirmCancel && (
            <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50 p-3">
              <p className="text-red-900">Cancelling is the end of this job: it cannot be resumed, and its install days are released.</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" disabled={change.isPending} onClick={() => move("cancelled")}>
                  Yes, cancel the job
                </Button>
                <Button variant="outline" onClick={() => setConfirmCancel(false)}>
                  Keep the job
                </Button>
              </div>
            </div>
          )}
          {actions.corrections.length > 0 &&
            (correcting ? (
              <div className="grid gap-2 rounded-lg border border-slate-200 p-3">
                <label htmlFor={`${ids}-back`} className="text-sm font-semibold">
                  Correct the stage back to
                </label>
                <Select
                  id={`${ids}-back`}
                  value={backTo}
                  onChange={(event) => setBackTo(isJobStage(event.target.value) ? event.target.value : "")}
                >
                  <option value="">Choose a stage</option>
                  {actions.corrections.map((stage) => (
                    <option key={stage} value={stage}>
                      {STAGE_LABELS[stage]}
                    </option>
                  ))}
                </Select>
                <p className="text-sm text-slate-700">A step back is recorded as a correction, with the note above saying why.</p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="secondary" disabled={change.isPending} onClick={correct}>
                    Record the correction
                  </Button>
                  <Button variant="outline" onClick={() => (setCorrecting(false), setProblem(undefined))}>
                    Never mind
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="ghost" className="justify-self-start" onClick={() => setCorrecting(true)}>
                Correct a mistake (step back)
              </Button>
            ))}
          <Problem error={problem ?? change.error} fallback="The stage did not change. Try again." />
        </>
      )}
    </JobSection>
  );
}
