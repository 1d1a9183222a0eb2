/**
 * The photos a visitor is adding: each one prepared in the browser (one at a time),
 * uploaded on its own with its progress, shown as a thumbnail with a remove button. Loaded only once the
 * visitor taps "Add photos" (./add-photos.tsx), so pages without a tap never download it.
 */
import { useEffect, useRef, useState } from "react";
import { photoPickerCopy } from "@/i18n/photo-picker";
import type { Locale } from "@/i18n/locales";
import { PHOTO_UPLOAD_CEILING_BYTES } from "@/core/photo-limits";
import { preparePhoto, uploadPhoto } from "./prepare-photo";

/** One photo in the list. */
interface Item {
  key: number;
  status: "preparing" | "uploading" | "done" | "failed";
  progress: number;
  thumbnail?: string;
  id?: string;
  message?: string;
}

/** A photo already stored (the manage page's), shown from the start. */
export interface StoredPhoto {
  id: string;
  thumbnailUrl: string;
}

export interface PhotoPickerProps {
  locale: Locale;
  /** The files the visitor just picked; a new object for every pick. */
  picked?: { files: File[] };
  initial?: StoredPhoto[];
  max: number;
  /** The ids of the photos uploaded (and still listed), and how many places the list takes. */
  onChange: (ids: string[], taken: number) => void;
  /** The manage page: give each upload to the visit, and take one away; each answers an error message, or null when done. */
  attach?: (id: string) => Promise<string | null>;
  detach?: (id: string) => Promise<string | null>;
}

let nextKey = 0;

export function PhotoPicker({ locale, picked, initial = [], max, onChange, attach, detach }: PhotoPickerProps) {
  const t = photoPickerCopy[locale];
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((photo) => ({ key: nextKey++, status: "done", progress: 100, id: photo.id, thumbnail: photo.thumbnailUrl })),
  );
  const [notice, setNotice] = useState<string>();
  const itemsRef = useRef(items);
  // Photos are prepared one after another: decoding six 12 MP photos at once (some 50 MB of
  // pixels each) can run a phone out of memory. Uploads still overlap the next preparation.
  const preparing = useRef<Promise<unknown>>(Promise.resolve());
  const update = (key: number, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  // Kept up to date after each render (not during it), before the pick effect below reads it.
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    onChange(
      items.flatMap((item) => (item.status === "done" && item.id ? [item.id] : [])),
      items.filter((item) => item.status !== "failed").length,
    );
  }, [items, onChange]);

  async function send(file: File, key: number) {
    const turn = preparing.current.then(() => preparePhoto(file));
    preparing.current = turn.catch(() => undefined);
    const prepared = await turn.catch(() => undefined);
    if (!prepared) return update(key, { status: "failed" });
    // A photo sent as it is (a HEIC the browser cannot open) may be over what the site takes.
    if (prepared.blob.size > PHOTO_UPLOAD_CEILING_BYTES)
      return update(key, { status: "failed", message: t.tooLarge(PHOTO_UPLOAD_CEILING_BYTES / 1_000_000) });
    update(key, { status: "uploading", thumbnail: prepared.thumbnail });
    const result = await uploadPhoto(prepared, locale, (progress) => update(key, { progress }), t.failed);
    if (!result.ok) return update(key, { status: "failed", message: result.message });
    const refused = attach ? await attach(result.id) : null;
    // The server's thumbnail stands in for the one the browser could not draw.
    const shown = result.thumbnail ? { thumbnail: result.thumbnail } : {};
    update(key, refused ? { status: "failed", message: refused, ...shown } : { status: "done", progress: 100, id: result.id, ...shown });
  }

  // A new pick, and only a new pick, adds photos: the list is read from itemsRef, not a dependency.
  useEffect(() => {
    if (!picked?.files.length) return;
    const room = max - itemsRef.current.filter((item) => item.status !== "failed").length;
    setNotice(picked.files.length > room ? t.tooMany(max) : undefined);
    const added = picked.files
      .slice(0, Math.max(0, room))
      .map((file) => ({ file, item: { key: nextKey++, status: "preparing", progress: 0 } as Item }));
    setItems((list) => [...list, ...added.map(({ item }) => item)]);
    for (const { file, item } of added) void send(file, item.key);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picked]);

  async function remove(item: Item) {
    const refused = item.id && detach ? await detach(item.id) : null;
    // The photo stays listed, with why it could not be removed.
    if (refused) return update(item.key, { message: refused });
    setItems((list) => list.filter((other) => other.key !== item.key));
  }

  if (items.length === 0 && !notice) return null;
  return (
    <div className="grid gap-2" data-slot="photo-picker">
      {notice && (
        <p role="status" className="text-sm text-red-800">
          {notice}
        </p>
      )}
      <ul aria-label={t.listLabel} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {items.map((item, index) => (
          <li key={item.key} className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50" data-status={item.status}>
            {item.thumbnail ? (
              <img src={item.thumbnail} alt={t.photo(index + 1)} className="aspect-square w-full object-cover" />
            ) : (
              <div role="img" aria-label={t.photo(index + 1)} className="aspect-square w-full bg-slate-200" />
            )}
            <p
              className={`px-1 py-0.5 text-xs ${item.status === "failed" || item.message ? "text-red-800" : "text-slate-700"}`}
              aria-live="polite"
            >
              {item.status === "preparing"
                ? t.preparing
                : item.status === "uploading"
                  ? t.uploading(item.progress)
                  : item.status === "done"
                    ? (item.message ?? t.done)
                    : (item.message ?? t.failed)}
            </p>
            {item.status === "uploading" && (
              <progress
                className="absolute inset-x-0 top-0 h-1 w-full"
                max={100}
                value={item.progress}
                aria-label={t.uploading(item.progress)}
              />
            )}
            {item.status !== "preparing" && item.status !== "uploading" && (
              <button
                type="button"
                onClick={() => void remove(item)}
                aria-label={t.remove(index + 1)}
                className="absolute top-1 right-1 grid size-11 place-items-center rounded-full bg-white/90 text-lg font-bold text-slate-800 shadow hover:bg-white"
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
