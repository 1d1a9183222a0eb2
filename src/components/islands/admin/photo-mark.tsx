/** The admin lists' mark of a row with photos. */
import { CameraIcon } from "../photos/camera-icon";

/** The lists' mark of a row with photos: a camera and the count, read as "3 photos". */
export function PhotoMark({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900"
      title={`${count} photo${count === 1 ? "" : "s"}`}
    >
      <CameraIcon className="size-3.5" />
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{`${count} photo${count === 1 ? "" : "s"}`}</span>
    </span>
  );
}
