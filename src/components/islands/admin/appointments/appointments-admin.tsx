/**
 * /admin/appointments: filter, page through and open appointments, upcoming soonest first to
 * begin with; the CSV link exports what the filters select. The dashboard links here with ?status=pending, and the day view and the
 * admins' notice emails with ?id= to open one.
 */
import type { AdminAppointment } from "@/schemas/admin/appointments";
import type { AdminPage } from "@/schemas/admin/lists";
import { AdminListPage } from "../admin-list-page";
import { appointmentsCsvUrl, appointmentsUrl, NO_APPOINTMENT_FILTERS } from "../admin-api";
import { appointmentFiltersFrom } from "../list-filters";
import { AppointmentDetail } from "./appointment-detail";
import { AppointmentFiltersForm } from "./appointment-filters";
import { AppointmentsTable } from "./appointments-table";

/** The /admin/appointments island. */
export function AppointmentsAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <AdminListPage
      supportEmail={supportEmail}
      noun="appointment"
      filtersFrom={appointmentFiltersFrom}
      defaultFilters={NO_APPOINTMENT_FILTERS}
      FilterForm={AppointmentFiltersForm}
      pageUrl={appointmentsUrl}
      csvUrl={appointmentsCsvUrl}
      renderRows={(page: AdminPage<AdminAppointment>, open) => <AppointmentsTable items={page.items} onOpen={open} />}
      detailTitle="Appointment details"
      renderDetail={(id) => <AppointmentDetail id={id} />}
    />
  );
}
