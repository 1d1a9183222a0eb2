/**
 * /admin/appointments: filter, page through and open appointments; the CSV link exports
 * what the filters select. The filters start from the page's query string (the dashboard
 * links to ?status=pending), and ?id= opens that appointment straight away.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { AdminAppointment, AdminPage } from "@/schemas/admin";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { AdminDialog } from "../../../ui/dialog";
import { appointmentsCsvUrl, appointmentsUrl, foundText, pageCount, type AppointmentFilters } from "../admin-api";
import { AppointmentDetail } from "./appointment-detail";
import { AppointmentFiltersForm } from "./appointment-filters";
import { AppointmentsTable } from "./appointments-table";
import { appointmentFiltersFrom, currentSearch, forgetLinkedId, linkedIdFrom } from "../list-filters";
import { Pager } from "../../../ui/pager";

function resultsText(list: { data?: AdminPage<AdminAppointment>; isError: boolean; isPlaceholderData: boolean }): string {
  if (list.isError) return "We couldn't load the appointments. Refresh the page to try again.";
  if (!list.data || list.isPlaceholderData) return "Loading appointments...";
  if (list.data.total === 0) return "No appointments match these filters.";
  return foundText(list.data, "appointment");
}

function AppointmentsScreen() {
  const [filters, setFilters] = useState<AppointmentFilters>(() => appointmentFiltersFrom(currentSearch()));
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(() => linkedIdFrom(currentSearch()));
  const list = useQuery<AdminPage<AdminAppointment>>({ queryKey: [appointmentsUrl(filters, page)], placeholderData: keepPreviousData });
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;

  return (
    <div className="grid gap-4">
      <AppointmentFiltersForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold text-slate-800">
          {resultsText(list)}
        </p>
        <a href={appointmentsCsvUrl(filters)} download data-astro-prefetch="false" className={buttonVariants({ variant: "outline" })}>
          Export CSV
        </a>
      </div>
      {list.data && list.data.items.length > 0 && <AppointmentsTable items={list.data.items} onOpen={setOpenId} />}
      {list.data && list.data.total > 0 && <Pager page={page} pageCount={pages} more={list.data.totalCapped} onPage={setPage} label="appointments" />}
      <AdminDialog
        open={openId !== null}
        onClose={() => {
          setOpenId(null);
          forgetLinkedId();
        }}
        title="Appointment details"
      >
        {openId && <AppointmentDetail id={openId} />}
      </AdminDialog>
    </div>
  );
}

interface AppointmentsAdminProps {
  supportEmail: string;
}

/** The /admin/appointments island. */
export function AppointmentsAdmin({ supportEmail }: AppointmentsAdminProps) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <AppointmentsScreen />}
      </RouteGuard>
    </QueryProvider>
  );
}
