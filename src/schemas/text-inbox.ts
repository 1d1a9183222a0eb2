/**
 * The texts screen's inbox (/api/admin/sms/inbox): the texts customers sent us, newest first,
 * opening on the messages nobody has answered yet. A message is answered once an admin texts
 * that number back (a free text or "On my way") or marks it answered (a call did it).
 */
import { z } from "./zod";

/** What the inbox shows: the messages that wait for an answer (its first view), or every text received. */
export const TEXT_INBOX_SHOWS = ["waiting", "all"] as const;
export type TextInboxShow = (typeof TEXT_INBOX_SHOWS)[number];

/** A page's cursor: the id of the last text of the page before. */
const INBOX_CURSOR = /^\d{1,12}$/;

/** GET /api/admin/sms/inbox. */
export const textInboxQuerySchema = z.object({
  /** Which texts; the messages waiting for an answer unless asked otherwise. */
  show: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(TEXT_INBOX_SHOWS, { error: "Choose waiting or all" }).default("waiting"),
  ),
  /** The cursor a page answered with (`nextCursor`), for the page after it; none for the first page. */
  after: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().regex(INBOX_CURSOR, "Start again from the first page").optional(),
  ),
  /** Rows per page, 1..100. */
  pageSize: z.preprocess(
    (value) => (value === undefined || value === "" ? 20 : Number(value)),
    z.number({ error: "Page size must be a number" }).int().min(1).max(100),
  ),
});
export type TextInboxQuery = z.output<typeof textInboxQuerySchema>;

/** PATCH /api/admin/sms/inbox/{id}: answered (a call or an email did it), or back to waiting. */
export const textInboxPatchSchema = z.object({ answered: z.boolean({ error: "Answered is true or false" }) });

/** One text a customer sent, as the inbox lists it. */
export interface InboxText {
  /** The stored text's id. */
  id: number;
  /** When it arrived, ISO. */
  receivedAt: string;
  /** The number it came from, E.164. */
  phone: string;
  body: string;
  /** The name on the visit or lead it was filed with; null for a number we do not know. */
  from: string | null;
  /** The visit or lead whose thread holds it (at most one of them is set). */
  appointmentId: string | null;
  leadId: string | null;
  /**
   * "waiting": a message nobody has answered; "answered": someone texted back or marked it;
   * "automatic": a keyword (C, R, STOP, START, HELP) the site answered by itself, or a text
   * received before the inbox kept track.
   */
  state: "waiting" | "answered" | "automatic";
}

/** One page of the inbox, how many texts the view holds (counted up to a cap), and the cursor of the next page (null on the last). */
export interface InboxPage {
  items: InboxText[];
  nextCursor: string | null;
  total: number;
  /** The count stopped at its cap: there are more than `total`. */
  totalCapped: boolean;
  pageSize: number;
  /** Whether the admin could text back: texts are configured. */
  textsConfigured: boolean;
}
