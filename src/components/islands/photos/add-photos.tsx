/**
 * "Add photos": a button that opens the phone's own picker (camera or gallery,
 * `accept="image/*"`) and, on that first tap, loads the picker code (./photo-picker.tsx) that
 * prepares, uploads and lists the photos. Until then this is all a page carries.
 */
import { useCallback, useState, type ComponentType } from "react";
import { MAX_PHOTOS_PER_OWNER } from "@/core/photo-limits";
import { photoPickerCopy } from "@/i18n/photo-picker";
import type { Locale } from "@/i18n/locales";
import { CameraIcon } from "./camera-icon";
import type { PhotoPickerProps, StoredPhoto } from "./photo-picker";

const loadPicker = () => import("./photo-picker").then((module) => module.PhotoPicker);

export interface AddPhotosProps {
  locale: Locale;
  /** The ids of the uploaded photos; `busy` while any is still on its way. */
  onChange?: (ids: string[], busy: boolean) => void;
  /** The manage page's photos and what to do with new ones (see PhotoPickerProps). */
  initial?: StoredPhoto[];
  attach?: PhotoPickerProps["attach"];
  detach?: PhotoPickerProps["detach"];
  /** Most photos the owner may hold (a visit's or lead's by default; a job holds more). */
  max?: number;
  /** The line under the button, instead of the visitor's (the office's job page says its own). */
  hint?: string;
}

/**
 * The stored photos' places while the picker's code loads: the picker's own list markup with
 * blank squares, so the photos take their places without moving anything below them.
 */
function StoredPhotosPlaceholder({ count }: { count: number }) {
  return (
    <div className="grid gap-2" aria-hidden="true">
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
            <div className="aspect-square w-full bg-slate-200" />
            <p className="px-1 py-0.5 text-xs">&nbsp;</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AddPhotos({ locale, onChange, initial, attach, detach, max = MAX_PHOTOS_PER_OWNER, hint }: AddPhotosProps) {
  const t = photoPickerCopy[locale];
  const [Picker, setPicker] = useState<ComponentType<PhotoPickerProps> | undefined>();
  const [picked, setPicked] = useState<{ files: File[] }>();
  const [taken, setTaken] = useState(initial?.length ?? 0);
  const load = () => {
    if (!Picker) void loadPicker().then((component) => setPicker(() => component));
  };
  // The manage page shows its stored photos from the start.
  if (initial?.length && !Picker) load();

  const changed = useCallback(
    (ids: string[], places: number) => {
      setTaken(places);
      onChange?.(ids, places > ids.length);
    },
    [onChange],
  );

  return (
    <div className="grid gap-2" data-slot="add-photos">
      {Picker ? (
        <Picker locale={locale} picked={picked} initial={initial} max={max} onChange={changed} attach={attach} detach={detach} />
      ) : initial?.length ? (
        <StoredPhotosPlaceholder count={initial.length} />
      ) : null}
      {taken < max && (
        <label className="inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed border-brand-700 bg-white px-4 py-2 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-700 sm:w-auto">
          <CameraIcon />
          {taken > 0 ? t.addMore : t.add}
          <input
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onClick={load}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              load();
              if (files.length) setPicked({ files });
            }}
          />
        </label>
      )}
      <p className="text-sm text-slate-600">{hint ?? t.hint(max)}</p>
    </div>
  );
}
