/**
 * /admin/leads: contact-form leads, newest first, searchable and filtered by status and flag; each
 * lead's status and notes are edited in place; the CSV link exports what the filters select.
 * ?id= (the link in the admins' notice email) opens that lead straight away, as on /admin/appointments.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import type { AdminLead } from "@/schemas/admin/leads";
import type { AdminPage } from "@/schemas/admin/lists";
import { adminLead } from "@/schemas/routes/admin";
import { AdminListPage } from "../admin-list-page";
import { leadsCsvUrl, leadsUrl, NO_LEAD_FILTERS } from "../admin-api";
import { leadFiltersFrom } from "../list-filters";
import { LeadCard } from "./lead-card";
import { LeadFiltersForm } from "./lead-filters";

/** The lead a link opened, fetched on its own: it may be on any page of the list, or filtered out. */
function LinkedLead({ id }: { id: string }) {
  const detail = useQuery(apiQuery(apiUrl(adminLead, { params: { id } })));
  return (
    <QueryState query={detail} loading="Loading the lead..." error="We couldn't load this lead. Close this window and try again.">
      {(lead) => <LeadCard lead={{ ...lead, photoCount: lead.photos.length }} />}
    </QueryState>
  );
}

/** The /admin/leads island. */
export function LeadsAdmin({ supportEmail }: { supportEmail: string }) {
  return (
    <AdminListPage
      supportEmail={supportEmail}
      noun="lead"
      filtersFrom={leadFiltersFrom}
      defaultFilters={NO_LEAD_FILTERS}
      FilterForm={LeadFiltersForm}
      pageUrl={leadsUrl}
      csvUrl={leadsCsvUrl}
      renderRows={(page: AdminPage<AdminLead>) =>
        page.items.map((lead) => <LeadCard key={lead.id} lead={lead} textsConfigured={page.textsConfigured} />)
      }
      detailTitle="Lead details"
      renderDetail={(id) => <LinkedLead id={id} />}
    />
  );
}
