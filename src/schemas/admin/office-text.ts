/**
 * The office's free-text fields (quotes, change orders, jobs, invoices and their payments), with
 * the English messages the admin screens show: the one piece every such field is made of, so none
 * lets a control character through (Postgres refuses a NUL, which answered 500 from deep inside a
 * query, and a bell or an escape would be stored and printed on documents).
 */
import { isPlainText } from "@/core/plain-text";
import { z } from "../zod";

/** What the admin screens say of text holding a NUL or another control character. */
export const CONTROL = "Remove the special characters that cannot be shown";

/** Trimmed plain text of at most `max` characters, named `label` in its messages. */
export const officeText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters`)
    .refine(isPlainText, CONTROL);
