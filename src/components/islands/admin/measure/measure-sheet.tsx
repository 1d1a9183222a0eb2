/**
 * /admin/measure?appointment=: the estimator's measure sheet at the visit, on a phone. The
 * visit's customer, address and the home's year built at the top, the openings measured so far, and the form for the
 * next one (or the one being changed). Everything entered is kept on the phone first and sent in
 * order when there is signal (./use-measure-sheet.ts), so a basement without coverage loses nothing.
 */
import { useRef, useState } from "react";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { fullName } from "../admin-format";
import { EMPTY_OPENING, nextOpening, valuesOfBody, valuesOfView, type OpeningFormValues } from "./opening-form-values";
import { OpeningForm } from "./opening-form";
import { OpeningList } from "./opening-list";
import { queueCounts, sheetRows, type OpeningRef, type SheetRow } from "./sheet-queue";
import { YearBuiltField } from "./year-built-field";
import { useMeasureSheet, type MeasureSheet as SheetState } from "./use-measure-sheet";

/** The visit the page's address names (?appointment=), or null. */
export function appointmentFrom(search: string): string | null {
  return new URLSearchParams(search).get("appointment") || null;
}

function Visit({ sheet }: { sheet: SheetState }) {
  const visit = sheet.appointment.data;
  if (!visit)
    return (
      <p className="text-slate-700">
        {sheet.appointment.isError ? "The visit's details could not be loaded (no signal?)." : "Loading the visit..."}
      </p>
    );
  return (
    <div className="grid gap-1">
      <h2 className="text-xl font-bold text-brand-900">{fullName(visit)}</h2>
      <p className="break-words text-slate-800">
        {visit.address}, {visit.city} {visit.zipCode}
      </p>
      <YearBuiltField appointmentId={visit.id} yearBuilt={visit.yearBuilt} />
    </div>
  );
}

/** Whether the phone is online and what waits: said whenever it changes. */
function SyncState({ sheet }: { sheet: SheetState }) {
  const { waiting, refused } = queueCounts(sheet.queue);
  const sending = waiting - refused;
  const words = [
    sheet.online
      ? waiting === 0
        ? "Online: every opening is with the office."
        : "Online."
      : "Offline: what you enter is kept on this phone and sent when the signal is back.",
    sending > 0 ? `${sending} change${sending === 1 ? "" : "s"} waiting to send.` : "",
    refused > 0 ? `${refused} not taken by the office: fix ${refused === 1 ? "it" : "them"} below.` : "",
    sheet.kept ? "" : "This phone is not keeping them (storage full or private browsing): stay on this page until they are sent.",
  ].filter(Boolean);
  return (
    <p
      role="status"
      className={`rounded-lg p-3 text-sm font-semibold ${sheet.online ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"}`}
    >
      {words.join(" ")}
    </p>
  );
}

function Sheet({ appointmentId }: { appointmentId: string }) {
  const sheet = useMeasureSheet(appointmentId);
  const [editing, setEditing] = useState<{ ref: OpeningRef; values: OpeningFormValues; row: SheetRow }>();
  const [next, setNext] = useState(EMPTY_OPENING);
  const [saves, setSaves] = useState(0);
  const [said, setSaid] = useState("");
  const formTop = useRef<HTMLHeadingElement>(null);
  const rows = sheetRows(sheet.openings.data ?? [], sheet.queue);
  // "Saved on this phone" no longer holds once the queue is sent.
  const saidNow = sheet.queue.writes.length === 0 ? said.replace(" on this phone; it sends when online.", ": the office has it.") : said;

  const startEdit = (row: SheetRow) => {
    setEditing({ ref: row.ref, row, values: row.waiting ? valuesOfBody(row.waiting) : valuesOfView(row.view!) });
    requestAnimationFrame(() => formTop.current?.focus());
  };
  const saved = (words: string) => {
    setSaves((count) => count + 1);
    setSaid(sheet.online ? `${words}.` : `${words} on this phone; it sends when online.`);
    requestAnimationFrame(() => formTop.current?.focus());
  };

  return (
    <div className="mx-auto grid max-w-2xl gap-5">
      <Visit sheet={sheet} />
      <SyncState sheet={sheet} />
      <section aria-labelledby="openings-heading" className="grid gap-3">
        <h2 id="openings-heading" className="text-lg font-bold text-brand-900">
          Openings ({rows.filter((row) => !row.removing).length})
        </h2>
        {sheet.openings.isError && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            The openings the office already has could not be loaded; those kept on this phone are listed.
          </p>
        )}
        <OpeningList
          rows={rows}
          online={sheet.online}
          onEdit={startEdit}
          onRemove={(row) => {
            sheet.remove(row.ref);
            if (editing?.row.key === row.key) setEditing(undefined);
            setSaid("Opening removed.");
          }}
          onPhotos={sheet.replace}
        />
      </section>
      <section aria-labelledby="form-heading" className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <h2
          id="form-heading"
          ref={formTop}
          tabIndex={-1}
          className="text-lg font-bold text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700"
        >
          {editing ? `Change: ${editing.values.room || "opening"}` : "Add an opening"}
        </h2>
        <p role="status" className="text-sm font-semibold text-green-900 empty:hidden">
          {saidNow}
        </p>
        <OpeningForm
          key={editing ? `edit-${editing.row.key}-${saves}` : `new-${saves}`}
          initial={editing?.values ?? next}
          serverErrors={editing?.row.refusal?.fieldErrors}
          editing={Boolean(editing)}
          onCancel={editing ? () => setEditing(undefined) : undefined}
          onSave={(body, values) => {
            if (editing) {
              sheet.edit(editing.ref, body);
              setEditing(undefined);
              saved("Changes saved");
            } else {
              sheet.create(body);
              setNext(nextOpening(values));
              saved("Opening saved");
            }
          }}
        />
      </section>
    </div>
  );
}

function Load() {
  const id = appointmentFrom(typeof window === "undefined" ? "" : window.location.search);
  if (!id) return <p role="alert">Open the measure sheet from a visit's details on the appointments screen.</p>;
  return <Sheet appointmentId={id} />;
}

/** The /admin/measure island. */
export function MeasureSheet({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <Load />}
      </RouteGuard>
    </QueryProvider>
  );
}
