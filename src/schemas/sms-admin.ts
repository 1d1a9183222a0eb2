/** What the admin's text-message screens send and receive (/api/admin/sms/*). */
import * as z from "zod/mini";
import "../core/zod-mini";

/** Whose thread: one visit's or one lead's. */
const subject = {
  appointmentId: z.optional(z.uuid()),
  leadId: z.optional(z.uuid()),
};

const hasSubject = z.refine<{ appointmentId?: string; leadId?: string }>(
  (value) => Boolean(value.appointmentId) !== Boolean(value.leadId),
  {
    message: "Name one appointment or one lead",
    path: ["appointmentId"],
  },
);

/** POST /api/admin/sms/send: a free-text message to a consenting customer. */
export const adminTextSchema = z
  .object({
    ...subject,
    /** What to say; the business name is added in front. */
    body: z
      .string()
      .check(z.trim(), z.minLength(1, "Write a message"), z.maxLength(480, "Keep the message under 480 characters (3 texts)")),
  })
  .check(hasSubject);

/** POST /api/admin/sms/on-my-way: "your estimator is on the way", arriving in 15, 30 or 45 minutes. */
export const onMyWaySchema = z.object({
  appointmentId: z.uuid(),
  etaMinutes: z.union([z.literal(15), z.literal(30), z.literal(45)]),
});

/** One text of a thread, as the admin sees it. */
export interface AdminText {
  id: number;
  direction: "inbound" | "outbound";
  kind: string;
  body: string;
  status: string;
  deliveryStatus: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  sentBy: string | null;
}

/** GET /api/admin/sms/thread: a visit's or lead's texts and consent. */
export interface AdminTextThread {
  /** Whether texts are configured at all. */
  configured: boolean;
  consent: { phone: string; consentedAt: string; wordingVersion: string; locale: string } | null;
  /** The number sent STOP. */
  optedOut: boolean;
  messages: AdminText[];
}

/** GET /api/admin/sms/stats: texts sent (handed to Twilio) today and this month, Phoenix time. */
export interface AdminTextStats {
  configured: boolean;
  today: number;
  month: number;
  /** Texts overdue: refused by Twilio and being retried, or stuck (not those held for the quiet hours). */
  waiting: number;
  /** Texts given up in the last 7 days (refused too often, or too old to send). */
  givenUp: number;
}

/** What the admin lists show of a visit's or lead's texts without opening the thread (src/server/sms/summaries.ts). */
export interface TextSummary {
  /** The booking or lead carried consent to texts. */
  consent: boolean;
  /** That number has since sent STOP. */
  optedOut: boolean;
  /** Texts both ways. */
  messages: number;
  /** The newest text's state as the thread words it ("delivered", "received", "failed"...); null with no texts. */
  lastStatus: string | null;
}

/** A row with nothing to show: no consent, no texts. */
export const NO_TEXTS: TextSummary = { consent: false, optedOut: false, messages: 0, lastStatus: null };

/** Whether the admin can text this customer now: texts configured, consent given, no STOP since. */
export function canText(configured: boolean | undefined, texts: TextSummary | undefined): boolean {
  return Boolean(configured && texts?.consent && !texts.optedOut);
}
