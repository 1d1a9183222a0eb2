/**
 * The services each public form offers. Plain lists without zod: a form's island draws its
 * options from them as soon as it shows, while the form's validator loads only when the
 * visitor starts on the form (src/components/islands/lazy-resolver.ts).
 */

/** Service types the booking form offers (the contact form has general-inquiry instead of consultation). */
export const BOOKING_SERVICE_TYPES = ["window-installation", "door-installation", "energy-efficiency", "consultation"] as const;

/** Services the contact form offers. */
export const LEAD_SERVICES = ["window-installation", "door-installation", "energy-efficiency", "general-inquiry"] as const;
