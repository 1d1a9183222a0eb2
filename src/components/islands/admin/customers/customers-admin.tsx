/**
 * /admin/customers: one row per person (their email's key, as the limits count people), most
 * recent activity first, found by name, email, phone or address, as a table where there is room
 * and as cards on a phone (../record-list.tsx); each name opens the person's page. Pages follow by keyset (the list answers the cursor of the next page, `nextCursor`).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { mapLink } from "@/core/map-link";
import { z } from "@/schemas/zod";
import type { AdminCustomer } from "@/schemas/admin/customers";
import { apiUrl, type ApiUrl } from "@/browser/api-client";
import { adminCustomers } from "@/schemas/routes/admin";
import { unbrokenPhone } from "@/i18n/phone";
import { ADMIN_PAGE_SIZE, trimmedFilters } from "../admin-api";
import { fullName, plural } from "../admin-format";
import { formatInstant } from "../admin-time";
import { AdminListPage, type FilterFormProps, type ListPage } from "../admin-list-page";
import { RecordList, type Column } from "../record-list";
import { customerPageUrl } from "./customer-links";

/** The customer list's one filter. */
interface CustomerFilters {
  search: string;
}

const NO_CUSTOMER_FILTERS: CustomerFilters = { search: "" };
const customerFiltersSchema = z.object({ search: z.string().trim().max(200, "Keep the search under 200 characters") });

/** GET URL of page `page`, the one after the cursor `after` (none: the first). */
export function customersUrl(filters: CustomerFilters, page: number, after?: string): ApiUrl<typeof adminCustomers> {
  return apiUrl(adminCustomers, { query: { ...trimmedFilters(filters), after, page, pageSize: ADMIN_PAGE_SIZE } });
}

function CustomerFiltersForm({ value, onApply }: FilterFormProps<CustomerFilters>) {
  const form = useForm<CustomerFilters>({ resolver: zodResolver(customerFiltersSchema), defaultValues: value });
  return (
    <form
      role="search"
      aria-label="Find a customer"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-[1fr_auto]"
    >
      <FilterField label="Search" error={form.formState.errors.search?.message}>
        <Input type="search" placeholder="Name, email, phone or address" {...form.register("search")} />
      </FilterField>
      <Button type="submit" variant="secondary" size="field">
        Find
      </Button>
    </form>
  );
}

function counts(customer: AdminCustomer): string {
  return [plural(customer.visits, "visit"), plural(customer.leads, "lead")].join(" · ");
}

const link = "font-semibold text-brand-700 underline";

const COLUMNS: Column<AdminCustomer>[] = [
  {
    header: "Name",
    card: "title",
    cell: (customer) => (
      <>
        <a href={customerPageUrl(customer)} className="block text-base font-bold text-brand-800 underline underline-offset-2">
          {fullName(customer)}
        </a>
        <span className="block text-sm text-slate-600">{counts(customer)}</span>
      </>
    ),
  },
  {
    header: "Contact",
    cell: (customer) => (
      <span className="grid justify-items-start gap-0.5 break-words">
        <a href={`mailto:${customer.email}`} className={`${link} break-all`}>
          {customer.email}
        </a>
        <a href={`tel:${customer.phone.replace(/[^\d+]/g, "")}`} className={`${link} whitespace-nowrap`}>
          {unbrokenPhone(customer.phone)}
        </a>
      </span>
    ),
  },
  {
    header: "Address",
    cell: (customer) =>
      customer.address ? (
        <a href={mapLink(customer.address)} target="_blank" rel="noopener" className={link}>
          {customer.address}
          <span className="sr-only"> (opens the map)</span>
        </a>
      ) : (
        "None given"
      ),
  },
  {
    header: "Last activity",
    cell: (customer) => `${customer.kind === "appointment" ? "Booked" : "Wrote"} ${formatInstant(customer.lastActivityAt)}`,
  },
];

/** The /admin/customers island. */
export function CustomersAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <AdminListPage
      supportEmail={supportEmail}
      noun="customer"
      filtersFrom={(search) => ({ search: new URLSearchParams(search).get("search") ?? "" })}
      defaultFilters={NO_CUSTOMER_FILTERS}
      FilterForm={CustomerFiltersForm}
      pageUrl={customersUrl}
      renderRows={(page: ListPage<AdminCustomer>) => (
        <RecordList
          caption="Customers, most recent first"
          items={page.items}
          rowKey={(customer) => `${customer.kind}-${customer.id}`}
          columns={COLUMNS}
        />
      )}
    />
  );
}
