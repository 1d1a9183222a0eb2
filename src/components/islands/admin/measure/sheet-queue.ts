/**
 * What the measure sheet keeps on the phone until the server has it: a queue of writes, sent in
 * order. A new opening carries the id the phone made for it (`clientId`), so a resend after a lost
 * answer writes it once. An edit or a removal of an opening still waiting for its POST folds into
 * that POST (nothing to send twice, nothing to send after a removal); an edit of an opening the
 * server keeps waits as one PATCH per opening. A write the server refuses (a 400) stays on its
 * opening with the server's messages until the estimator fixes it: nothing is dropped. Pure: the
 * island keeps the queue in localStorage (src/browser/measure-sheet-store.ts) and sends it.
 */
import type { FieldErrors } from "@/browser/api-request";
import type { OpeningView } from "@/schemas/openings";
import type { OpeningBody } from "./opening-form-values";

/** The server's refusal of a write, shown on its opening. */
export interface Refusal {
  message: string;
  fieldErrors: FieldErrors;
}

/** One write waiting to be sent. */
export type QueuedWrite =
  | { op: "create"; clientId: string; body: OpeningBody; refusal?: Refusal }
  | { op: "update"; id: string; patch: OpeningBody; refusal?: Refusal }
  | { op: "delete"; id: string; refusal?: Refusal };

/** The writes of one visit's sheet, oldest first. */
export interface SheetQueue {
  writes: QueuedWrite[];
}

export const EMPTY_QUEUE: SheetQueue = { writes: [] };

/** Which opening an edit or removal is of: one the server keeps (`id`), or one still waiting for its POST (`clientId`). */
export type OpeningRef = { id: string } | { clientId: string };

const isCreateOf = (clientId: string) => (write: QueuedWrite) => write.op === "create" && write.clientId === clientId;
const isOf = (id: string) => (write: QueuedWrite) => write.op !== "create" && write.id === id;

/** A new opening, made on the phone with its own id. */
export function queueCreate(queue: SheetQueue, clientId: string, body: OpeningBody): SheetQueue {
  return { writes: [...queue.writes, { op: "create", clientId, body }] };
}

/** The whole form of an opening saved again: folded into its waiting POST or PATCH, else a new PATCH; a refusal it answers is cleared. */
export function queueEdit(queue: SheetQueue, ref: OpeningRef, body: OpeningBody): SheetQueue {
  if ("clientId" in ref) {
    return {
      writes: queue.writes.map((write) => (isCreateOf(ref.clientId)(write) ? { op: "create", clientId: ref.clientId, body } : write)),
    };
  }
  const waiting = queue.writes.some((write) => write.op === "update" && write.id === ref.id);
  if (!waiting) return { writes: [...queue.writes, { op: "update", id: ref.id, patch: body }] };
  return {
    writes: queue.writes.map((write) => (write.op === "update" && write.id === ref.id ? { op: "update", id: ref.id, patch: body } : write)),
  };
}

/** An opening taken off the sheet: one still waiting for its POST is simply forgotten; one the server keeps gets a DELETE in place of its waiting edits. */
export function queueRemove(queue: SheetQueue, ref: OpeningRef): SheetQueue {
  if ("clientId" in ref) return { writes: queue.writes.filter((write) => !isCreateOf(ref.clientId)(write)) };
  const others = queue.writes.filter((write) => !isOf(ref.id)(write));
  return { writes: [...others, { op: "delete", id: ref.id }] };
}

/** The next write to send: the oldest the server has not refused (a refused one waits for the estimator, and nothing depends on it). */
export function nextToSend(queue: SheetQueue): QueuedWrite | undefined {
  return queue.writes.find((write) => !write.refusal);
}

/** What came of sending a write. */
export type SendOutcome =
  /** The server has it; its answer (the opening, or none for a DELETE). */
  | { kind: "done"; answer?: OpeningView }
  /** The server refused it for a reason the estimator can fix. */
  | { kind: "refused"; refusal: Refusal }
  /** The opening is gone from the server: nothing left to change. */
  | { kind: "gone" }
  /** No answer (no signal, signed out, a server error): send it again later. */
  | { kind: "wait" };

