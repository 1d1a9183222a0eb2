import { describe, expect, it } from "vitest";
import { nextToSend, outcomeOfFailure, settle, waitingFor, type OutboxEntry } from "./outbox";

const photo = (seq: number, jobId = "job-1"): OutboxEntry => ({
  seq,
  kind: "photo",
  jobId,
  clientId: `photo-${seq}`,
  photo: new Blob(["x"]),
});
const signOff = (seq: number, jobId = "job-1"): OutboxEntry => ({
  seq,
  kind: "sign-off",
  jobId,
  clientId: `sign-off-${seq}`,
  body: { clientId: `sign-off-${seq}`, typedName: "Ana Lopez", outcome: "completed", signedAt: "2026-12-02T22:30:00Z" },
});

describe("nextToSend", () => {
  it("returns the oldest entry by its sequence, whatever order they are kept in", () => {
    expect(nextToSend([signOff(3), photo(1), photo(2)])?.seq).toBe(1);
  });

  it("returns the oldest the server has not refused, and nothing when all were refused", () => {
    expect(nextToSend([{ ...photo(1), refused: "Too large" }, signOff(2)])?.seq).toBe(2);
    expect(nextToSend([{ ...photo(1), refused: "Too large" }])).toBeUndefined();
  });
});

describe("outcomeOfFailure", () => {
  it("returns wait when no answer came, for a server error, signed out, or too many requests", () => {
    for (const status of [undefined, 500, 502, 503, 401, 408, 429]) expect(outcomeOfFailure(status)).toEqual({ kind: "wait" });
  });

  it("returns refused with the server's words for a refusal the crew can read", () => {
    expect(outcomeOfFailure(409, { error: "Take an after-photo first" })).toEqual({
      kind: "refused",
      message: "Take an after-photo first",
    });
    expect(outcomeOfFailure(413)).toEqual({ kind: "refused", message: "The office did not take this" });
  });
});

describe("settle", () => {
  it("takes a sent entry out, keeps a refused one with its message, and leaves everything when it must wait", () => {
    const entries = [photo(1), signOff(2)];
    expect(settle(entries, entries[0]!, { kind: "done" }).map((entry) => entry.seq)).toEqual([2]);
    expect(settle(entries, entries[0]!, { kind: "refused", message: "No" })[0]).toMatchObject({ seq: 1, refused: "No" });
    expect(settle(entries, entries[0]!, { kind: "wait" })).toEqual(entries);
  });
});

describe("waitingFor", () => {
  it("returns the job's waiting photos and sign-off, not another job's", () => {
    const waiting = waitingFor([photo(1), photo(2, "job-2"), signOff(3)], "job-1");
    expect(waiting.photos.map((entry) => entry.seq)).toEqual([1]);
    expect(waiting.signOff?.seq).toBe(3);
  });
});
