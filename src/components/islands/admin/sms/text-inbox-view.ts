/**
 * What the texts inbox (/admin/texts, texts-admin.tsx) shows, as rules apart from the drawing:
 * which view the page's address asks for, the page it reads, a text's state in words, where its
 * conversation is, and what its button does.
 */
import { apiUrl, type ApiUrl } from "@/browser/api-client";
import { adminTextInbox } from "@/schemas/routes/admin";
import { TEXT_INBOX_SHOWS, type InboxText, type TextInboxShow } from "@/schemas/text-inbox";
import { ADMIN_PAGE_SIZE } from "../admin-api";

/** The inbox's one filter. */
export interface InboxFilters {
  show: TextInboxShow;
}

/** The first view: the messages waiting for an answer. */
export const FIRST_VIEW: InboxFilters = { show: "waiting" };

export const SHOW_LABELS: Record<TextInboxShow, string> = { waiting: "Waiting for an answer", all: "Every text received" };

/** A text's state as a badge. */
export const STATES: Record<InboxText["state"], { label: string; tone: "amber" | "green" | "slate" }> = {
  waiting: { label: "Waiting", tone: "amber" },
  answered: { label: "Answered", tone: "green" },
  automatic: { label: "Answered by the site", tone: "slate" },
};

/** The filters a page's query string asks for; anything unknown opens the first view. */
export function inboxFiltersFrom(search: string): InboxFilters {
  const show = new URLSearchParams(search).get("show");
  return { show: TEXT_INBOX_SHOWS.find((value) => value === show) ?? FIRST_VIEW.show };
}

/** GET URL of a page of the inbox: the one after the cursor `after` (none: the first). */
export function inboxUrl(filters: InboxFilters, _page: number, after?: string): ApiUrl<typeof adminTextInbox> {
  return apiUrl(adminTextInbox, { query: { show: filters.show, after, pageSize: ADMIN_PAGE_SIZE } });
}

/** Where a text's conversation is, to read it whole and reply: the visit's or the lead's details; null for a number we do not know. */
export function conversationHref(text: Pick<InboxText, "appointmentId" | "leadId">): string | null {
  if (text.appointmentId) return `/admin/appointments?id=${encodeURIComponent(text.appointmentId)}`;
  if (text.leadId) return `/admin/leads?id=${encodeURIComponent(text.leadId)}`;
  return null;
}

/** What the text's button marks it (a waiting one answered, an answered one waiting again); none for what the site answered itself. */
export function markAction(state: InboxText["state"]): { answered: boolean; label: string; done: string } | null {
  if (state === "automatic") return null;
  return state === "waiting"
    ? { answered: true, label: "Mark answered", done: "Marked answered" }
    : { answered: false, label: "Mark waiting", done: "Marked waiting" };
}
