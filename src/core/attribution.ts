/**
 * First and last touch: where a visitor came from, as the site's own tiny script records it
 * (src/browser/page-scripts/attribution.ts) in localStorage, no cookie. Pure rules over a page's URL, its
 * referrer and the clock, so the browser and the tests share them. The channel a touch means
 * is decided on the server (./channel.ts).
 */

/** The URL parameters a touch keeps: campaign tags and the ad networks' click ids. */
export const TOUCH_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;
export type TouchParam = (typeof TOUCH_PARAMS)[number];

/** How long a touch counts, in days: after it the next page view starts a new first touch. */
export const TOUCH_LIFE_DAYS = 90;
const TOUCH_LIFE_MS = TOUCH_LIFE_DAYS * 86_400_000;

/** Longest value kept of a parameter, and of the landing path (the schema allows no more). */
export const TOUCH_VALUE_MAX = 200;

/** One arrival: its campaign tags and click ids, the referring site's host, the landing path and when. */
export type Touch = Partial<Record<TouchParam, string>> & {
  /** Host of the referring page (another site's only), e.g. "www.google.com". */
  referrer?: string;
  /** Path of the first page of the visit, e.g. "/cities/mesa". */
  landing?: string;
  /** When, in milliseconds since the epoch. */
  at: number;
};

/** What the visitor's browser keeps: the first touch of the last 90 days, and the latest one that said where it came from. */
export interface Touches {
  first?: Touch;
  last?: Touch;
}

/** The page view a touch is read from. */
export interface PageView {
  /** The page's full URL. */
  url: string;
  /** document.referrer (empty when none). */
  referrer: string;
  now: number;
}

/** The touch of a page view: the tags in its URL, the referrer when it is another site, the path. */
export function touchOf({ url, referrer, now }: PageView): Touch {
  const page = new URL(url);
  const touch: Touch = { at: now, landing: page.pathname.slice(0, TOUCH_VALUE_MAX) };
  for (const param of TOUCH_PARAMS) {
    const value = page.searchParams.get(param)?.trim();
    if (value) touch[param] = value.slice(0, TOUCH_VALUE_MAX);
  }
  const host = hostOf(referrer);
  // A visitor moving between our own pages is not a new arrival.
  if (host && host !== page.hostname) touch.referrer = host;
  return touch;
}

/** True when the touch says where the visitor came from (a tag, a click id or another site); false for a direct view. */
export function isSourced(touch: Touch): boolean {
  return Boolean(touch.referrer || TOUCH_PARAMS.some((param) => touch[param]));
}

/**
 * The touches after a page view: touches older than 90 days are forgotten; with no first
 * touch this view is the first and the last; later, only a view that says where it came from
 * becomes the last touch (moving between pages, or coming back by bookmark, keeps it).
 */
export function nextTouches(stored: Touches, view: Touch): Touches {
  const alive = (touch: Touch | undefined) => (touch && view.at - touch.at < TOUCH_LIFE_MS && touch.at <= view.at ? touch : undefined);
  const first = alive(stored.first);
  if (!first) return { first: view, last: view };
  const last = alive(stored.last) ?? first;
  return { first, last: isSourced(view) ? view : last };
}

/** Reads stored touches back (anything else, or nothing, is no touches). */
export function parseTouches(text: string | null): Touches {
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return typeof value === "object" && value !== null ? (value as Touches) : {};
  } catch {
    return {};
  }
}

function hostOf(url: string): string | undefined {
  try {
    return url ? new URL(url).hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
