/**
 * Per-address limits that hold on every function instance: each request is counted in
 * Postgres, and one over the limit is refused with 429 and Retry-After. An IPv6 client is
 * counted by its /64 (src/core/server/address-key.ts), which one home or phone holds whole, and by its
 * /48 with a wider limit, so a client holding a /48 cannot make 65,536 fresh starts.
 */
import { addressBlockKey, addressKey, IPV6_BLOCK_FACTOR } from "@/core/server/address-key";
import { addressLimitVerdict, rateWindow, tooManyRequestsMessage, type AddressLimit, type LimitVerdict } from "@/core/limits";
import { business } from "@/config/business";
import type { Locale } from "@/i18n/locales";
import type { Database } from "../db/client";
import { countHit, pruneHits } from "../db/limits/rate-limits";
import { TooManyRequestsError } from "../http/errors";

/** What is limited: the requests that send emails (new bookings, contact-form leads, moves and cancellations by link, links to one's own page). */
export type LimitScope = "booking" | "lead" | "move" | "cancel" | "beacon" | "photo" | "my-link";

/**
 * Counts this request from `address` and throws TooManyRequestsError (its message in `locale`) once the address has
 * passed `limit` in the current window. Without an address (a direct call that came through
 * no network) there is nothing to count by, so nothing is refused; the warning says so.
 */
export async function enforceAddressLimit(
  db: Database,
  scope: LimitScope,
  address: string | undefined,
  limit: AddressLimit,
  now: Date,
  locale: Locale = "en",
): Promise<void> {
  if (!address) {
    console.warn(`No client address for a ${scope} request: the per-address limit cannot apply.`);
    return;
  }
  const window = rateWindow(now, limit.windowSeconds);
  const count = await countHit(db, scope, addressKey(address), window.start);
  // The first request of an address in a window clears the counters of earlier windows, which can refuse nothing more.
  if (count === 1) await pruneHits(db, scope, window.start);
  refuseOver(addressLimitVerdict(count, limit.max, window, now), locale);
  const block = addressBlockKey(address);
  if (block)
    refuseOver(addressLimitVerdict(await countHit(db, scope, block, window.start), limit.max * IPV6_BLOCK_FACTOR, window, now), locale);
}

function refuseOver(verdict: LimitVerdict, locale: Locale): void {
  if (!verdict.allowed)
    throw new TooManyRequestsError(
      tooManyRequestsMessage(verdict.retryAfterSeconds, business.phone.shown, locale),
      verdict.retryAfterSeconds,
    );
}
