/**
 * /admin/leads: contact-form leads, newest first, searchable and filtered by status and flag; each
 * lead's status and notes are edited in place; the CSV link exports what the filters select.
 * ?id= (the link in the admins' notice email) opens that lead straight away, as on /admin/appointments.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import type { AdminLead, AdminLeadDetail, AdminPage } from "@/schemas/admin";
import { RouteGuard } from "../../auth/route-guard";
import { QueryProvider } from "../../query-provider";
import { foundText, leadsCsvUrl, leadsUrl, pageCount, type LeadFilters } from "../admin-api";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../admin-format";
import { AdminDialog } from "../../../ui/dialog";
import { FilterField } from "../../../ui/filter-field";
import { FlagOptions } from "../flag-badges";

// A lead has no address, so it is never outside the service area.
const LEAD_FLAGS = ["spam", "over-limit"] as const;
import { LeadCard } from "./lead-card";
import { currentSearch, forgetLinkedId, leadFiltersFrom, leadFiltersSchema, linkedIdFrom } from "../list-filters";
import { Pager } from "../../../ui/pager";

function LeadFiltersForm({ value, onApply }: { value: LeadFilters; onApply: (filters: LeadFilters) => void }) {
  const form = useForm<LeadFilters>({ resolver: zodResolver(leadFiltersSchema), defaultValues: value });
  return (
    <form role="search" aria-label="Filter leads" noValidate onSubmit={form.handleSubmit(onApply)} className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-sand-50 p-4 sm:grid-cols-[2fr_1fr_1fr_auto]">
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
      <Button type="submit" variant="secondary" size="field">
        Apply filters
      </Button>
    </form>
  );
}

/** The lead a link opened, fetched on its own: it may be on any page of the list, or filtered out. */
function LinkedLead({ id }: { id: string }) {
  const detail = useQuery<AdminLeadDetail>({ queryKey: [`/api/admin/leads/${encodeURIComponent(id)}`] });
  if (detail.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        We couldn't load this lead. Close this window and try again.
      </p>
    );
  }
  if (!detail.data) return <p role="status" className="animate-pulse text-slate-600">Loading the lead...</p>;
  return <LeadCard lead={{ ...detail.data, photoCount: detail.data.photos.length }} />;
}

function LeadsScreen() {
  const [filters, setFilters] = useState<LeadFilters>(() => leadFiltersFrom(currentSearch()));
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(() => linkedIdFrom(currentSearch()));
  const list = useQuery<AdminPage<AdminLead>>({ queryKey: [leadsUrl(filters, page)], placeholderData: keepPreviousData });
  const status = list.isError
    ? "We couldn't load the leads. Refresh the page to try again."
    : !list.data || list.isPlaceholderData
      ? "Loading leads..."
      : list.data.total === 0
        ? "No leads match these filters."
        : foundText(list.data, "lead");

  return (
    <div className="grid gap-4">
      <LeadFiltersForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="font-semibold text-slate-800">
          {status}
        </p>
        <a href={leadsCsvUrl(filters)} download data-astro-prefetch="false" className={buttonVariants({ variant: "outline" })}>
          Export CSV
        </a>
      </div>
      {list.data?.items.map((lead) => <LeadCard key={lead.id} lead={lead} textsConfigured={list.data?.textsConfigured} />)}
      {list.data && list.data.total > 0 && <Pager page={page} pageCount={pageCount(list.data.total, list.data.pageSize)} more={list.data.totalCapped} onPage={setPage} label="leads" />}
      <AdminDialog
        open={openId !== null}
        onClose={() => {
          setOpenId(null);
          forgetLinkedId();
        }}
        title="Lead details"
      >
        {openId && <LinkedLead id={openId} />}
      </AdminDialog>
    </div>
  );
}

/** The /admin/leads island. */
export function LeadsAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <LeadsScreen />}
      </RouteGuard>
    </QueryProvider>
  );
}
