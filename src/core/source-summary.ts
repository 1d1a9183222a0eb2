/** Where a booking or lead came from, in words for the admin screens and the CSV exports. */
import type { Touch, Touches } from "@/core/attribution";
import { CHANNEL_LABELS, isChannel } from "@/core/channel";
// Not ./attribution's list: the header's inline script bundles that module, and one shared with
// the admin's islands would make it a file of its own (./touch-params.ts).
import { TOUCH_PARAMS } from "@/core/touch-params";

/** The channel's name, e.g. "Google Business Profile" (an unknown one as stored). */
export function channelLabel(channel: string): string {
  return isChannel(channel) ? CHANNEL_LABELS[channel] : channel;
}

/** One touch in a line: its tags and click ids, the referring site and the landing page, e.g. "utm_source=google, utm_campaign=gbp, landed on /cities/mesa". */
export function touchSummary(touch: Touch | undefined): string {
  if (!touch) return "";
  // In the parameters' own order: the database keeps a jsonb object's keys in an order of its own.
  const parts = TOUCH_PARAMS.filter((param) => touch[param]).map((param) => `${param}=${touch[param]}`);
  if (touch.referrer) parts.push(`from ${touch.referrer}`);
  if (touch.landing) parts.push(`landed on ${touch.landing}`);
  return parts.join(", ");
}

/** The channel and, when recorded, the touches behind it: "Google Business Profile (first: ...; last: ...)". */
export function sourceSummary(channel: string, attribution: Touches | null | undefined): string {
  const first = touchSummary(attribution?.first);
  const last = touchSummary(attribution?.last);
  const touches = [first && `first: ${first}`, last && last !== first && `last: ${last}`].filter(Boolean).join("; ");
  return touches ? `${channelLabel(channel)} (${touches})` : channelLabel(channel);
}
