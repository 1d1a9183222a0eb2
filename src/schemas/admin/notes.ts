/**
 * The admin's own notes on a visit or a lead, and the message every admin field gives for text
 * holding a character it cannot store.
 */
import { z } from "../zod";
import { isPlainText } from "@/core/plain-text";

/** Longest admin note on an appointment or a lead, in characters. */
export const MAX_ADMIN_NOTES = 5000;

/** What the admin screens say of text holding a NUL or another control character (Postgres refuses NUL). */
export const CONTROL_CHARACTERS = "Remove the special characters that cannot be shown";

/** An admin's notes, as a visit's or a lead's change takes them. */
export const notesField = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(MAX_ADMIN_NOTES, `Keep notes under ${MAX_ADMIN_NOTES} characters`)
  .refine(isPlainText, CONTROL_CHARACTERS);
