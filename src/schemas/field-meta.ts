/**
 * What a content schema tells the CMS beyond its zod rules, kept in zod's metadata: every field's
 * `meta({ title, description })` is the label and hint an editor reads, and the keys declared
 * here say which control edits it and how a pattern's mistake is worded
 * (src/build-time/cms-config.ts writes the CMS configuration from them).
 */
import { z } from "zod";

/**
 * How the CMS edits a field when its zod type alone does not say: a date picker, an image
 * picker, a multi-line box, a choice of another collection's entries, or no
 * control at all (a fixed value the editor never sees).
 */
export type EditorWidget =
  | { widget: "date" | "image" | "text" }
  | { widget: "hidden"; default: string }
  | { widget: "relation"; collection: string; display: string };

declare module "zod/v4/core" {
  interface GlobalMeta {
    /** The CMS control, when not the one the type implies (see EditorWidget). */
    editor?: EditorWidget;
    /** What an editor reads when the value does not match the field's pattern. */
    patternMessage?: string;
    /** For a field of the Spanish file only: the English field the CMS shows it after. */
    after?: string;
  }
}

/** A string that must match `pattern`; `message` says how to write it, in zod's error and in the CMS. */
export function matching(pattern: RegExp, message: string) {
  return z.string().regex(pattern, message).meta({ patternMessage: message });
}
