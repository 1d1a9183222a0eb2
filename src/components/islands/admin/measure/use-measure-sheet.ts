/**
 * The measure sheet's state: the visit's openings from the server, the writes kept on the phone
 * (./sheet-queue.ts, stored by src/browser/measure-sheet-store.ts), and the sending of them, in
 * order, whenever the browser may be online: on load, on the `online` event, after each save,
 * and every half minute while any wait (a server that did not answer).
 */
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { loadSheetQueue, saveSheetQueue } from "@/browser/measure-sheet-store";
import type { OpeningView } from "@/schemas/openings";
import { adminVisitOpenings, adminOpening } from "@/schemas/routes/admin";
import { appointmentUrl } from "../admin-api";
import type { OpeningBody } from "./opening-form-values";
import {
  listAfter,
  nextToSend,
  outcomeOfFailure,
  queueCreate,
  queueEdit,
  queueRemove,
  settle,
  type OpeningRef,
  type QueuedWrite,
  type SendOutcome,
  type SheetQueue,
} from "./sheet-queue";

/** How often waiting writes are tried again while the browser says it is online. */
const RETRY_MS = 15_000;

/** GET URL of the visit's openings. */
export function openingsUrl(appointmentId: string) {
  return apiUrl(adminVisitOpenings, { params: { id: appointmentId } });
}

/** Sends one write; its outcome (a request that got no answer at all waits). */
async function send(appointmentId: string, write: QueuedWrite): Promise<SendOutcome> {
  try {
    if (write.op === "create") {
      return { kind: "done", answer: await apiRequest("POST", openingsUrl(appointmentId), { ...write.body, clientId: write.clientId }) };
    }
    const url = apiUrl(adminOpening, { params: { id: write.id } });
    if (write.op === "update") return { kind: "done", answer: await apiRequest("PATCH", url, write.patch) };
    await apiRequest("DELETE", url);
    return { kind: "done" };
  } catch (error) {
    return error instanceof ApiError ? outcomeOfFailure(write, error.status, error.body) : { kind: "wait" };
  }
}

/** Whether the browser thinks it has a network (true where it cannot tell). */
const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

export function useMeasureSheet(appointmentId: string) {
  const appointment = useQuery({ ...apiQuery(appointmentUrl(appointmentId)), retry: false });
  const openings = useQuery({ ...apiQuery(openingsUrl(appointmentId)), staleTime: 0, retry: false });
  const [queue, setQueue] = useState<SheetQueue>(() => loadSheetQueue<QueuedWrite>(appointmentId));
  const [online, setOnline] = useState(browserOnline);
  const [kept, setKept] = useState(true);
  const sending = useRef(false);

  /** Changes the kept queue: read from storage, changed, written back, shown. */
  const change = useCallback(
    (how: (queue: SheetQueue) => SheetQueue) => {
      const next = how(loadSheetQueue<QueuedWrite>(appointmentId));
      setKept(saveSheetQueue(appointmentId, next));
      setQueue(next);
    },
    [appointmentId],
  );

  const sync = useCallback(async () => {
    if (sending.current || !browserOnline()) return;
    sending.current = true;
    try {
      for (
        let write = nextToSend(loadSheetQueue<QueuedWrite>(appointmentId));
        write;
        write = nextToSend(loadSheetQueue<QueuedWrite>(appointmentId))
      ) {
        const outcome = await send(appointmentId, write);
        if (outcome.kind === "wait") break;
        const sent = write;
        queryClient().setQueryData<OpeningView[]>([openingsUrl(appointmentId)], (list) => listAfter(list ?? [], sent, outcome));
        change((queue) => settle(queue, sent, outcome));
      }
    } finally {
      sending.current = false;
    }
  }, [appointmentId, change]);

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      // What could not be read without signal (the visit, the office's openings) is read again once the queue is sent.
      void sync().then(() =>
        queryClient().invalidateQueries({
          predicate: (query) => [openingsUrl(appointmentId), appointmentUrl(appointmentId)].includes(query.queryKey[0] as never),
        }),
      );
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener("online", wentOnline);
    window.addEventListener("offline", wentOffline);
    void sync();
    const retry = window.setInterval(() => void sync(), RETRY_MS);
    return () => {
      window.removeEventListener("online", wentOnline);
      window.removeEventListener("offline", wentOffline);
      window.clearInterval(retry);
    };
  }, [sync, appointmentId]);

  return {
    appointment,
    openings,
    queue,
    online,
    /** False when the phone's storage refused the queue (full, private browsing). */
    kept,
    create: (body: OpeningBody) => {
      change((queue) => queueCreate(queue, crypto.randomUUID(), body));
      void sync();
    },
    edit: (ref: OpeningRef, body: OpeningBody) => {
      change((queue) => queueEdit(queue, ref, body));
      void sync();
    },
    remove: (ref: OpeningRef) => {
      change((queue) => queueRemove(queue, ref));
      void sync();
    },
    /** Puts an answer the photo route gave in the list. */
    replace: (view: OpeningView) =>
      queryClient().setQueryData<OpeningView[]>([openingsUrl(appointmentId)], (list) =>
        (list ?? []).map((opening) => (opening.id === view.id ? view : opening)),
      ),
  };
}

export type MeasureSheet = ReturnType<typeof useMeasureSheet>;
