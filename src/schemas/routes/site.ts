/** What runs the site rather than serves a visitor: its health, the admins' calendar feed, the providers' webhooks. */
import type { HealthReport } from "@/core/health-report";
import type { Answers, ApiRoute } from "./route";

/**
 * Whether the site has what it needs: 200 when all is well, 503 naming the failing parts. Anyone
 * reads only `{ status }`; an admin's session reads the whole report.
 */
export const health = { path: "/api/health", GET: {} as Answers<HealthReport | { status: HealthReport["status"] }> } satisfies ApiRoute;

/** An admin's private calendar subscription (text/calendar); a wrong or rotated secret is a 404. */
export const calendarFeedIcs = { path: "/api/calendar-feed/:secret.ics", GET: {} as Answers<string> } satisfies ApiRoute;

/** Stripe's events about deposits, signed (400 otherwise); 200 once applied. */
export const stripeWebhook = { path: "/api/stripe/webhook", POST: {} as Answers<{ received: true }> } satisfies ApiRoute;

/** The texts customers send us: Twilio's signed messaging webhook (a form post); answers empty TwiML. */
export const smsInbound = { path: "/api/sms/inbound", POST: {} as Answers<string> } satisfies ApiRoute;

/** Each text's delivery report: Twilio's signed status callback (a form post); answers empty TwiML. */
export const smsStatus = { path: "/api/sms/status", POST: {} as Answers<string> } satisfies ApiRoute;
