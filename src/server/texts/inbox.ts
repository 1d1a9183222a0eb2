/**
 * The admins' inbox of the texts customers sent: a page of them, newest first (the messages that
 * wait for an answer, or all), and marking one answered when a call or an email answered it. An
 * admin's own text to the number answers it too (./admin-texts.ts).
 */
import type { InboxPage, InboxText, TextInboxQuery } from "@/schemas/text-inbox";
import type { Database } from "@/server/db/client";
import { INBOUND_MESSAGE_KIND, isAnswered, readInboxPage, setTextAnswered, type InboxRow } from "@/server/db/sms/inbox";
import type { ServerEnv } from "@/server/env";
import { NotFoundError } from "@/server/http/errors";
import { smsConfigured } from "../sms/config";

/** The 404 for an id that is no text a customer sent. */
export const INBOX_TEXT_NOT_FOUND = "There is no such text from a customer.";

/** What the inbox says of one stored text: a keyword the site answered, or a message, answered or not. */
export function inboxStateOf(row: Pick<InboxRow["text"], "kind" | "status">): InboxText["state"] {
  if (row.kind !== INBOUND_MESSAGE_KIND) return "automatic";
  return isAnswered(row) ? "answered" : "waiting";
}

function toInboxText({ text, firstName, lastName }: InboxRow): InboxText {
  return {
    id: text.id,
    receivedAt: text.createdAt.toISOString(),
    phone: text.phone,
    body: text.body,
    from: firstName || lastName ? [firstName, lastName].filter(Boolean).join(" ") : null,
    appointmentId: text.appointmentId,
    leadId: text.leadId,
    state: inboxStateOf(text),
  };
}

/** One page of the inbox as `query` asks for it. */
export async function listInbox(db: Database, env: ServerEnv, query: TextInboxQuery): Promise<InboxPage> {
  const page = await readInboxPage(db, {
    waitingOnly: query.show === "waiting",
    afterId: query.after ? Number(query.after) : null,
    pageSize: query.pageSize,
  });
  return {
    items: page.rows.map(toInboxText),
    nextCursor: page.nextCursor,
    total: page.total,
    totalCapped: page.capped,
    pageSize: query.pageSize,
    textsConfigured: smsConfigured(env),
  };
}

/** Marks the text `id` answered, or waiting again, and answers its new state; 404 when no customer sent a text with that id. */
export async function markInboxText(db: Database, id: number, answered: boolean, now: Date): Promise<Pick<InboxText, "id" | "state">> {
  const row = await setTextAnswered(db, id, answered, now);
  if (!row) throw new NotFoundError(INBOX_TEXT_NOT_FOUND);
  return { id: row.id, state: inboxStateOf(row) };
}
