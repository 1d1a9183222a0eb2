/**
 * Where the crew's phone keeps its outbox (./outbox.ts): IndexedDB, since photos are large and
 * localStorage holds only a few megabytes of text. One object store, keyed by the entry's `seq`,
 * which IndexedDB numbers in the order the entries were added. Each call opens the database,
 * does one transaction and closes it: the page does little here, and nothing is left open.
 */
import type { OutboxEntry } from "./outbox";

const DATABASE = "wdnm-crew";
const STORE = "outbox";

/** An entry not yet numbered. */
type NewEntry = OutboxEntry extends infer E ? (E extends OutboxEntry ? Omit<E, "seq"> : never) : never;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction on the outbox and answers what its last request gave. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** Every waiting entry, oldest first. */
export function readOutbox(): Promise<OutboxEntry[]> {
  return inStore("readonly", (store) => store.getAll() as IDBRequest<OutboxEntry[]>);
}

/** Adds an entry at the end of the outbox. */
export async function addToOutbox(entry: NewEntry): Promise<void> {
  await inStore("readwrite", (store) => store.add(entry));
}

/** Writes an entry again (with the server's refusal). */
export async function putInOutbox(entry: OutboxEntry): Promise<void> {
  await inStore("readwrite", (store) => store.put(entry));
}

/** Takes a sent entry out. */
export async function removeFromOutbox(seq: number): Promise<void> {
  await inStore("readwrite", (store) => store.delete(seq));
}
