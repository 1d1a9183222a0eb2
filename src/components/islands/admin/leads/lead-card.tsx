/** One lead: who, what they asked, and its status and notes with Save (only changes are sent). */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Select, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { adminLead } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import { leadPatchSchema, type AdminLead, type LeadPatch } from "@/schemas/admin/leads";
import { MAX_ADMIN_NOTES } from "@/schemas/admin/notes";
import { sourceSummary } from "@/core/source-summary";
import { StatusBadge } from "@/components/islands/status-badge";
import { unbrokenPhone } from "@/i18n/phone";
import { refreshAdminData } from "../admin-api";
import { fullName, LEAD_STATUS_LABELS, LEAD_STATUSES, serviceLabel } from "../admin-format";
import { formatInstant } from "../admin-time";
import { changedFields } from "../changed-fields";
import { PhotoMark } from "../photo-mark";
import { FlagBadges } from "../flag-badges";
import { LeadTexts } from "./lead-texts";
import { customerPageUrl } from "../customers/customer-links";

// Photos load with the first lead that has any, not with the list page.
const LeadPhotos = lazy(() => import("../admin-photos").then((module) => ({ default: module.LeadPhotos })));

interface LeadEditValues {
  status: AdminLead["status"];
  notes: string;
}

/** One lead; `textsConfigured` (from the list) shows its texts summary and the thread on demand. */
export function LeadCard({ lead, textsConfigured = false }: { lead: AdminLead; textsConfigured?: boolean }) {
  const form = useForm<LeadEditValues>({
    resolver: zodResolver(leadPatchSchema) as never,
    defaultValues: { status: lead.status, notes: lead.notes },
  });
  const { errors } = form.formState;
  const name = fullName(lead);
  const save = useMutation({
    mutationFn: (patch: LeadPatch) => apiRequest("PATCH", apiUrl(adminLead, { params: { id: lead.id } }), patch),
    onSuccess: (updated) => {
      toast({ title: "Lead saved", description: `${name}: ${LEAD_STATUS_LABELS[updated.status]}.` });
      form.reset({ status: updated.status, notes: updated.notes });
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not saved",
        description: errorMessage(error, "We couldn't save the lead. Please try again."),
      }),
  });

  function submit(values: LeadEditValues) {
    // Compare with what was last saved here, which may be newer than the lead passed in.
    const saved = form.formState.defaultValues;
    const patch = changedFields<LeadEditValues>({ status: saved?.status ?? lead.status, notes: saved?.notes ?? lead.notes }, values);
    if (!patch) return toast({ title: "Nothing to save", description: "Change the status or the notes first." });
    save.mutate(patch);
  }

  return (
    <article aria-label={name} className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-2">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold text-brand-900">{name}</h2>
          <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
          <FlagBadges flags={lead.flags} spamReason={lead.spamReason} />
          <PhotoMark count={lead.photoCount} />
        </div>
        {lead.spamReason && (
          <p className="text-sm text-red-900">Judged spam ({lead.spamReason}): no email was sent and it was not forwarded.</p>
        )}
        <p className="text-sm text-slate-600">
          {formatInstant(lead.createdAt)} · {serviceLabel(lead.service)} · from {lead.source}
        </p>
        <p className="text-sm text-slate-600">Source: {sourceSummary(lead.channel, lead.attribution)}</p>
        <a href={customerPageUrl({ kind: "lead", id: lead.id })} className="text-sm font-semibold text-brand-700 underline">
          Everything about {lead.firstName}, and book a visit for them
        </a>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
          <a href={`mailto:${lead.email}`} className="font-semibold text-brand-700 underline">
            {lead.email}
          </a>
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className="font-semibold text-brand-700 underline">
            {unbrokenPhone(lead.phone)}
          </a>
        </p>
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{lead.projectDetails || "No project details given."}</p>
        {lead.photoCount ? (
          <Suspense fallback={null}>
            <LeadPhotos id={lead.id} who={name} />
          </Suspense>
        ) : null}
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label={`Update lead ${name}`} className="grid gap-3">
        <Field label="Status" error={errors.status?.message}>
          <Select {...form.register("status")}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Notes" optional error={errors.notes?.message}>
          <Textarea maxLength={MAX_ADMIN_NOTES} className="min-h-20" {...form.register("notes")} />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </form>
      <div className="lg:col-span-2">
        <LeadTexts leadId={lead.id} texts={lead.texts} configured={textsConfigured} />
      </div>
      <a href={`/admin/quote?leadId=${lead.id}`} className="font-semibold text-brand-700 underline lg:col-span-2">
        Write a quote for {lead.firstName}
      </a>
    </article>
  );
}
