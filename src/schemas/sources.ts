/** What the dashboard's "Where jobs come from" and "Review requests" panels show (GET /api/admin/sources). */
import type { Channel } from "@/core/channel";
import type { ReviewRequestsState } from "@/core/review-requests";

/** One channel's numbers over a window of days. */
export interface ChannelRow {
  channel: Channel;
  /** What the admin screens call it, e.g. "Google Business Profile". */
  label: string;
  /** `tel:` links clicked (POST /api/beacon). */
  calls: number;
  /** Booking forms started (the booking widget's first use). */
  formsStarted: number;
  /** Appointments booked in the window (spam left out). */
  bookings: number;
  /** Contact-form leads received in the window (spam left out). */
  leads: number;
  /** Of those bookings, how many are now completed, and how many were no-shows. */
  completed: number;
  noShows: number;
  /** The signed options' totals, in cents, of contracts signed in the window and not cancelled, from this channel's visits and leads. */
  signedValueCents: number;
  /** Money collected in the window (deposits that paid their quote and paid invoice payments, none refunded or disputed), by its job's channel. */
  collectedCents: number;
  /** completed / bookings, 0..1; null with no bookings. */
  completionRate: number | null;
}

/** One panel: the last `days` Phoenix days, today included, every channel listed (zeros too). */
export interface SourcesPanel {
  days: number;
  /** First Phoenix day counted, YYYY-MM-DD. */
  since: string;
  rows: ChannelRow[];
}

/** The review requests' panel. */
export interface ReviewRequestStats {
  state: ReviewRequestsState;
  /** What the admin should know about the state, e.g. why nothing is sent. */
  note: string;
  /** Requests sent in the last 30 and 90 days. */
  sent30: number;
  sent90: number;
  /** People who used the opt-out link. */
  optedOut: number;
}

/** GET /api/admin/sources. */
export interface AdminSources {
  panels: SourcesPanel[];
  reviewRequests: ReviewRequestStats;
}
