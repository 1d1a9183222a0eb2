/**
 * The business facts, for the pages at build time and for the server at run time: the owner's
 * file (src/content/business/business.json, edited in the CMS or by hand, checked by
 * src/schemas/business-facts.ts) with a few environment variables that still override a fact
 * for one deploy (BUSINESS_PHONE, SUPPORT_EMAIL, BUSINESS_STREET, BUSINESS_ZIP, ROC_LICENSE,
 * SITE_URL). The JSON is imported, so every bundle (pages, functions) carries the facts it was
 * built with and no function reads a file for them.
 *
 * Islands receive business facts as props from their page, never by import.
 */
import facts from "../content/business/business.json" with { type: "json" };
import { businessFactsSchema, WEEKDAYS, type BusinessFacts, type DayHours } from "../schemas/business-facts";
import { rocLicense } from "../core/roc-license";
import { siteTimeZone } from "../i18n/locales";
import { unbrokenPhone } from "../i18n/phone";
import { envValue } from "./env-value";

/** Where the facts live, for messages that tell the owner what to edit. */
export const BUSINESS_FILE = "src/content/business/business.json";

/** schema.org's day names, which the opening-hours rows use. */
export type DayName = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** Consecutive weekdays with the same hours, in Phoenix local time (24-hour "HH:MM"), or closed. */
export interface OpeningHours {
  /** schema.org day names covered by this row, in week order. */
  days: readonly DayName[];
  /** Opening time, or null when closed all day. */
  opens: string | null;
  /** Closing time, or null when closed all day. */
  closes: string | null;
}

/** The file's facts with the environment's overrides laid over them, checked by the schema. */
function readFacts(): BusinessFacts {
  const file = facts as unknown as BusinessFacts;
  const merged = {
    ...file,
    phone: envValue("BUSINESS_PHONE") ?? file.phone,
    email: envValue("SUPPORT_EMAIL") ?? file.email,
    address: {
      ...file.address,
      street: envValue("BUSINESS_STREET") ?? file.address.street,
      postalCode: envValue("BUSINESS_ZIP") ?? file.address.postalCode,
    },
    rocLicense: envValue("ROC_LICENSE") ?? file.rocLicense,
  };
  const result = businessFactsSchema.safeParse(merged);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  throw new Error(`${BUSINESS_FILE} (or an environment variable that overrides it): ${problems}`);
}

/** The week's hours as rows: consecutive days with the same hours share a row ("Mon-Fri 7-5"). */
export function hoursRows(hours: Partial<Record<(typeof WEEKDAYS)[number], DayHours>>): OpeningHours[] {
  const rows: OpeningHours[] = [];
  for (const key of WEEKDAYS) {
    const day = (key[0]!.toUpperCase() + key.slice(1)) as DayName;
    const opens = hours[key]?.opens ?? null;
    const closes = hours[key]?.closes ?? null;
    const last = rows.at(-1);
    if (last && last.opens === opens && last.closes === closes) last.days = [...last.days, day];
    else rows.push({ days: [day], opens, closes });
  }
  return rows;
}

function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const read = readFacts();
const phoneDigits = read.phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");

/** The business facts of decisions.md: the owner's file, with environment overrides, in the shapes pages and server use. */
export const business = {
  /** Name shown everywhere. */
  brand: read.brand,
  /** Registered legal name, for the footer and structured data. */
  legalName: read.legalName,
  /** Canonical origin of the public site, no trailing slash (a deploy setting, so from the environment only). */
  siteUrl: (envValue("SITE_URL") ?? "https://www.windowsanddoorsnearme.com").replace(/\/+$/, ""),
  phone: {
    /** Human format, e.g. "(602) 555-0100" (the file holds a fictional 555-01xx number until the owner sets one): emails, texts, documents. */
    display: formatPhone(phoneDigits),
    /** The same as a page shows it, never broken across two lines (src/i18n/phone.ts). */
    shown: unbrokenPhone(formatPhone(phoneDigits)),
    /** E.164 form for tel: links and structured data. */
    e164: `+1${phoneDigits}`,
    /** Ready-made tel: link. */
    href: `tel:+1${phoneDigits}`,
  },
  /** Public support address: footer, contact page, the sign-in screen's "Contact support". */
  supportEmail: read.email,
  /** Head office. The street is optional until the owner supplies one. */
  address: {
    street: read.address.street || undefined,
    city: read.address.city,
    region: read.address.region,
    postalCode: read.address.postalCode,
    country: "US",
    /** The office's map pin in structured data. */
    geo: { latitude: read.address.latitude, longitude: read.address.longitude },
  },
  /**
   * Arizona Registrar of Contractors license, linked to the ROC's public search. While it is
   * unset the footer hides the line (no fake number for visitors); a local build, /api/health
   * and the admin dashboard warn the owner, and a production deploy stops
   * (src/integrations/business-warnings.ts).
   */
  rocLicense: {
    /** "ROC 123456" however it was typed (src/core/roc-license.ts), so a document that says "license" before it names ROC once. */
    number: rocLicense(read.rocLicense) ?? undefined,
    href: "https://azroc.my.site.com/AZRoc/s/contractor-search",
  },
  /** Every date rule is judged in Phoenix time (src/i18n/locales.ts siteTimeZone); Arizona keeps no daylight saving time. */
  timeZone: siteTimeZone,
  // People read these through src/i18n/hours.ts and the {{hours}} tokens, which write the times
  // in one clock style (formatClock in src/i18n/dates.ts), so no row repeats them as text.
  hours: hoursRows(read.hours),
  /** How the footer and the social cards name the area served, per language; the cities are the city pages (config/service-cities.ts). */
  serviceArea: read.serviceArea,
  /** Social profiles, linked in the footer and named in structured data (sameAs). */
  social: read.social,
  /** The workmanship warranty's words and each manufacturer's warranty and registration links, sent when a job is completed. */
  warranty: read.warranty,
  /** The promises the spec states, in the words the site uses. */
  promises: {
    responseTime: "We contact you within 24 hours",
    experience: "15+ years",
    warranty: "Lifetime warranty",
  },
  /** The static structured-data rating the spec prescribes. */
  structuredDataRating: { ratingValue: 4.9, reviewCount: 287 },
} as const;

export type Business = typeof business;
