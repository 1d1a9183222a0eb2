import { describe, expect, it } from "vitest";
import type { OpeningView } from "@/schemas/openings";
import type { OpeningBody } from "./opening-form-values";
import {
  EMPTY_QUEUE,
  listAfter,
  nextToSend,
  outcomeOfFailure,
  queueCounts,
  queueCreate,
  queueEdit,
  queueRemove,
  settle,
  sheetRows,
  type SheetQueue,
} from "./sheet-queue";

const body = (location: string, width = "35 1/2"): OpeningBody => ({
  location,
  kind: "window",
  style: "single-hung",
  width,
  height: "59 15/16",
  installMethod: "insert",
});

const view = (id: string, clientId: string | null, location = "Kitchen"): OpeningView => ({
  id,
  appointmentId: "a1",
  clientId,
  location,
  kind: "window",
  style: "single-hung",
  width: { inches: 35.5, text: "35 1/2" },
  height: { inches: 59.9375, text: "59 15/16" },
  installMethod: "insert",
  obscure: false,
  wetArea: false,
  nearDoor: false,
  sillInches: null,
  notes: "",
  unitedInches: 96,
  squareFeet: 14.78,
  flags: { temperedRequired: false, temperedReasons: [] },
  final: null,
  photoIds: [],
  createdAt: "2026-11-02T17:00:00.000Z",
  updatedAt: "2026-11-02T17:00:00.000Z",
});

const refusal = { message: "Check the fields", fieldErrors: { width: ["Width must be 6 to 180 inches"] } };

describe("queueCreate", () => {
  it("keeps each new opening in the order made, with the phone's id", () => {
    const queue = queueCreate(queueCreate(EMPTY_QUEUE, "c1", body("Kitchen")), "c2", body("Den"));
    expect(queue.writes.map((write) => write.op === "create" && write.clientId)).toEqual(["c1", "c2"]);
  });
});

describe("queueEdit", () => {
  it("folds an edit of an opening still waiting for its POST into that POST", () => {
    const queue = queueEdit(queueCreate(EMPTY_QUEUE, "c1", body("Kitchen")), { clientId: "c1" }, body("Kitchen", "36"));
    expect(queue.writes).toEqual([{ op: "create", clientId: "c1", body: body("Kitchen", "36") }]);
  });

  it("makes one PATCH per opening the server keeps, the latest form winning", () => {
    let queue = queueEdit(EMPTY_QUEUE, { id: "o1" }, body("Kitchen", "36"));
    queue = queueEdit(queue, { id: "o1" }, body("Kitchen", "37"));
    expect(queue.writes).toEqual([{ op: "update", id: "o1", patch: body("Kitchen", "37") }]);
  });

  it("clears the server's refusal of the write it replaces, so it is sent again", () => {
    const refused: SheetQueue = { writes: [{ op: "create", clientId: "c1", body: body("Kitchen", "300"), refusal }] };
    const queue = queueEdit(refused, { clientId: "c1" }, body("Kitchen", "36"));
    expect(nextToSend(queue)).toEqual({ op: "create", clientId: "c1", body: body("Kitchen", "36") });
  });
});

describe("queueRemove", () => {
  it("forgets an opening the server never had", () => {
    const queue = queueRemove(queueCreate(EMPTY_QUEUE, "c1", body("Kitchen")), { clientId: "c1" });
    expect(queue.writes).toEqual([]);
  });

  it("sends a DELETE in place of the waiting edits of an opening the server keeps", () => {
    const queue = queueRemove(queueEdit(EMPTY_QUEUE, { id: "o1" }, body("Kitchen")), { id: "o1" });
    expect(queue.writes).toEqual([{ op: "delete", id: "o1" }]);
  });
});

describe("nextToSend", () => {
  it("passes over a write the server refused and sends the next", () => {
    const queue: SheetQueue = {
      writes: [
        { op: "create", clientId: "c1", body: body("Kitchen"), refusal },
        { op: "delete", id: "o1" },
      ],
    };
    expect(nextToSend(queue)).toEqual({ op: "delete", id: "o1" });
  });

  it("answers nothing when every write waits for the estimator", () => {
    expect(nextToSend({ writes: [{ op: "delete", id: "o1", refusal }] })).toBeUndefined();
  });
});

describe("outcomeOfFailure", () => {
  const create = { op: "create" as const, clientId: "c1", body: body("Kitchen") };

  it("keeps the server's field messages of a 400 on the write", () => {
    expect(outcomeOfFailure(create, 400, { error: "Check the fields", fieldErrors: refusal.fieldErrors })).toEqual({
      kind: "refused",
      refusal,
    });
  });

  it("waits when no answer came, the session ended or the server failed", () => {
    expect(outcomeOfFailure(create, undefined)).toEqual({ kind: "wait" });
    expect(outcomeOfFailure(create, 401)).toEqual({ kind: "wait" });
    expect(outcomeOfFailure(create, 503)).toEqual({ kind: "wait" });
  });

  it("drops a change of an opening the server no longer has, but not a new one", () => {
    expect(outcomeOfFailure({ op: "delete", id: "o1" }, 404)).toEqual({ kind: "gone" });
    expect(outcomeOfFailure(create, 404).kind).toBe("refused");
  });
});

