/**
 * An opening's size as the estimator measures it: inches to the sixteenth, typed on a phone as
 * "35 1/2", "35-1/2", "35.5" or "35". A size is kept as a whole number of sixteenths, so it is
 * exact (35 1/2 in is 568), never a float; every figure made from it (united inches, square feet,
 * a price per square foot) is computed from those integers.
 *
 * Shipped to the browser: the measure sheet reads and shows sizes by these same rules.
 */

/** Sixteenths in an inch: the finest size the trade orders to. */
export const SIXTEENTHS_PER_INCH = 16;
/** The smallest and largest width or height an opening may have, in inches. */
export const MIN_OPENING_INCHES = 6;
export const MAX_OPENING_INCHES = 180;
/** Square inches in a square foot. */
export const SQUARE_INCHES_PER_FOOT = 144;

/** Why typed text is not a size: not a number at all, or finer than a sixteenth. */
export type InchesProblem = "format" | "sixteenth";

/** A whole number, then optionally a fraction (by a space or a hyphen) or a decimal, then optionally `"` or "in". */
const TYPED = /^(\d{1,4})(?:(?:\s+|\s*-\s*)(\d{1,2})\s*\/\s*(\d{1,2})|\.(\d{1,4}))?\s*(?:"|''|in\.?|inches)?$/i;
/** A fraction alone ("1/2"), for completeness. */
const FRACTION_ONLY = /^(\d{1,2})\s*\/\s*(\d{1,2})\s*(?:"|''|in\.?|inches)?$/i;

/** A fraction n/d in sixteenths, or null when d is not 2, 4, 8 or 16 or the fraction is not proper. */
function fractionSixteenths(numerator: number, denominator: number): number | null {
  if (![2, 4, 8, 16].includes(denominator) || numerator <= 0 || numerator >= denominator) return null;
  return (numerator * SIXTEENTHS_PER_INCH) / denominator;
}

/**
 * Typed inches in sixteenths: `{ sixteenths }`, or `{ problem }` when the text is not a size
 * ("format") or names a part of an inch finer than a sixteenth ("sixteenth", e.g. 35.3 or 35 1/3).
 * The range (6 to 180 inches) is the schema's to judge.
 */
export function parseInches(typed: string): { sixteenths: number } | { problem: InchesProblem } {
  const text = typed.trim().replace(/\s+/g, " ");
  const alone = FRACTION_ONLY.exec(text);
  if (alone) {
    const part = fractionSixteenths(Number(alone[1]), Number(alone[2]));
    return part === null ? { problem: "sixteenth" } : { sixteenths: part };
  }
  const match = TYPED.exec(text);
  if (!match) return { problem: "format" };
  const whole = Number(match[1]) * SIXTEENTHS_PER_INCH;
  if (match[2] !== undefined) {
    const part = fractionSixteenths(Number(match[2]), Number(match[3]));
    return part === null ? { problem: "sixteenth" } : { sixteenths: whole + part };
  }
  if (match[4] !== undefined) {
    // 0.0625 is one sixteenth: the decimal digits times 16 must come out whole.
    const digits = match[4];
    const scaled = Number(digits) * SIXTEENTHS_PER_INCH;
    const unit = 10 ** digits.length;
    return scaled % unit === 0 ? { sixteenths: whole + scaled / unit } : { problem: "sixteenth" };
  }
  return { sixteenths: whole };
}

/** A number of inches (35.5) in sixteenths, or null when it is not a whole number of sixteenths. */
export function inchesToSixteenths(inches: number): number | null {
  const sixteenths = inches * SIXTEENTHS_PER_INCH;
  return Number.isFinite(inches) && Number.isInteger(sixteenths) ? sixteenths : null;
}

/** Sixteenths as a number of inches (568 → 35.5): exact, since a sixteenth is a binary fraction. */
export function sixteenthsToInches(sixteenths: number): number {
  return sixteenths / SIXTEENTHS_PER_INCH;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Sixteenths as people write a size: 568 → "35 1/2", 959 → "59 15/16", 560 → "35", 8 → "1/2". */
export function formatInches(sixteenths: number): string {
  const whole = Math.floor(sixteenths / SIXTEENTHS_PER_INCH);
  const part = sixteenths % SIXTEENTHS_PER_INCH;
  if (part === 0) return String(whole);
  const divisor = gcd(part, SIXTEENTHS_PER_INCH);
  const fraction = `${part / divisor}/${SIXTEENTHS_PER_INCH / divisor}`;
  return whole === 0 ? fraction : `${whole} ${fraction}`;
}

/** Whether a width or height is within the sizes an opening may have (6 to 180 inches). */
export function isOpeningSize(sixteenths: number): boolean {
  return sixteenths >= MIN_OPENING_INCHES * SIXTEENTHS_PER_INCH && sixteenths <= MAX_OPENING_INCHES * SIXTEENTHS_PER_INCH;
}

/** A width and a height, in sixteenths of an inch. */
export interface OpeningSize {
  widthSixteenths: number;
  heightSixteenths: number;
}

/** United inches: width plus height, rounded up to the next whole inch (35 1/2 + 59 15/16 = 95 7/16 → 96). */
export function unitedInches({ widthSixteenths, heightSixteenths }: OpeningSize): number {
  return Math.ceil((widthSixteenths + heightSixteenths) / SIXTEENTHS_PER_INCH);
}

/** The area in square sixteenths of an inch: exact, the numerator of every per-square-foot figure. */
export function areaSquareSixteenths({ widthSixteenths, heightSixteenths }: OpeningSize): bigint {
  return BigInt(widthSixteenths) * BigInt(heightSixteenths);
}

/** Square sixteenths in a square foot (144 × 16 × 16). */
export const SQUARE_SIXTEENTHS_PER_FOOT = BigInt(SQUARE_INCHES_PER_FOOT * SIXTEENTHS_PER_INCH * SIXTEENTHS_PER_INCH);

/** The area in square feet, to two decimals, for people (72 × 48 in → 24). */
export function squareFeet(size: OpeningSize): number {
  const hundredths = (areaSquareSixteenths(size) * 100n * 2n + SQUARE_SIXTEENTHS_PER_FOOT) / (SQUARE_SIXTEENTHS_PER_FOOT * 2n);
  return Number(hundredths) / 100;
}

/** Whether the area is more than `feet` square feet, exactly. */
export function areaOver(size: OpeningSize, feet: number): boolean {
  return areaSquareSixteenths(size) > BigInt(feet) * SQUARE_SIXTEENTHS_PER_FOOT;
}

/** Styles made wider than tall: a slider or a picture window measured taller than wide is likely a swapped width and height. */
const USUALLY_WIDE: readonly string[] = ["slider", "picture"];

/** Whether to ask "height and width swapped?" before saving: a slider or picture window taller than wide. */
export function looksSwapped(style: string, size: OpeningSize): boolean {
  return USUALLY_WIDE.includes(style) && size.heightSixteenths > size.widthSixteenths;
}
