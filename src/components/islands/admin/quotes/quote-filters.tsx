/** The quotes list's filter bar: the customer's name, email or phone, and the stage. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { FilterField } from "@/components/ui/filter-field";
import { QUOTE_STAGES } from "@/core/quote-status";
import type { FilterFormProps } from "../admin-list-page";
import { QUOTE_STAGE_LABELS, type QuoteFilters } from "./quote-format";

export function QuoteFiltersForm({ value, onApply }: FilterFormProps<QuoteFilters>) {
  const [search, setSearch] = useState(value.search);
  const [status, setStatus] = useState(value.status);
  return (
    <form
      role="search"
      aria-label="Filter quotes"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ search: search.trim(), status });
      }}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-[2fr_1fr_auto]"
    >
      <FilterField label="Search">
        <Input
          type="search"
          placeholder="Name, email or phone"
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterField>
      <FilterField label="Status">
        <Select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any status</option>
          {QUOTE_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {QUOTE_STAGE_LABELS[stage]}
            </option>
          ))}
        </Select>
      </FilterField>
      <Button type="submit" variant="secondary" size="field">
        Apply filters
      </Button>
    </form>
  );
}
