/**
 * The admin islands' URLs of the admin lists (query keys are the URLs, read by the shared GET
 * query function), built from the route table by the client, and the one way to refresh every
 * admin read after a change.
 */
import { ADMIN_DATA_CHANGED } from "@/browser/admin-events";
import { apiUrl, queryClient, type ApiUrl } from "@/browser/api-client";
import type { AdminPage } from "@/schemas/admin/lists";
import { adminAppointment, adminAppointments, adminAppointmentsCsv, adminArea, adminLeads, adminLeadsCsv } from "@/schemas/routes/admin";
import { plural } from "./admin-format";

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 20;

/** The appointments list's filters as the form holds them; empty means "any". */
export interface AppointmentFilters {
  search: string;
  status: string;
  from: string;
  to: string;
  city: string;
  /** "any", one flag ("spam", "over-limit", "outside-service-area"), or "" for every row. */
  flag: string;
  /** "upcoming" (soonest first, without cancelled and spam unless a status or flag asks), "past" or "all". */
  show: string;
}

/** The screen's first view: upcoming visits, soonest first, no other filter. */
export const NO_APPOINTMENT_FILTERS: AppointmentFilters = {
  search: "",
  status: "",
  from: "",
  to: "",
  city: "",
  flag: "",
  show: "upcoming",
};

/** The leads list's filters. */
export interface LeadFilters {
  search: string;
  status: string;
  /** "any", "spam", "over-limit", or "" for every lead. */
  flag: string;
  /** "people" (no spam unless a flag asks) or "all". */
  show: string;
}

/** The leads screen's first view: people's leads, newest first. */
export const NO_LEAD_FILTERS: LeadFilters = { search: "", status: "", flag: "", show: "people" };

/** How many filters differ from a list's first view (the folded filter button says it). */
export function changedFilterCount<Filters extends object>(filters: Filters, defaults: Filters): number {
  return Object.entries(filters).filter(([name, value]) => String(value ?? "").trim() !== String(defaults[name as keyof Filters] ?? ""))
    .length;
}

/** The filled-in `filters`, trimmed (an empty one is left out of the query), in the form's order. */
export function trimmedFilters<Filters extends object>(filters: Filters): { [Name in keyof Filters]?: string } {
  return Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, String(value ?? "").trim()])) as {
    [Name in keyof Filters]?: string;
  };
}

/** GET URL of one page of appointments. */
export function appointmentsUrl(filters: AppointmentFilters, page: number): ApiUrl<typeof adminAppointments> {
  return apiUrl(adminAppointments, { query: { ...trimmedFilters(filters), page, pageSize: ADMIN_PAGE_SIZE } });
}

/** Most visits the day view lists (the list's largest page); a day holds far fewer. */
export const DAY_VIEW_MAX = 100;

/** GET URL of one day's visits for the day view: earliest first, cancelled last, with each one's texts summary. */
export function dayVisitsUrl(date: string): ApiUrl<typeof adminAppointments> {
  return apiUrl(adminAppointments, { query: { from: date.trim(), to: date.trim(), sort: "time", page: 1, pageSize: DAY_VIEW_MAX } });
}

/** The CSV export of every appointment matching `filters`. */
export function appointmentsCsvUrl(filters: AppointmentFilters): ApiUrl<typeof adminAppointmentsCsv> {
  return apiUrl(adminAppointmentsCsv, { query: trimmedFilters(filters) });
}

/** One appointment with its history. */
export function appointmentUrl(id: string): ApiUrl<typeof adminAppointment> {
  return apiUrl(adminAppointment, { params: { id } });
}

/** GET URL of one page of leads. */
export function leadsUrl(filters: LeadFilters, page: number): ApiUrl<typeof adminLeads> {
  return apiUrl(adminLeads, { query: { ...trimmedFilters(filters), page, pageSize: ADMIN_PAGE_SIZE } });
}

/** The CSV export of every lead matching `filters`. */
export function leadsCsvUrl(filters: LeadFilters): ApiUrl<typeof adminLeadsCsv> {
  return apiUrl(adminLeadsCsv, { query: trimmedFilters(filters) });
}

/** How many pages `total` rows fill (at least one, so "Page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "12 appointments found.", or "More than 500 appointments found." when the count stopped there (`totalCapped`). */
export function foundText({ total, totalCapped }: Pick<AdminPage<unknown>, "total" | "totalCapped">, noun: string): string {
  return totalCapped ? `More than ${plural(total, noun)} found.` : `${plural(total, noun)} found.`;
}

/** Marks every admin read stale, so lists, details, the dashboard and the frame's counts of what waits show a change. */
export function refreshAdminData(): Promise<void> {
  const admin = adminArea.path.replace("*", "");
  window.dispatchEvent(new Event(ADMIN_DATA_CHANGED));
  return queryClient().invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(admin) });
}
