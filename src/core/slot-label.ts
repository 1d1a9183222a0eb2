/**
 * Slot labels ("8:00 AM"), apart from the calendar settings schema so the booking calendar can
 * read times without loading zod (calendar-settings.ts re-exports both).
 */

/** "8:00 AM" style label ↔ minutes after midnight, Phoenix time. */
export const SLOT_LABEL = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;

/** Minutes after midnight of a slot label, e.g. "2:00 PM" → 840. */
export function slotMinutes(label: string): number {
  const match = SLOT_LABEL.exec(label);
  if (!match) throw new Error(`Not a slot label: ${label}`);
  const [, hours, minutes, meridiem] = match;
  return ((Number(hours) % 12) + (meridiem === "PM" ? 12 : 0)) * 60 + Number(minutes);
}