describe("settle", () => {
  it("takes a POST the server answered off the queue", () => {
    const queue = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen"));
    expect(settle(queue, queue.writes[0]!, { kind: "done", answer: view("o1", "c1") }).writes).toEqual([]);
  });

  it("keeps the write when no answer came", () => {
    const queue = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen"));
    expect(settle(queue, queue.writes[0]!, { kind: "wait" })).toEqual(queue);
  });

  it("turns an edit made while the POST was out into a PATCH of the row it made", () => {
    const sent = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen"));
    const edited = queueEdit(sent, { clientId: "c1" }, body("Kitchen", "36"));
    expect(settle(edited, sent.writes[0]!, { kind: "done", answer: view("o1", "c1") }).writes).toEqual([
      { op: "update", id: "o1", patch: body("Kitchen", "36") },
    ]);
  });

  it("turns a removal made while the POST was out into a DELETE of the row it made", () => {
    const sent = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen"));
    const removed = queueRemove(sent, { clientId: "c1" });
    expect(settle(removed, sent.writes[0]!, { kind: "done", answer: view("o1", "c1") }).writes).toEqual([{ op: "delete", id: "o1" }]);
  });

  it("keeps an edit made while its PATCH was out, to send next", () => {
    const sent = queueEdit(EMPTY_QUEUE, { id: "o1" }, body("Kitchen", "36"));
    const edited = queueEdit(sent, { id: "o1" }, body("Kitchen", "37"));
    expect(settle(edited, sent.writes[0]!, { kind: "done", answer: view("o1", null) }).writes).toEqual([
      { op: "update", id: "o1", patch: body("Kitchen", "37") },
    ]);
  });

  it("marks a refused write with the server's messages and keeps it", () => {
    const queue = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen", "300"));
    const settled = settle(queue, queue.writes[0]!, { kind: "refused", refusal });
    expect(settled.writes).toEqual([{ ...queue.writes[0], refusal }]);
    expect(queueCounts(settled)).toEqual({ waiting: 1, refused: 1 });
  });

  it("does not mark a write the estimator changed while the refused one was out", () => {
    const sent = queueCreate(EMPTY_QUEUE, "c1", body("Kitchen", "300"));
    const fixed = queueEdit(sent, { clientId: "c1" }, body("Kitchen", "36"));
    expect(nextToSend(settle(fixed, sent.writes[0]!, { kind: "refused", refusal }))).toEqual(fixed.writes[0]);
  });
});

describe("listAfter", () => {
  it("adds a new opening once, and replaces it when answered again (a resend with the same clientId)", () => {
    const create = { op: "create" as const, clientId: "c1", body: body("Kitchen") };
    const once = listAfter([], create, { kind: "done", answer: view("o1", "c1") });
    expect(listAfter(once, create, { kind: "done", answer: view("o1", "c1") })).toEqual([view("o1", "c1")]);
  });

  it("takes out a deleted opening and one the server no longer has", () => {
    const list = [view("o1", null), view("o2", null)];
    expect(listAfter(list, { op: "delete", id: "o1" }, { kind: "done" }).map((opening) => opening.id)).toEqual(["o2"]);
    expect(listAfter(list, { op: "update", id: "o2", patch: body("Den") }, { kind: "gone" }).map((opening) => opening.id)).toEqual(["o1"]);
  });
});

describe("sheetRows", () => {
  it("lists the server's openings, then the phone's new ones waiting, each once", () => {
    const queue = queueCreate(queueCreate(EMPTY_QUEUE, "c2", body("Den")), "c3", body("Hall"));
    // c2 reached the server but its answer was lost: listed once, as the phone has it.
    const rows = sheetRows([view("o1", "c1"), view("o2", "c2", "Den")], queue);
    expect(rows.map((row) => [row.key, Boolean(row.view), Boolean(row.waiting)])).toEqual([
      ["c1", true, false],
      ["c2", false, true],
      ["c3", false, true],
    ]);
  });

  it("lays a waiting edit, a removal and a refusal over the server's openings", () => {
    const queue: SheetQueue = {
      writes: [
        { op: "update", id: "o1", patch: body("Kitchen", "36"), refusal },
        { op: "delete", id: "o2" },
      ],
    };
    const [edited, removed] = sheetRows([view("o1", null), view("o2", null)], queue);
    expect(edited).toMatchObject({ ref: { id: "o1" }, waiting: body("Kitchen", "36"), removing: false, refusal });
    expect(removed).toMatchObject({ ref: { id: "o2" }, removing: true });
  });
});
