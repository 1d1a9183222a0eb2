import { envValue } from "./env-value";

/** One opening-hours row, in Phoenix local time (24-hour "HH:MM"), or closed. */
export interface OpeningHours {
  /** Short label shown to people, e.g. "Mon-Fri". */
  label: string;
  /** schema.org day names covered by this row. */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  /** Opening time, or null when closed all day. */
  opens: string | null;
  /** Closing time, or null when closed all day. */
  closes: string | null;
}

/** A city the company serves; `slug` is its page under /locations. */
export interface ServiceCity {
  name: string;
  slug: string;
}

const phoneDigits = (envValue("BUSINESS_PHONE") ?? "(480) 555-0142").replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

function formatPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** The business facts of decisions.md, each overridable from the environment at build time. */
export const business = {
  /** Name shown everywhere. */
  brand: "Windows & Doors Near Me",
  /** Registered legal name, for the footer and structured data. */
  legalName: "Windows & Doors Near Me LLC",
  /** Canonical origin of the public site, no trailing slash. */
  siteUrl: (envValue("SITE_URL") ?? "https://www.windowsanddoorsnearme.com").replace(/\/+$/, ""),
  phone: {
    /** Human format, e.g. "(480) 555-0142" (a fictional 555-01xx number until the owner sets one). */
    display: formatPhone(phoneDigits),
    /** E.164 form for tel: links and structured data. */
    e164: `+1${phoneDigits}`,
    /** Ready-made tel: link. */
    href: `tel:+1${phoneDigits}`,
  },
  /** Public support address, used by the sign-in screen's "Contact support". */
  supportEmail: envValue("SUPPORT_EMAIL") ?? "support@windowsanddoorsnearme.com",
  /** Head office. The street is optional until the owner supplies one. */
  address: {
    street: envValue("BUSINESS_STREET"),
    city: "Gilbert",
    region: "AZ",
    postalCode: envValue("BUSINESS_ZIP") ?? "85233",
    country: "US",
    /** Approximate centre of Gilbert, for the map pin in structured data. */
    geo: { latitude: 33.3528, longitude: -111.789 },
  },
  /**
   * Arizona Registrar of Contractors license, linked to the ROC's public search. Until the
   * owner sets ROC_LICENSE the number is undefined: the footer hides the line (no fake number
   * for visitors) and the build, /api/health and the admin dashboard warn the owner.
   */
  rocLicense: {
    number: envValue("ROC_LICENSE"),
    href: "https://azroc.my.site.com/AZRoc/s/contractor-search",
  },
  /** Every date rule is judged here; Arizona keeps no daylight saving time. */
  timeZone: "America/Phoenix",
  // People read these through src/i18n/hours.ts and the {{hours}} tokens, which write the times
  // in one clock style (formatClock in src/i18n/dates.ts), so no row repeats them as text.
  hours: [
    { label: "Mon-Fri", days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" },
    { label: "Sat", days: ["Saturday"], opens: "08:00", closes: "16:00" },
    { label: "Sun", days: ["Sunday"], opens: null, closes: null },
  ] satisfies OpeningHours[],
  /** The promises the spec states, in the words the site uses. */
  promises: {
    responseTime: "We contact you within 24 hours",
    experience: "15+ years",
    warranty: "Lifetime warranty",
  },
  /** Cities served; each has a page at /locations/{slug}. Gilbert is home. */
  serviceCities: [
    { name: "Gilbert", slug: "gilbert" },
    { name: "Mesa", slug: "mesa" },
    { name: "Chandler", slug: "chandler" },
    { name: "Phoenix", slug: "phoenix" },
    { name: "Scottsdale", slug: "scottsdale" },
    { name: "Tempe", slug: "tempe" },
    { name: "Glendale", slug: "glendale" },
  ] satisfies ServiceCity[],
  /** The static structured-data rating the spec prescribes. */
  structuredDataRating: { ratingValue: 4.9, reviewCount: 287 },
} as const;

export type Business = typeof business;
