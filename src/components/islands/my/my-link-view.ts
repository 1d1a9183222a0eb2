/**
 * What the link form says after a send: the one answer (the same whether or not the email is
 * known), the email's own message for a 400, the limit explained for a 429, and a failure to
 * retry for anything else. Pure.
 */
import { ApiError } from "@/browser/api-request";
import type { Locale } from "@/i18n/locales";
import { myLinkFormWords } from "@/i18n/my-page";

/** The outcome of a send, as the form shows it. */
export type LinkFormOutcome =
  { kind: "sent" } | { kind: "field"; message: string } | { kind: "tooMany"; message: string } | { kind: "failed" };

/**
 * The message under the email field before anything is sent: empty is the one thing the page
 * tells alone (the server judges the rest), so the validators' words and zod stay off the page.
 */
export function emailProblem(email: string, locale: Locale): string | null {
  return email.trim() === "" ? myLinkFormWords[locale].emailRequired : null;
}

/**
 * After a send: "sent" in the form's own words, whatever the answer's (the same sentence for
 * every email, so the page can never differ between a known and an unknown one).
 */
export function linkFormOutcome(result: unknown, error: unknown): LinkFormOutcome | null {
  if (result) return { kind: "sent" };
  if (!error) return null;
  if (error instanceof ApiError && error.status === 400 && error.body.fieldErrors?.email?.[0])
    return { kind: "field", message: error.body.fieldErrors.email[0] };
  // The server says how long to wait when it says anything; else ours.
  if (error instanceof ApiError && error.status === 429) return { kind: "tooMany", message: error.body.error ?? "" };
  return { kind: "failed" };
}
