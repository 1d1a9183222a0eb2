/**
 * What the admin reads before saving a change the customer hears of: who will be told, by
 * which channels, in which language (src/core/visit-changes.ts decides which changes tell
 * them; the server sends exactly that), and, afterwards, what the history says was sent.
 */
import type { Told } from "@/core/visit-changes";
import type { CustomerReach } from "@/schemas/admin/appointments";
import { LANGUAGE_NAMES } from "../admin-format";

/** What a change the customer hears of does, for the preview's sentence. */
export type PreviewedChange = "confirmed" | "cancelled" | "moved";

const SAYING: Record<PreviewedChange, string> = {
  confirmed: "saying the visit is confirmed, with the updated calendar invitation",
  cancelled: "saying the visit is cancelled, and the event leaves their calendar",
  moved: "with the new time and the updated calendar invitation",
};

/** "Ana will get an email and a text, in Spanish, saying the visit is confirmed, …" */
export function noticePreview(firstName: string, reach: CustomerReach, change: PreviewedChange): string {
  const channels = reach.text ? "an email and a text" : "an email";
  return `${firstName} will get ${channels}, in ${LANGUAGE_NAMES[reach.locale]}, ${SAYING[change]}.`;
}

/** The sentence when the admin chose not to tell: nobody hears of it, and the history will say so. */
export function silentPreview(firstName: string): string {
  return `Nobody will be told. Use this when ${firstName} already knows (you agreed it on the phone); the history records that nobody was told.`;
}

/** The history's words for what a change sent. */
export function toldText(told: string | null): string {
  const words: Record<Told, string> = {
    email: "told the customer by email",
    "email and text": "told the customer by email and text",
    nobody: "chose not to tell the customer",
  };
  return words[told as Told] ?? `told the customer (${told ?? "?"})`;
}
