/**
 * The job page's working sections: the order and its delivery, the re-measure (booked as a
 * visit, or recorded done), the install (its length, early scheduling, the start-day chooser,
 * book/move/unbook with the "tell the customer" choice, On my way), the office's notes and the
 * photos. Each form sends its own request and shows its own refusal.
 */
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select, Textarea } from "@/components/ui/field";
import { apiUrl } from "@/browser/api-client";
import { MAX_PHOTOS_PER_JOB } from "@/core/photo-limits";
import { installDaysSchema, MAX_INSTALL_DAYS, type AdminJobDetail } from "@/schemas/job";
import { adminJobRemeasure } from "@/schemas/routes/jobs";
import { MoveVisit } from "../../manage/move-visit";
import { AddPhotos } from "../../photos/add-photos";
import { refreshAdminData } from "../admin-api";
import { formatDay } from "../admin-time";
import { STAGE_LABELS } from "./job-board";
import { installText, orderForm, orderPatch, orderStep, type OrderForm } from "./job-view";
import { JobSection, Problem, TellCustomer } from "./job-parts";
import { InstallCrew } from "./install-crew";
import { useInstallBooking, useInstallDates, useJobChange, useJobPhotos, useOnMyWay } from "./use-job";

/** The order and the delivery: recorded, and with the step they complete ("Save and mark ordered"). */
export function OrderSection({ job }: { job: AdminJobDetail }) {
  const change = useJobChange(job.id);
  const [notify, setNotify] = useState(true);
  const [saved, setSaved] = useState(false);
  const step = orderStep(job.stage);
  const save = (form: OrderForm, withStep: boolean) => {
    setSaved(false);
    change.reset();
    const patch = orderPatch(form, job.order) ?? {};
    if (!withStep && Object.keys(patch).length === 0) return setSaved(true);
    change.mutate({ ...patch, ...(withStep && step && { stage: step }), notify }, { onSuccess: () => setSaved(true) });
  };
  return (
    <JobSection title="Order and delivery">
      {/* The fields start again from the server's order whenever it changes (a stage step records its day). */}
      <OrderFields key={JSON.stringify(job.order)} job={job} busy={change.isPending} onSave={save} onEdit={() => setSaved(false)}>
        {step && (
          <TellCustomer
            job={job}
            notify={notify}
            onChange={setNotify}
            what={
              step === "ordered"
                ? "saying the windows are ordered and when to expect them"
                : "saying the windows arrived, with a link to choose the install days"
            }
          />
        )}
      </OrderFields>
      {saved && (
        <p role="status" className="text-sm text-green-800">
          Saved.
        </p>
      )}
      <Problem error={change.error} />
    </JobSection>
  );
}

