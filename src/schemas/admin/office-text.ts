/** The office's free-text fields (quotes, jobs), with the English messages the admin screens show. */
import { isPlainText } from "@/core/plain-text";
import { z } from "../zod";

/** The message for a control character in a field. */
export const CONTROL = "Remove the special characters that cannot be shown";

/** Trimmed plain text of at most `max` characters, named `label` in its messages. */
export const officeText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .max(max, `Keep ${label} under ${max} characters`)
    .refine(isPlainText, CONTROL);
