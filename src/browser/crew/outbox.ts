/**
 * What the crew's phone keeps until the server has it: after-photos and the customer's sign-off,
 * sent in the order they were taken (a job's photos before its sign-off, which needs one). Each
 * carries the id the phone made for it (`clientId`), so a resend after a lost answer is kept once
 * by the server. A write the server refuses (a 4xx the crew can read) stays with its message and
 * the next is sent; no answer (no signal, a server error, signed out) stops the run until the
 * signal is back. Pure: ./outbox-store.ts keeps the entries in IndexedDB, ./crew-page.ts sends them.
 */
import type { SignOffBody } from "@/schemas/crew";

/** One write waiting to be sent. `seq` orders them; `refused` holds the server's refusal. */
export type OutboxEntry =
  | { seq: number; kind: "photo"; jobId: string; clientId: string; photo: Blob; refused?: string }
  | { seq: number; kind: "sign-off"; jobId: string; clientId: string; body: SignOffBody; refused?: string };

/** The next entry to send: the oldest the server has not refused. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return [...entries].sort((a, b) => a.seq - b.seq).find((entry) => !entry.refused);
}

/** What came of sending an entry. */
export type SendOutcome = { kind: "done" } | { kind: "refused"; message: string } | { kind: "wait" };

/** What a failed request means: `status` the HTTP status, undefined when no answer came (no signal). */
export function outcomeOfFailure(status: number | undefined, body: { error?: string } = {}): SendOutcome {
  if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429) {
    return { kind: "refused", message: body.error ?? "The office did not take this" };
  }
  return { kind: "wait" };
}

/** The entries after `sent` came to `outcome`: done ones leave, refused ones keep their message, the rest wait. */
export function settle(entries: readonly OutboxEntry[], sent: OutboxEntry, outcome: SendOutcome): OutboxEntry[] {
  if (outcome.kind === "done") return entries.filter((entry) => entry.seq !== sent.seq);
  if (outcome.kind === "refused") return entries.map((entry) => (entry.seq === sent.seq ? { ...entry, refused: outcome.message } : entry));
  return [...entries];
}

/** What waits for one job: its photos not yet sent, and its sign-off if it waits. */
export function waitingFor(entries: readonly OutboxEntry[], jobId: string) {
  const mine = entries.filter((entry) => entry.jobId === jobId);
  return {
    photos: mine.filter((entry) => entry.kind === "photo"),
    signOff: mine.find((entry): entry is Extract<OutboxEntry, { kind: "sign-off" }> => entry.kind === "sign-off"),
  };
}
