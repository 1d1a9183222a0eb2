/**
 * What a person's text may hold. The forms' schemas (browser and server) refuse control
 * characters, and names lose their bidirectional controls before anything shows them, so a
 * stored name cannot break a query, a log line or an email subject.
 */

// C0 controls except tab (U+0009), line feed (U+000A) and carriage return (U+000D, half of a
// Windows line break), and DEL. Postgres refuses NUL in text outright, so without this rule a
// NUL in a form answered 500 from deep inside the query.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they make the rest of
// a line read backwards, e.g. a name that turns "…, Dec 3 at 10:00 AM" around in a subject.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** True when `value` holds no control character but tab and line breaks (no NUL, no DEL). */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** `value` without bidirectional embedding, override or isolate characters. */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
