/**
 * When an automated text may go out: never in the quiet hours, at the least 8 PM to 8 AM
 * Phoenix time (TCPA allows 8 AM-9 PM local; Arizona keeps no daylight saving). A text that
 * falls in them waits for their end. Pure: the clock comes in as an argument.
 */
import { addDays, phoenixDate, phoenixInstant, PHOENIX_UTC_OFFSET_MINUTES } from "@/core/phoenix-time";

/** The quiet hours, as Phoenix wall-clock hours. */
export interface QuietHours {
  /** Hour (0-23) they start, e.g. 20 for 8 PM. */
  startHour: number;
  /** Hour (0-23) they end, e.g. 8 for 8 AM. */
  endHour: number;
}

/** The rule's own quiet hours: 8 PM to 8 AM. Admins may widen them, never narrow them. */
export const DEFAULT_QUIET_HOURS: QuietHours = { startHour: 20, endHour: 8 };

/** True when `now` falls in the quiet hours. */
export function isQuietTime(now: Date, { startHour, endHour }: QuietHours = DEFAULT_QUIET_HOURS): boolean {
  const hour = phoenixHour(now);
  return startHour > endHour ? hour >= startHour || hour < endHour : hour >= startHour && hour < endHour;
}

/** `now` when a text may go now, else the instant the quiet hours end. */
export function nextSendableAt(now: Date, quiet: QuietHours = DEFAULT_QUIET_HOURS): Date {
  if (!isQuietTime(now, quiet)) return now;
  const today = phoenixDate(now);
  // Evening: the quiet hours end tomorrow morning; after midnight: this morning.
  const day = phoenixHour(now) >= quiet.endHour ? addDays(today, 1) : today;
  return phoenixInstant(day, quiet.endHour * 60);
}

function phoenixHour(now: Date): number {
  return new Date(now.getTime() + PHOENIX_UTC_OFFSET_MINUTES * 60_000).getUTCHours();
}
