/**
 * Amounts as people type them into the office's forms, read exactly: dollars into whole cents and
 * a percent into basis points (1/100 of a percent), and basis points back into a percent for the
 * page. Each form's zod schema judges the range (a price is never negative, a change order's line
 * may be a credit, an invoice asks 1 to 100 percent); these say only whether the text is an amount.
 */

/** The most dollar digits read (well past any price the schemas allow), so the cents stay exact. */
const MAX_DOLLAR_DIGITS = 9;

const TYPED_DOLLARS = new RegExp(`^(-)?\\$?(\\d{0,${MAX_DOLLAR_DIGITS}})(?:\\.(\\d{1,2}))?$`);

/**
 * Dollars as typed ("725", "$1,234.5", "-200.50" for a credit) in whole cents; null when the text
 * is not an amount with at most two decimals. Commas and spaces are read as nothing.
 */
export function dollarsToCents(typed: string): number | null {
  const match = TYPED_DOLLARS.exec(typed.replace(/[,\s]/g, ""));
  if (!match || (!match[2] && !match[3])) return null;
  const cents = Number(match[2] || "0") * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  return match[1] && cents !== 0 ? -cents : cents;
}

/** A percent (8.3, 25, 33.33) in basis points (830, 2500, 3333); null when it is not a number with at most two decimals. */
export function percentToBasisPoints(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  return Number.isFinite(percent) && Math.abs(basisPoints - percent * 100) <= 1e-6 ? basisPoints : null;
}

/** Basis points as a percentage for people: 830 → "8.3", 800 → "8", 805 → "8.05". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
