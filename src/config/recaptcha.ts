/**
 * The reCAPTCHA v3 site key (public), read once at build time from PUBLIC_RECAPTCHA_SITE_KEY.
 * The pages hand it to the islands that ask Google for a token before booking (the booking
 * widget, the customer page's "Book a visit"); unset, bookings go without the check, and
 * /api/health says what to set (src/core/server/health.ts).
 */
export const RECAPTCHA_SITE_KEY: string | undefined = import.meta.env.PUBLIC_RECAPTCHA_SITE_KEY;
