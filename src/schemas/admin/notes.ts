/** The admin's own notes on a visit or a lead. */
import { z } from "../zod";
import { isPlainText } from "@/core/plain-text";
import { CONTROL } from "./office-text";

/** Longest admin note on an appointment or a lead, in characters. */
export const MAX_ADMIN_NOTES = 5000;

/** An admin's notes, as a visit's or a lead's change takes them. */
export const notesField = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(MAX_ADMIN_NOTES, `Keep notes under ${MAX_ADMIN_NOTES} characters`)
  .refine(isPlainText, CONTROL);
