/**
 * What a person's text may hold. The forms' schemas (browser and server) refuse control
 * characters, and names lose their bidirectional controls before anything shows them, so a
 * stored name cannot break a query, a log line or an email subject.
 */

// C0 controls except tab (U+0009), line feed (U+000A) and carriage return (U+000D, half of a
// Windows line break), and DEL. Postgres refuses NUL in text outright, so without this rule a
// NUL in a form answered 500 from deep inside the query.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069): they make the rest of
// a line read backwards, e.g. a name that turns "…, Dec 3 at 10:00 AM" around in a subject.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** True when `value` holds no control character but tab and line breaks (no NUL, no DEL). */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

// A UTF-16 surrogate without its other half: JSON's "\ud800" escape makes one, no keyboard
// types one, and no text encoding can carry it (Postgres refuses it in json and text alike).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` is well-formed Unicode: every surrogate has its other half. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/**
 * The top-level fields of a parsed JSON body holding a string that is not well-formed Unicode,
 * anywhere inside them (an object's key too); "_form" for a malformed top-level key or a body
 * that is itself such a string.
 */
export function malformedTextFields(body: unknown): string[] {
  if (typeof body === "string") return isWellFormedText(body) ? [] : ["_form"];
  if (typeof body !== "object" || body === null) return [];
  if (Array.isArray(body)) return body.some(holdsMalformedText) ? ["_form"] : [];
  const fields = new Set<string>();
  for (const [key, value] of Object.entries(body)) {
    if (!isWellFormedText(key)) fields.add("_form");
    else if (holdsMalformedText(value)) fields.add(key);
  }
  return [...fields];
}

function holdsMalformedText(value: unknown): boolean {
  if (typeof value === "string") return !isWellFormedText(value);
  if (typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, inner]) => !isWellFormedText(key) || holdsMalformedText(inner));
}

/** `value` without bidirectional embedding, override or isolate characters. */
export function withoutBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, "");
}
