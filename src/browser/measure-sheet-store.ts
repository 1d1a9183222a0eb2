/**
 * Where the measure sheet keeps its waiting writes on the phone: localStorage, one key per visit,
 * so a reload, a closed tab or a phone that ran out of battery loses nothing the estimator
 * entered. localStorage, not IndexedDB: the queue is a few kilobytes of JSON, read and written
 * whole and at once, which is what localStorage does simply and synchronously.
 */

/** A visit's waiting writes, as the sheet's queue holds them (src/components/islands/admin/measure/sheet-queue.ts decides what they are). */
export interface KeptWrites<Write> {
  writes: Write[];
}

/** The key of a visit's queue. */
export function measureSheetKey(appointmentId: string): string {
  return `wdnm-measure-sheet:${appointmentId}`;
}

/** The visit's waiting writes; none when nothing is kept or storage cannot be read. */
export function loadSheetQueue<Write>(appointmentId: string): KeptWrites<Write> {
  try {
    const kept = JSON.parse(localStorage.getItem(measureSheetKey(appointmentId)) ?? "null") as Partial<KeptWrites<Write>> | null;
    return { writes: Array.isArray(kept?.writes) ? kept.writes : [] };
  } catch {
    return { writes: [] };
  }
}

/**
 * Keeps the visit's writes (an empty queue removes the key). Answers false when storage refused
 * them (full, or private browsing), so the sheet can say the phone is not keeping them.
 */
export function saveSheetQueue<Write>(appointmentId: string, queue: KeptWrites<Write>): boolean {
  try {
    if (queue.writes.length === 0) localStorage.removeItem(measureSheetKey(appointmentId));
    else localStorage.setItem(measureSheetKey(appointmentId), JSON.stringify(queue));
    return true;
  } catch {
    return false;
  }
}
