/**
 * One text for a JSON value, whoever writes it: object keys sorted by their UTF-16 code units,
 * no whitespace, strings escaped as JSON.stringify escapes them. For the values we hash (strings,
 * integers, booleans, null, arrays and plain objects) this is the JSON Canonicalization Scheme
 * of RFC 8785, so anyone can recompute a hash of it with a JCS library and get ours.
 */

/** A value canonicalJson accepts. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The canonical text of `value`; throws for a number that is not a safe integer (amounts are cents). */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`Only whole numbers are hashed, not ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map((item: JsonValue) => canonicalJson(item)).join(",")}]`;
  const object = value as { readonly [key: string]: JsonValue };
  const keys = Object.keys(object)
    .filter((key) => object[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key]!)}`).join(",")}}`;
}
