/**
 * How long a text is, in the units carriers bill: GSM-7 characters (the extension table's
 * characters such as € and { count twice), or UCS-2 code units when any character is outside
 * GSM-7 (an emoji, "í" with its accent counts, "é" does not). One segment holds 160 GSM-7 or
 * 70 UCS-2 units; a longer text is split into 153 or 67 per segment.
 */

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_EXTENDED = "^{}\\[~]|€\f";

/** A text's encoding, length in units and billed segments. */
export interface SmsLength {
  encoding: "GSM-7" | "UCS-2";
  /** Septets for GSM-7 (extended characters count two), UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

/** The most GSM-7 characters a single-segment text holds. */
export const GSM7_SINGLE_SEGMENT = 160;

/** Measures `text` (see the file's comment). */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENDED.includes(char)) septets += 2;
    else return ucs2Length(text);
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** True when every character of `text` is in GSM-7's tables. */
export function isGsm7(text: string): boolean {
  return smsLength(text).encoding === "GSM-7";
}

function ucs2Length(text: string): SmsLength {
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

// Accented letters GSM-7 lacks, folded to its nearest letter; é, è, à, ù, ì, ò, ñ, ü stay. The
// no-break space that keeps "10 a.m." together on a page is a plain space in a text.
const FOLDS: Record<string, string> = {
  á: "a",
  í: "i",
  ó: "o",
  ú: "u",
  Á: "A",
  Í: "I",
  Ó: "O",
  Ú: "U",
  È: "E",
  À: "A",
  "’": "'",
  "“": '"',
  "”": '"',
  "—": "-",
  "–": "-",
  "\u00a0": " ",
};

/**
 * `text` with the accented letters GSM-7 lacks (á, í, ó, ú...) replaced by plain ones, and
 * no-break spaces by spaces, so a text keeps 160 characters a segment instead of 70. Other
 * characters are kept.
 */
export function foldToGsm7(text: string): string {
  return text.replace(/[áíóúÁÍÓÚÈÀ’“”—–\u00a0]/g, (char) => FOLDS[char] ?? char);
}
