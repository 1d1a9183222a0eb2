/**
 * Merging a translation file into its English entry. A translation carries only words
 * (see src/build-time/content-schemas/translation.ts); every fact comes from the English entry, so a
 * price or ZIP code can never drift between languages.
 */

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A translation whose list has a different length from the English one. */
export class TranslationShapeError extends Error {
  constructor(
    readonly field: string,
    english: number,
    translated: number,
  ) {
    super(`${field} has ${translated} items in the translation but ${english} in English; keep the same items in the same order.`);
    this.name = "TranslationShapeError";
  }
}

/**
 * The English data with the translation's words laid over it: nested objects merge key by
 * key, lists replace the English list only when they have the same length (else it throws).
 */
export function mergeTranslation<T extends Plain>(english: T, translation: Plain, field = ""): T {
  const merged: Plain = { ...english };
  for (const [key, value] of Object.entries(translation)) {
    const name = field ? `${field}.${key}` : key;
    const base = english[key];
    if (isPlain(base) && isPlain(value)) merged[key] = mergeTranslation(base, value, name);
    else if (Array.isArray(base) && Array.isArray(value) && base.length !== value.length)
      throw new TranslationShapeError(name, base.length, value.length);
    else merged[key] = value;
  }
  return merged as T;
}

/** A product translation names its colors in `colorNames`, in the English order; the hex codes stay. */
export function mergeColorNames<C extends { name: string }>(colors: C[], colorNames: string[] | undefined): C[] {
  if (!colorNames) return colors;
  if (colorNames.length !== colors.length) throw new TranslationShapeError("colorNames", colors.length, colorNames.length);
  return colors.map((color, index) => ({ ...color, name: colorNames[index]! }));
}
