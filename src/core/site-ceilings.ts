/**
 * Site-wide ceilings: how many bookings, leads, call and form-start counts (beacons) and texts
 * the whole site takes in an hour (texts in a Phoenix day too), whatever addresses they come
 * from. Per-address limits stop one client; these stop a crowd of them. Past a ceiling the site
 * keeps working in a safer mode (a booking is kept for the office without holding a slot, a
 * lead without its emails, a beacon is not counted, a text waits or is skipped) and the admins
 * are told once.
 *
 * Each ceiling is the admins' number, or, while they leave it on automatic, a learned one:
 * LEARNED_MULTIPLE times the busiest real hour (or day) of the last LEARNING_DAYS days, never
 * below the ceiling's floor, so a new site with no history is not choked. Pure: the caller
 * counts (in the database) and passes the history and the clock in.
 */
import { phoenixDayWindow, rateWindow, type RateWindow } from "./limits";

/** The site's ceilings, by the name admins' settings use. */
export const CEILING_KEYS = ["bookingsPerHour", "leadsPerHour", "beaconsPerHour", "textsPerHour", "textsPerDay"] as const;
export type CeilingKey = (typeof CEILING_KEYS)[number];

/** What a ceiling counts, over which window, and its lowest learned value. */
export interface CeilingRule {
  /** An hour (aligned to the clock hour) or a Phoenix calendar day. */
  window: "hour" | "day";
  /** The least a learned ceiling may be: above any real hour a new site will see. */
  floor: number;
  /** What is counted, plural, for the admins' words. */
  counts: string;
  /** One of them: "1 booking request". */
  one: string;
  /** The setting's name on the admins' settings card. */
  label: string;
  /** What the site does past it, for the admins' card, banner and email: "…, until the hour ends". */
  pastIt: string;
}

/**
 * The floors: a window-and-door installer's real peak is a handful of bookings an hour (the
 * calendar holds some 84 bookable visits in all), so 10 an hour lets a busy morning through and
 * leaves most of the calendar free when a script runs from a thousand addresses.
 */
export const CEILING_RULES: Record<CeilingKey, CeilingRule> = {
  bookingsPerHour: {
    window: "hour",
    floor: 10,
    counts: "booking requests",
    one: "booking request",
    label: "Booking requests an hour",
    pastIt:
      'new booking requests are still taken, but kept as leads to review ("booking held: site-wide limit reached"): they hold no slot, and each customer is told the office will call to confirm a time',
  },
  leadsPerHour: {
    window: "hour",
    floor: 10,
    counts: "contact-form messages",
    one: "contact-form message",
    label: "Contact-form messages an hour",
    pastIt: "new messages are kept in the leads list without an email each",
  },
  beaconsPerHour: {
    window: "hour",
    floor: 100,
    counts: "calls clicked and booking forms started",
    one: "call clicked or booking form started",
    label: "Calls and form starts counted an hour",
    pastIt: "calls clicked and booking forms started are not counted",
  },
  textsPerHour: {
    window: "hour",
    floor: 30,
    counts: "automated texts",
    one: "automated text",
    label: "Automated texts an hour",
    pastIt: "automated texts wait and go out after the hour",
  },
  textsPerDay: {
    window: "day",
    floor: 100,
    counts: "automated texts",
    one: "automated text",
    label: "Automated texts a day",
    pastIt: "automated texts are skipped (emails still go out)",
  },
};

/** "10 booking requests", "1 booking request": a number of what `key` counts. */
export function countOf(key: CeilingKey, count: number): string {
  const rule = CEILING_RULES[key];
  return `${count} ${count === 1 ? rule.one : rule.counts}`;
}

/**
 * The most of the booking ceiling one network (an IPv4 /24, an IPv6 /48: src/core/server/address-key.ts)
 * may take in a window: a fifth, at least 2. So with the floor of 10, two networks that book
 * what they can still leave six places to everyone else, and a script must come from five
 * networks at least to reach the ceiling.
 */
export const NETWORK_SHARE = 0.2;

/** One network's places under a booking ceiling of `ceiling`. */
export function networkShare(ceiling: number): number {
  return Math.max(2, Math.floor(ceiling * NETWORK_SHARE));
}

/** A learned ceiling is this many times the busiest real hour (or day). */
export const LEARNED_MULTIPLE = 3;

/** How far back the busiest hour is looked for. */
export const LEARNING_DAYS = 90;

/** The admins' ceilings: a number, or null for "automatic" (learned). */
export type CeilingSettings = Record<CeilingKey, number | null>;

/** Every ceiling automatic: what a site has until an admin saves a number. */
export const AUTOMATIC_CEILINGS: CeilingSettings = {
  bookingsPerHour: null,
  leadsPerHour: null,
  beaconsPerHour: null,
  textsPerHour: null,
  textsPerDay: null,
};

/** The busiest real hour (or day, for textsPerDay) of each ceiling's history: 0 for none. */
export type BusiestWindows = Record<CeilingKey, number>;

/** The learned ceiling of `key` from its busiest real window: LEARNED_MULTIPLE times it, at least the floor. */
export function learnedCeiling(key: CeilingKey, busiest: number): number {
  return Math.max(CEILING_RULES[key].floor, Math.ceil(busiest * LEARNED_MULTIPLE));
}

/** Each ceiling as admins set it, or learned where they left it on automatic. */
export function ceilingsInForce(settings: CeilingSettings, busiest: BusiestWindows): Record<CeilingKey, number> {
  return Object.fromEntries(CEILING_KEYS.map((key) => [key, settings[key] ?? learnedCeiling(key, busiest[key])])) as Record<
    CeilingKey,
    number
  >;
}

/** The window of `key` that `now` falls in: the clock hour, or the Phoenix day. */
export function ceilingWindow(key: CeilingKey, now: Date): RateWindow {
  return CEILING_RULES[key].window === "hour" ? rateWindow(now, 3600) : phoenixDayWindow(now);
}

/** The window of `key` just before `window`: a ceiling reached in both is one flood, told once. */
export function previousCeilingWindow(key: CeilingKey, window: RateWindow): RateWindow {
  return ceilingWindow(key, new Date(window.start.getTime() - 1));
}
