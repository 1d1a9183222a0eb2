/**
 * The admin lists' filter forms: what they accept (checked by zod like every form), and
 * the filters a link can carry (/admin/appointments?status=pending, ?id= to open one; the
 * admins' notice emails link to /admin/appointments?id= and /admin/leads?id=).
 */
import { z } from "@/schemas/zod";
import { isRealDate } from "@/core/phoenix-time";
import { NO_APPOINTMENT_FILTERS, NO_LEAD_FILTERS, type AppointmentFilters, type LeadFilters } from "./admin-api";

const optionalDate = z.string().refine((value) => value === "" || isRealDate(value), "Choose a real date");

/** The appointments filter form: free text, a status, a date range (in order) and a city. */
export const appointmentFiltersSchema = z
  .object({
    search: z.string().trim().max(200, "Keep the search under 200 characters"),
    status: z.string(),
    from: optionalDate,
    to: optionalDate,
    city: z.string().trim().max(100, "Keep the city under 100 characters"),
    flag: z.string(),
    show: z.string(),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The end date can't be before the start date",
    path: ["to"],
  });

/** The leads filter form. */
export const leadFiltersSchema = z.object({
  search: z.string().trim().max(200, "Keep the search under 200 characters"),
  status: z.string(),
  flag: z.string(),
  show: z.string(),
});

function param(search: string, name: string): string {
  return new URLSearchParams(search).get(name) ?? "";
}

/** Appointment filters from a page's query string, e.g. "?status=pending". */
export function appointmentFiltersFrom(search: string): AppointmentFilters {
  const filters = Object.fromEntries(
    Object.entries(NO_APPOINTMENT_FILTERS).map(([name, fallback]) => [name, param(search, name) || fallback]),
  ) as unknown as AppointmentFilters;
  const parsed = appointmentFiltersSchema.safeParse(filters);
  return parsed.success ? parsed.data : NO_APPOINTMENT_FILTERS;
}

/** Lead filters from a page's query string, e.g. "?status=new". */
export function leadFiltersFrom(search: string): LeadFilters {
  return {
    search: param(search, "search"),
    status: param(search, "status"),
    flag: param(search, "flag"),
    show: param(search, "show") || NO_LEAD_FILTERS.show,
  };
}

/** The appointment or lead a link asks to open (?id=...), or null. */
export function linkedIdFrom(search: string): string | null {
  return param(search, "id") || null;
}

/** Drops ?id= from the address once its appointment or lead is closed, so a reload doesn't reopen it. */
export function forgetLinkedId(): void {
  if (typeof window === "undefined" || !linkedIdFrom(window.location.search)) return;
  const url = new URL(window.location.href);
  url.searchParams.delete("id");
  window.history.replaceState(window.history.state, "", url);
}

/** The page's query string, or "" while rendering outside a browser. */
export function currentSearch(): string {
  return typeof window === "undefined" ? "" : window.location.search;
}
