/** Where a customer's page is, from any of their visits or leads (the page gathers the rest by their person key). */
import { apiUrl, type ApiUrl } from "@/browser/api-request";
import { adminCustomer } from "@/schemas/routes/admin";

/** "/admin/customer?appointment={id}" or "?lead={id}". */
export function customerPageUrl(from: { kind: "appointment" | "lead"; id: string }): string {
  return `/admin/customer?${from.kind}=${encodeURIComponent(from.id)}`;
}

/** The visit or lead the page's address names, or null. */
export function customerFrom(search: string): { kind: "appointment" | "lead"; id: string } | null {
  const params = new URLSearchParams(search);
  for (const kind of ["appointment", "lead"] as const) {
    const id = params.get(kind);
    if (id) return { kind, id };
  }
  return null;
}

/** GET URL of the customer's record. */
export function customerRecordUrl(from: { kind: "appointment" | "lead"; id: string }): ApiUrl<typeof adminCustomer> {
  return apiUrl(adminCustomer, { params: from });
}
