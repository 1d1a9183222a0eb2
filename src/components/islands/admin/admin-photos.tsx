/**
 * A customer's photos in the admin detail: thumbnails, each a button that opens
 * the full-size photo in a modal dialog (native <dialog>: focus stays inside, Escape closes it
 * and only it, focus returns to the thumbnail), with previous/next and a download link. Images
 * come from the admin photo route (`adminPhoto` in the route table), behind the admin guard, never cached.
 */
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { enterModal, leaveModal } from "@/components/ui/toast-layer";
import { apiQuery, apiUrl } from "@/browser/api-client";
import type { AdminPhoto } from "@/schemas/admin/photos";
import { adminLead } from "@/schemas/routes/admin";

export function AdminPhotos({ photos, who }: { photos: readonly AdminPhoto[]; who: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<number>();
  if (photos.length === 0) return null;
  const show = (index: number) => {
    setOpen(index);
    if (dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      enterModal(dialog.current);
    }
  };
  const current = open === undefined ? undefined : photos[open];
  const label = (index: number) => `Photo ${index + 1} of ${photos.length} from ${who}`;

  return (
    <section aria-labelledby="photos-heading" className="grid gap-2">
      <h3 id="photos-heading" className="font-semibold text-slate-700">
        Photos ({photos.length})
      </h3>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => show(index)}
              className="block w-full overflow-hidden rounded-lg border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
            >
              <img
                src={photo.thumbnailUrl}
                alt={`${label(index)}: open full size`}
                className="aspect-square w-full object-cover"
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-label={current ? label(open!) : "Photo"}
        onClose={(event) => {
          // Its own close only (see components/ui/dialog.tsx); the appointment's dialog around it stays open.
          if (event.target !== event.currentTarget) return;
          leaveModal(event.currentTarget);
          setOpen(undefined);
        }}
        className="m-auto max-h-[95vh] w-[min(96vw,1100px)] rounded-2xl bg-white p-3 backdrop:bg-slate-900/80"
      >
        {current && (
          <div className="grid gap-3">
            <img src={current.url} alt={label(open!)} className="max-h-[75vh] w-full object-contain" />
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700" aria-live="polite">
                {label(open!)} · {current.width} × {current.height}
              </p>
              <div className="flex flex-wrap gap-2">
                {/* aria-disabled, not disabled: a disabled button drops the keyboard focus it holds
                    (Next on the last photo), so it stays focusable and does nothing there. */}
                <Button
                  variant="outline"
                  size="sm"
                  aria-disabled={open === 0}
                  className="aria-disabled:opacity-60"
                  onClick={() => open! > 0 && setOpen(open! - 1)}
                >
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-disabled={open === photos.length - 1}
                  className="aria-disabled:opacity-60"
                  onClick={() => open! < photos.length - 1 && setOpen(open! + 1)}
                >
                  Next
                </Button>
                <a href={`${current.url}?download=1`} download className={buttonVariants({ variant: "secondary", size: "sm" })}>
                  Download
                </a>
                <Button size="sm" autoFocus onClick={() => dialog.current?.close()}>
                  Close
                </Button>
              </div>
            </div>
          </div>
        )}
      </dialog>
    </section>
  );
}

/** A lead's photos, fetched when the lead has any (the list only says how many). */
export function LeadPhotos({ id, who }: { id: string; who: string }) {
  const detail = useQuery(apiQuery(apiUrl(adminLead, { params: { id } })));
  return detail.data ? <AdminPhotos photos={detail.data.photos} who={who} /> : null;
}
