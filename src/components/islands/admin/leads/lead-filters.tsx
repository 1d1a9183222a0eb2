/** The leads list's filter bar: free text, a status and a flag, applied with the button (or Enter). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { NO_LEAD_FILTERS, type LeadFilters } from "../admin-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../admin-format";
import type { FilterFormProps } from "../admin-list-page";
import { FlagOptions } from "../flag-badges";
import { leadFiltersSchema } from "../list-filters";

// A lead has no address, so it is never outside the service area.
const LEAD_FLAGS = ["spam", "over-limit"] as const;

export function LeadFiltersForm({ value, onApply }: FilterFormProps<LeadFilters>) {
  const form = useForm<LeadFilters>({ resolver: zodResolver(leadFiltersSchema), defaultValues: value });
  return (
    <form
      role="search"
      aria-label="Filter leads"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
    >
      <FilterField label="Search" error={form.formState.errors.search?.message}>
        <Input type="search" placeholder="Name, email or phone" {...form.register("search")} />
      </FilterField>
      <FilterField label="Status">
        <Select {...form.register("status")}>
          <option value="">Any status</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField label="Flags">
        <Select {...form.register("flag")}>
          <FlagOptions flags={LEAD_FLAGS} />
        </Select>
      </FilterField>
      <FilterField label="Show">
        <Select {...form.register("show")}>
          <option value="people">No spam</option>
          <option value="all">All, spam too</option>
        </Select>
      </FilterField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" size="field">
          Apply filters
        </Button>
        <Button
          variant="ghost"
          size="field"
          onClick={() => {
            form.reset(NO_LEAD_FILTERS);
            onApply(NO_LEAD_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
