/** The appointments list's filter bar: applied with the button (or Enter), cleared in one go. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { ABUSE_FLAGS } from "@/schemas/admin/lists";
import { NO_APPOINTMENT_FILTERS, type AppointmentFilters } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from "../admin-format";
import type { FilterFormProps } from "../admin-list-page";
import { FlagOptions } from "../flag-badges";
import { appointmentFiltersSchema } from "../list-filters";

export function AppointmentFiltersForm({ value, onApply }: FilterFormProps<AppointmentFilters>) {
  const form = useForm<AppointmentFilters>({ resolver: zodResolver(appointmentFiltersSchema), defaultValues: value });
  const { errors } = form.formState;

  function clear() {
    form.reset(NO_APPOINTMENT_FILTERS);
    onApply(NO_APPOINTMENT_FILTERS);
  }

  return (
    <form
      role="search"
      aria-label="Filter appointments"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterField label="Search" error={errors.search?.message} className="sm:col-span-2">
        <Input type="search" placeholder="Name, email, phone, address or ZIP" {...form.register("search")} />
      </FilterField>
      <FilterField label="Show">
        <Select {...form.register("show")}>
          <option value="upcoming">Upcoming, soonest first (no cancelled)</option>
          <option value="past">Past, newest first</option>
          <option value="all">All, newest first</option>
        </Select>
      </FilterField>
      <FilterField label="Status">
        <Select {...form.register("status")}>
          <option value="">Any status</option>
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPOINTMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField label="City" error={errors.city?.message}>
        <Input {...form.register("city")} />
      </FilterField>
      <FilterField label="Flags">
        <Select {...form.register("flag")}>
          <FlagOptions flags={ABUSE_FLAGS} />
        </Select>
      </FilterField>
      <FilterField label="From" error={errors.from?.message}>
        <Input type="date" {...form.register("from")} />
      </FilterField>
      <FilterField label="To" error={errors.to?.message}>
        <Input type="date" {...form.register("to")} />
      </FilterField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        <Button variant="ghost" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