function OrderFields({
  job,
  busy,
  onSave,
  onEdit,
  children,
}: {
  job: AdminJobDetail;
  busy: boolean;
  onSave: (form: OrderForm, withStep: boolean) => void;
  onEdit: () => void;
  children: ReactNode;
}) {
  const [form, setForm] = useState<OrderForm>(() => orderForm(job.order));
  const set = (name: keyof OrderForm) => (event: { target: { value: string } }) => (
    onEdit(),
    setForm({ ...form, [name]: event.target.value })
  );
  const step = orderStep(job.stage);
  // Once a purchase order is sent, these three come from the orders (the server refuses them typed).
  const fromOrders = job.order.purchaseOrders.length > 0;
  return (
    <form noValidate onSubmit={(event) => (event.preventDefault(), onSave(form, false))} className="grid gap-3 sm:grid-cols-2">
      {fromOrders && (
        <p className="text-sm text-slate-700 sm:col-span-2">
          The manufacturer, order number and order day come from the purchase orders sent.
        </p>
      )}
      <label className="grid gap-1 text-sm font-semibold">
        Manufacturer
        <Input value={form.manufacturer} readOnly={fromOrders} onChange={set("manufacturer")} placeholder="Milgard, Pella" />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Order number
        <Input value={form.orderNumber} readOnly={fromOrders} onChange={set("orderNumber")} />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Ordered on
        <Input type="date" value={form.orderedOn} readOnly={fromOrders} onChange={set("orderedOn")} />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Expected delivery
        <Input type="date" value={form.expectedDelivery} onChange={set("expectedDelivery")} />
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Delivery known to the
        <Select value={form.expectedDeliveryPrecision} onChange={set("expectedDeliveryPrecision")}>
          <option value="day">Day</option>
          <option value="week">Week (the date is in that week)</option>
        </Select>
      </label>
      <label className="grid gap-1 text-sm font-semibold">
        Delivered on
        <Input type="date" value={form.deliveredOn} onChange={set("deliveredOn")} />
      </label>
      {children && <div className="sm:col-span-2">{children}</div>}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" variant="outline" disabled={busy}>
          Save
        </Button>
        {step && (
          <Button type="button" disabled={busy} onClick={() => onSave(form, true)}>
            Save and mark {STAGE_LABELS[step].toLowerCase()}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * The re-measure: its visit when booked, booking one on the calendar, or recording it done with
 * the measurements (free text only for a job whose visit has no openings; else read-only).
 */
export function RemeasureSection({ job }: { job: AdminJobDetail }) {
  const change = useJobChange(job.id);
  const [booking, setBooking] = useState(false);
  const [notify, setNotify] = useState(true);
  const [measuredOn, setMeasuredOn] = useState(job.measurements.measuredOn ?? "");
  const [notes, setNotes] = useState(job.measurements.notes);
  const visit = job.measurements.visit;
  const open = job.stage === "signed" || job.stage === "measured" || job.stage === "on_hold";
  const record = () =>
    change.mutate({
      ...(measuredOn && { measuredOn }),
      ...(job.measurements.notesEditable && { measurements: notes }),
      ...(job.stage === "signed" && { stage: "measured" as const }),
      notify,
    });
  return (
    <JobSection title="Re-measure">
      {visit ? (
        <p>
          Visit booked: {formatDay(visit.appointmentDate)}, {visit.appointmentTime} ({visit.status}).{" "}
          <a className="font-semibold text-brand-700 underline" href={`/admin/appointments?id=${encodeURIComponent(visit.appointmentId)}`}>
            Open the visit
          </a>
        </p>
      ) : job.measurements.measuredOn ? (
        <p>Measured on {formatDay(job.measurements.measuredOn)}.</p>
      ) : (
        <p className="text-slate-700">{open ? "Not booked yet." : "No re-measure was recorded."}</p>
      )}
      {open && !visit && !booking && (
        <Button variant="outline" className="justify-self-start" onClick={() => setBooking(true)}>
          Book the re-measure as a visit
        </Button>
      )}
      {booking && (
        <MoveVisit
          url={apiUrl(adminJobRemeasure, { params: { id: job.id } })}
          notify={notify}
          movedText={(when) =>
            notify ? `Re-measure booked ${when}. The customer gets the invitation.` : `Re-measure booked ${when}. Nobody was told.`
          }
          onClose={() => setBooking(false)}
          onMoved={() => (setBooking(false), void refreshAdminData())}
        >
          <TellCustomer job={job} notify={notify} onChange={setNotify} what="with the re-measure's time and a calendar invitation" />
        </MoveVisit>
      )}
      <form noValidate onSubmit={(event) => (event.preventDefault(), record())} className="grid gap-3">
        <label className="grid gap-1 text-sm font-semibold sm:max-w-xs">
          Measured on
          <Input type="date" value={measuredOn} onChange={(event) => setMeasuredOn(event.target.value)} />
        </label>
        {job.measurements.notesEditable ? (
          <label className="grid gap-1 text-sm font-semibold">
            Measurements and notes
            <Textarea rows={3} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </label>
        ) : (
          // The sizes are the openings now: older text stays, to read only.
          job.measurements.notes && (
            <div className="grid gap-1 text-sm">
              <p className="font-semibold">Measurements and notes (earlier, read-only)</p>
              <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-800">{job.measurements.notes}</p>
            </div>
          )
        )}
        <Button type="submit" variant="outline" className="justify-self-start" disabled={change.isPending}>
          {job.stage === "signed" ? "Record the re-measure done" : "Save the measurements"}
        </Button>
        {change.isSuccess && (
          <p role="status" className="text-sm text-green-800">
            Saved.
          </p>
        )}
        <Problem error={change.error} />
      </form>
    </JobSection>
  );
}

/**
 * The install's days: length, early scheduling, the start-day chooser, book/move/unbook, On my
 * way. Whether the days may be booked, and which start days are offered, are the server's
 * answers (`install.canBook`, the install-dates list); this section shows them as they come.
 */
export function InstallSection({ job }: { job: AdminJobDetail }) {
  const ids = useId();
  const settings = useJobChange(job.id);
  const [days, setDays] = useState(String(job.install.days));
  const bookable = job.install.canBook;
  const offered = useInstallDates(job.id, bookable);
  const { book, unbook } = useInstallBooking(job.id);
  const [start, setStart] = useState("");
  const [notify, setNotify] = useState(true);
  const [problem, setProblem] = useState<string>();
  const [lengthProblem, setLengthProblem] = useState<string>();
  const onMyWay = useOnMyWay(job.id);
  const [eta, setEta] = useState<15 | 30 | 45>(30);
  const booked = job.install.dates.length > 0;

  const saveDays = () => {
    const length = installDaysSchema.safeParse(days.trim() ? Number(days) : undefined);
    if (!length.success) return setLengthProblem(length.error.issues[0]!.message);
    setLengthProblem(undefined);
    settings.mutate({ installDays: length.data });
  };
  const submitBook = () => {
    if (!start) return setProblem("Choose the first install day.");
    setProblem(undefined);
    book.reset();
    book.mutate({ startDate: start, notify }, { onSuccess: () => setStart(""), onError: () => void offered.refetch() });
  };

  return (
    <JobSection title="Install">
      <p data-slot="install-days" className="font-semibold text-slate-900">
        {installText(job.install)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-semibold">
          Length in days
          <Input
            type="number"
            min={1}
            max={MAX_INSTALL_DAYS}
            inputMode="numeric"
            className="w-28"
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </label>
        <Button variant="outline" size="field" disabled={settings.isPending} onClick={saveDays}>
          Save the length
        </Button>
      </div>
      {job.install.canOpenEarly && (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={job.install.schedulingOpen}
            disabled={settings.isPending}
            onChange={(event) => settings.mutate({ schedulingOpen: event.target.checked })}
          />
          Let the customer choose install days before delivery
        </label>
      )}
      <Problem error={lengthProblem ?? settings.error} />
      {bookable ? (
        <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
          <label htmlFor={`${ids}-start`} className="text-sm font-semibold">
            {booked ? "Move the install to start on" : "First install day"}
          </label>
          {offered.isError ? (
            <Problem error={offered.error} fallback="We couldn't load the days offered. Reload the page." />
          ) : (
            <Select id={`${ids}-start`} value={start} onChange={(event) => setStart(event.target.value)} disabled={!offered.data}>
              <option value="">
                {offered.data
                  ? offered.data.dates.length
                    ? `Choose a day (${offered.data.dates.length} offered)`
                    : "No day has a crew free"
                  : "Loading the days..."}
              </option>
              {offered.data?.dates.map((date) => (
                <option key={date} value={date}>
                  {formatDay(date)}
                </option>
              ))}
            </Select>
          )}
          <p className="text-sm text-slate-700">
            {job.install.days === 1
              ? "Each day offered has a crew free that day."
              : `Each day offered has a crew free for the install's ${job.install.days} open days from it.`}
          </p>
          <TellCustomer
            job={job}
            notify={notify}
            onChange={setNotify}
            what={booked ? "with the new install days and an updated calendar event" : "with the install days and a calendar event"}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={book.isPending} onClick={submitBook}>
              {booked ? "Move the install" : "Book the install"}
            </Button>
            {booked && (
              <Button variant="outline" disabled={unbook.isPending} onClick={() => (unbook.reset(), unbook.mutate(notify))}>
                Unbook the install
              </Button>
            )}
          </div>
          <Problem error={problem ?? book.error ?? unbook.error} fallback="The install days did not change. Try again." />
          {book.isSuccess && (
            <p role="status" className="text-sm text-green-800">
              Install booked.
            </p>
          )}
        </div>
      ) : (
        !booked && (
          <p className="text-sm text-slate-700">Install days can't be booked while the job is {STAGE_LABELS[job.stage].toLowerCase()}.</p>
        )
      )}
      {job.install.canChangeCrew && <InstallCrew job={job} />}
      {booked && (job.stage === "scheduled" || job.stage === "installed") && (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 pt-3">
          <label className="grid gap-1 text-sm font-semibold">
            Crew arrives in
            <Select value={eta} onChange={(event) => setEta(Number(event.target.value) as 15 | 30 | 45)}>
              <option value={15}>15 minutes</option>
              <option value={30}>30 minutes</option>
              <option value={45}>45 minutes</option>
            </Select>
          </label>
          <Button variant="secondary" size="field" disabled={onMyWay.isPending} onClick={() => (onMyWay.reset(), onMyWay.mutate(eta))}>
            Text “On my way”
          </Button>
          <div className="basis-full">
            {onMyWay.isSuccess && (
              <p role="status" className="text-sm text-green-800">
                Texted.
              </p>
            )}
            <Problem error={onMyWay.error} fallback="Not texted. Try again." />
          </div>
        </div>
      )}
    </JobSection>
  );
}

/** A note for the timeline (only the office reads it). */
export function NotesSection({ job }: { job: AdminJobDetail }) {
  const change = useJobChange(job.id);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string>();
  const notes = job.timeline.filter((entry) => entry.kind === "note");
  const submit = () => {
    if (!note.trim()) return setProblem("Write the note first.");
    setProblem(undefined);
    change.mutate({ note: note.trim() }, { onSuccess: () => setNote("") });
  };
  return (
    <JobSection title="Notes">
      {notes.length > 0 && (
        <ul className="grid gap-2">
          {notes.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="rounded-lg bg-slate-50 p-2 text-sm">
              <p className="whitespace-pre-wrap">{entry.note}</p>
              <p className="text-slate-600">{entry.by}</p>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => (event.preventDefault(), submit())} className="grid gap-2">
        <label className="grid gap-1 text-sm font-semibold">
          Add a note
          <Textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <Button type="submit" variant="outline" className="justify-self-start" disabled={change.isPending}>
          Add the note
        </Button>
        <Problem error={problem ?? change.error} />
      </form>
    </JobSection>
  );
}

/** The job's photos: upload with the site's photo picker, remove one. */
export function PhotosSection({ job }: { job: AdminJobDetail }) {
  const { attach, detach } = useJobPhotos(job.id);
  return (
    <JobSection title={`Photos (${job.photos.length})`}>
      <AddPhotos
        locale="en"
        max={MAX_PHOTOS_PER_JOB}
        hint={`Up to ${MAX_PHOTOS_PER_JOB} photos: the re-measure's, the finished install's. The customer sees them on their page.`}
        initial={job.photos.map((photo) => ({ id: photo.id, thumbnailUrl: photo.thumbnailUrl }))}
        attach={attach}
        detach={detach}
      />
    </JobSection>
  );
}
