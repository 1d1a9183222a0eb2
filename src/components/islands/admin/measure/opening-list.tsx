/**
 * The sheet's openings: room · style · W × H · the tempered badge, and whether the server has
 * each one yet ("Saved on this phone · sends when online") or refused it (its messages, to fix).
 * Edit and Remove per opening; photos for an opening the server keeps, while online.
 */
import { useState } from "react";
import { MAX_PHOTOS_PER_OWNER } from "@/core/photo-limits";
import { Button } from "@/components/ui/button";
import { apiRequest, apiUrl, ApiError } from "@/browser/api-client";
import type { OpeningView } from "@/schemas/openings";
import { adminOpeningPhoto, adminOpeningPhotos, adminPhoto } from "@/schemas/routes/admin";
import { AddPhotos } from "../../photos/add-photos";
import { readBack, readingOfView, styleWords, temperedText, type SizeReading } from "./opening-form-values";
import type { SheetRow } from "./sheet-queue";
import { TemperedBadge } from "./tempered-badge";

interface OpeningListProps {
  rows: SheetRow[];
  online: boolean;
  onEdit: (row: SheetRow) => void;
  onRemove: (row: SheetRow) => void;
  onPhotos: (view: OpeningView) => void;
}

/** What a row shows: the waiting form over the server's opening, read by the same rules. */
function shown(row: SheetRow): { location: string; style: string; reading: SizeReading | null } {
  if (row.waiting) return { location: String(row.waiting.location), style: String(row.waiting.style), reading: readBack(row.waiting) };
  const view = row.view!;
  return { location: view.location, style: view.style, reading: readingOfView(view) };
}

function Photos({ view, online, onPhotos }: { view: OpeningView; online: boolean; onPhotos: (view: OpeningView) => void }) {
  if (!online) return <p className="text-sm text-slate-700">Photos can be added when the phone is online.</p>;
  const run = async (request: () => Promise<OpeningView>) => {
    try {
      onPhotos(await request());
      return null;
    } catch (error) {
      return error instanceof ApiError ? (error.body.error ?? "Not saved. Try again.") : "No signal: not saved.";
    }
  };
  const attach = (photoId: string) => run(() => apiRequest("POST", apiUrl(adminOpeningPhotos, { params: { id: view.id } }), { photoIds: [photoId] }));
  const detach = (photoId: string) => run(() => apiRequest("DELETE", apiUrl(adminOpeningPhoto, { params: { id: view.id, photoId } })));
  return (
    <AddPhotos
      locale="en"
      max={MAX_PHOTOS_PER_OWNER}
      hint={`Up to ${MAX_PHOTOS_PER_OWNER} photos of this opening.`}
      initial={view.photoIds.map((id) => ({ id, thumbnailUrl: apiUrl(adminPhoto, { params: { id }, query: { size: "thumb" } }) }))}
      attach={attach}
      detach={detach}
    />
  );
}

function Row({ row, online, onEdit, onRemove, onPhotos }: { row: SheetRow } & Omit<OpeningListProps, "rows">) {
  const [confirming, setConfirming] = useState(false);
  const { location, style, reading } = shown(row);
  const tempered = reading && temperedText(reading.flags);
  const state = row.refusal ? "Not taken by the office: fix it" : row.removing ? "Removed on this phone · sends when online" : row.waiting ? "Saved on this phone · sends when online" : null;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3" data-slot="opening" data-waiting={row.waiting || row.removing ? "" : undefined}>
      <p className={`font-semibold text-slate-900 ${row.removing ? "line-through" : ""}`}>
        {location} · {styleWords(style)}
      </p>
      <p className="text-lg font-bold text-brand-900">{reading?.text ?? "Size not readable yet"}</p>
      {tempered && <TemperedBadge text={tempered} />}
      {state && (
        <p className={`text-sm font-semibold ${row.refusal ? "text-red-800" : "text-amber-900"}`} data-slot="opening-state">
          {state}
        </p>
      )}
      {row.refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {[row.refusal.message, ...Object.values(row.refusal.fieldErrors).flat()].join(". ")}
        </p>
      )}
      {!row.removing && (
        <div className="flex flex-wrap gap-2">
          <Button size="lg" variant="outline" onClick={() => onEdit(row)}>
            {row.refusal ? "Fix it" : "Edit"}
            <span className="sr-only"> {location}</span>
          </Button>
          {confirming ? (
            <>
              <Button size="lg" variant="destructive" onClick={() => onRemove(row)}>
                Yes, remove it
              </Button>
              <Button size="lg" variant="ghost" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button size="lg" variant="ghost" onClick={() => setConfirming(true)}>
              Remove<span className="sr-only"> {location}</span>
            </Button>
          )}
        </div>
      )}
      {row.view && !row.waiting && !row.removing && (
        <details className="rounded-lg bg-slate-50 p-2">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-800">Photos ({row.view.photoIds.length})</summary>
          <div className="pt-2">
            <Photos view={row.view} online={online} onPhotos={onPhotos} />
          </div>
        </details>
      )}
      {!row.view && <p className="text-sm text-slate-700">Photos can be added once the office has this opening.</p>}
    </li>
  );
}

export function OpeningList({ rows, ...actions }: OpeningListProps) {
  if (rows.length === 0) return <p className="text-slate-700">No openings yet: add the first below.</p>;
  return (
    <ol className="grid gap-3" aria-label="Openings measured">
      {rows.map((row) => (
        <Row key={row.key} row={row} {...actions} />
      ))}
    </ol>
  );
}
