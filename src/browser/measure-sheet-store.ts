/**
 * Where the measure sheet keeps its waiting writes on the phone: localStorage, one key per visit,
 * so a reload, a closed tab or a phone that ran out of battery loses nothing the estimator
 * entered. localStorage, not IndexedDB: the queue is a few kilobytes of JSON, read and written
 * whole and at once, which is what localStorage does simply and synchronously.
 */
import type { SheetQueue } from "@/components/islands/admin/measure/sheet-queue";

/** The key of a visit's queue. */
export function measureSheetKey(appointmentId: string): string {
  return `wdnm-measure-sheet:${appointmentId}`;
}

/** The visit's waiting writes; none when nothing is kept or storage cannot be read. */
export function loadSheetQueue(appointmentId: string): SheetQueue {
  try {
    const kept = JSON.parse(localStorage.getItem(measureSheetKey(appointmentId)) ?? "null") as Partial<SheetQueue> | null;
    return { writes: Array.isArray(kept?.writes) ? kept.writes : [] };
  } catch {
    return { writes: [] };
  }
}

/**
 * Keeps the visit's writes (an empty queue removes the key). Answers false when storage refused
 * them (full, or private browsing), so the sheet can say the phone is not keeping them.
 */
export function saveSheetQueue(appointmentId: string, queue: SheetQueue): boolean {
  try {
    if (queue.writes.length === 0) localStorage.removeItem(measureSheetKey(appointmentId));
    else localStorage.setItem(measureSheetKey(appointmentId), JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}