/** What a failed request means for the write: `status` the HTTP status, or undefined when no answer came. */
export function outcomeOfFailure(
  write: QueuedWrite,
  status: number | undefined,
  body: { error?: string; message?: string; fieldErrors?: FieldErrors } = {},
): SendOutcome {
  if (status === 404 && write.op !== "create") return { kind: "gone" };
  if (status === 400 || status === 404 || status === 409 || status === 413 || status === 422) {
    const message =
      body.error ?? body.message ?? (status === 404 ? "This visit is no longer on the calendar" : "The office did not take this opening");
    return { kind: "refused", refusal: { message, fieldErrors: body.fieldErrors ?? {} } };
  }
  return { kind: "wait" };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The queue after the server answered `sent`. The queue may have changed while the request was
 * out: an edit folded into a POST then in flight becomes a PATCH of the row the POST made, a
 * removal of it becomes a DELETE; an edit of a PATCH in flight stays to be sent.
 */
export function settle(queue: SheetQueue, sent: QueuedWrite, outcome: SendOutcome): SheetQueue {
  if (outcome.kind === "wait") return queue;
  if (outcome.kind === "refused") {
    const refused = (write: QueuedWrite) => same({ ...write, refusal: undefined }, { ...sent, refusal: undefined });
    return { writes: queue.writes.map((write) => (refused(write) ? { ...write, refusal: outcome.refusal } : write)) };
  }
  if (sent.op === "create") {
    const now = queue.writes.find(isCreateOf(sent.clientId));
    const id = outcome.kind === "done" ? outcome.answer?.id : undefined;
    if (!now) return id ? { writes: [...queue.writes, { op: "delete", id }] } : queue;
    const changed = now.op === "create" && !same(now.body, sent.body) && id;
    return {
      writes: changed
        ? queue.writes.map((write) => (write === now ? { op: "update" as const, id, patch: now.body } : write))
        : queue.writes.filter((write) => write !== now),
    };
  }
  return {
    writes: queue.writes.filter((write) => {
      if (!isOf(sent.id)(write) || write.op !== sent.op) return true;
      // An edit made while its PATCH was out is sent next; the one sent is done.
      return write.op === "update" && sent.op === "update" && !same(write.patch, sent.patch);
    }),
  };
}

/** The visit's openings after the server's answer to `sent`: the answered opening in its place (or added), a deleted or gone one taken out. */
export function listAfter(list: readonly OpeningView[], sent: QueuedWrite, outcome: SendOutcome): OpeningView[] {
  if (outcome.kind === "done" && outcome.answer) {
    const answer = outcome.answer;
    return list.some((opening) => opening.id === answer.id)
      ? list.map((opening) => (opening.id === answer.id ? answer : opening))
      : [...list, answer];
  }
  const gone = (outcome.kind === "done" && sent.op === "delete") || outcome.kind === "gone";
  return gone && sent.op !== "create" ? list.filter((opening) => opening.id !== sent.id) : [...list];
}

/** One opening as the sheet lists it. */
export interface SheetRow {
  /** Stable while it waits and after: the phone's id, else the server's. */
  key: string;
  ref: OpeningRef;
  /** What the server keeps, when it has it. */
  view?: OpeningView;
  /** What waits to be sent for it (the whole form), when anything does. */
  waiting?: OpeningBody;
  /** Taken off the sheet on the phone; the server still has it until the DELETE goes. */
  removing: boolean;
  refusal?: Refusal;
}

/**
 * The sheet's list: the server's openings with what waits for each laid over them, then the new
 * ones the server has not answered yet, in the order made. An opening the server wrote whose
 * answer was lost (its clientId still waiting) is listed once, as the phone has it.
 */
export function sheetRows(list: readonly OpeningView[], queue: SheetQueue): SheetRow[] {
  const creates = queue.writes.filter((write) => write.op === "create");
  const waitingClientIds = new Set(creates.map((write) => write.clientId));
  const rows: SheetRow[] = list
    .filter((view) => !view.clientId || !waitingClientIds.has(view.clientId))
    .map((view) => {
      const write = queue.writes.find(isOf(view.id));
      return {
        key: view.clientId ?? view.id,
        ref: { id: view.id },
        view,
        waiting: write?.op === "update" ? write.patch : undefined,
        removing: write?.op === "delete",
        refusal: write?.refusal,
      };
    });
  for (const write of creates) {
    rows.push({ key: write.clientId, ref: { clientId: write.clientId }, waiting: write.body, removing: false, refusal: write.refusal });
  }
  return rows;
}

/** How many writes wait, and how many of them the server refused. */
export function queueCounts(queue: SheetQueue): { waiting: number; refused: number } {
  return { waiting: queue.writes.length, refused: queue.writes.filter((write) => write.refusal).length };
}
