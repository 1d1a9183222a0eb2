/**
 * Which channel a touch (./attribution.ts) came through: Google Ads, Google organic, the
 * Google Business Profile, Bing, Facebook or Instagram, email, another site, or direct. Pure;
 * the server stores the answer beside each booking and lead and counts by it.
 */
import type { Touch, Touches } from "./attribution";

/** Every channel, in the order the dashboard lists them. */
export const CHANNELS = [
  "google-ads",
  "google-business-profile",
  "google-organic",
  "bing",
  "facebook-instagram",
  "email",
  "referral",
  "direct",
] as const;
export type Channel = (typeof CHANNELS)[number];

/** What the admin screens call each channel. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  "google-ads": "Google Ads",
  "google-business-profile": "Google Business Profile",
  "google-organic": "Google organic",
  bing: "Bing",
  "facebook-instagram": "Facebook or Instagram",
  email: "Email",
  referral: "Other referral",
  direct: "Direct",
};

const PAID_MEDIUMS = new Set(["cpc", "ppc", "paid", "paidsearch", "paid-search", "paid_search", "sem"]);
const GBP_TAGS = new Set(["gbp", "gmb", "google-business-profile", "google_business_profile", "googlebusinessprofile", "business-profile"]);
const FACEBOOK_SOURCES = new Set(["facebook", "fb", "instagram", "ig", "meta"]);
const EMAIL_MEDIUMS = new Set(["email", "e-mail", "newsletter"]);
const EMAIL_HOSTS = /^(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|outlook\.office365\.com|mail\.yahoo\.com)$/;

/** The channel of one touch; a touch with no tag, click id or referrer is direct. */
export function classifyTouch(touch: Touch | undefined): Channel {
  if (!touch) return "direct";
  const source = lower(touch.utm_source);
  const medium = lower(touch.utm_medium);
  const campaign = lower(touch.utm_campaign);
  const host = lower(touch.referrer);
  if (touch.gclid || touch.gbraid || touch.wbraid || (PAID_MEDIUMS.has(medium) && (source.includes("google") || source === "adwords")))
    return "google-ads";
  if (GBP_TAGS.has(campaign) || GBP_TAGS.has(source) || GBP_TAGS.has(medium) || host === "business.google.com")
    return "google-business-profile";
  if (touch.msclkid || source.includes("bing") || isHost(host, "bing.com")) return "bing";
  if (touch.fbclid || FACEBOOK_SOURCES.has(source) || isHost(host, "facebook.com") || isHost(host, "instagram.com") || host === "fb.me")
    return "facebook-instagram";
  if (EMAIL_MEDIUMS.has(medium) || EMAIL_MEDIUMS.has(source) || EMAIL_HOSTS.test(host)) return "email";
  if (source === "google" || (!source && isGoogleSearch(host))) return "google-organic";
  if (source || host) return "referral";
  return "direct";
}

/** The channel of a visitor's touches: the last touch that said where it came from, else the first. */
export function channelOf(touches: Touches | null | undefined): Channel {
  const last = classifyTouch(touches?.last);
  return last !== "direct" ? last : classifyTouch(touches?.first);
}

/** True for a known channel name (e.g. one a client sends). */
export function isChannel(value: unknown): value is Channel {
  return typeof value === "string" && (CHANNELS as readonly string[]).includes(value);
}

const lower = (value: string | undefined) => (value ?? "").trim().toLowerCase();

/** `host` is `domain` or one of its subdomains. */
function isHost(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** Google's search hosts: google.com, www.google.co.uk, google.com.mx... */
function isGoogleSearch(host: string): boolean {
  return /^(www\.)?google\.([a-z]{2,3})(\.[a-z]{2})?$/.test(host);
}
