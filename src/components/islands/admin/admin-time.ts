/**
 * How the admin screens write times and days, in Phoenix time: apart from the statuses' and services'
 * words (./admin-format.ts), which come with their schemas and the validators, so a screen that only
 * writes a time loads none of them.
 */
import { siteTimeZone } from "@/i18n/locales";

/** An instant (ISO string) in Phoenix time, e.g. "Dec 1, 2026, 9:30 AM". */
export function formatInstant(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { timeZone: siteTimeZone, dateStyle: "medium", timeStyle: "short" });
}

/** An ISO instant's time of day in Phoenix, e.g. "9:31 AM". */
export function formatTimeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { timeZone: siteTimeZone, timeStyle: "short" });
}

/** A calendar day (YYYY-MM-DD), e.g. "Tue, Dec 1, 2026". */
export function formatDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A calendar day without weekday or year, e.g. "Dec 1". */
export function formatShortDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}
