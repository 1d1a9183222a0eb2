/** How the admin lists word a row's texts at a glance (the `texts` summary the lists carry). */
import type { TextSummary } from "@/schemas/sms-admin";
import { plural } from "../admin-format";

/** "Agreed to texts", "No consent to texts", or "Replied STOP: no texts until START". */
export function consentText(texts: TextSummary): string {
  if (!texts.consent) return "No consent to texts";
  return texts.optedOut ? "Replied STOP: no texts until START" : "Agreed to texts";
}

/** "No texts yet", or "3 texts, the last delivered". */
export function messagesText(texts: TextSummary): string {
  if (texts.messages === 0) return "No texts yet";
  return texts.lastStatus ? `${plural(texts.messages, "text")}, the last ${texts.lastStatus}` : plural(texts.messages, "text");
}
