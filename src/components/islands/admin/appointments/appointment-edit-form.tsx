/**
 * Status and internal notes of one appointment, saved together. Only what changed is
 * sent; the server records each change in the history and may refuse (409) to bring a
 * cancelled appointment back into a slot that has filled up since.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Select, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { appointmentPatchSchema, MAX_ADMIN_NOTES, type AdminAppointment, type AppointmentPatch } from "@/schemas/admin";
import { appointmentUrl, refreshAdminData } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from "../admin-format";
import { changedFields } from "../changed-fields";

interface AppointmentEditValues {
  status: AdminAppointment["status"];
  adminNotes: string;
}

export function AppointmentEditForm({ appointment }: { appointment: AdminAppointment }) {
  const form = useForm<AppointmentEditValues>({
    resolver: zodResolver(appointmentPatchSchema) as never,
    defaultValues: { status: appointment.status, adminNotes: appointment.adminNotes },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (patch: AppointmentPatch) => apiRequest<AdminAppointment>("PATCH", appointmentUrl(appointment.id), patch),
    onSuccess: (updated) => {
      toast({ title: "Appointment saved", description: `Status: ${APPOINTMENT_STATUS_LABELS[updated.status]}.` });
      form.reset({ status: updated.status, adminNotes: updated.adminNotes });
      void refreshAdminData();
    },
    onError: (error) => toast({ variant: "destructive", title: "Not saved", description: errorMessage(error, "We couldn't save the changes. Please try again.") }),
  });

  function submit(values: AppointmentEditValues) {
    // Compare with what was last saved here, which may be newer than the appointment passed in.
    const saved = form.formState.defaultValues;
    const patch = changedFields<AppointmentEditValues>({ status: saved?.status ?? appointment.status, adminNotes: saved?.adminNotes ?? appointment.adminNotes }, values);
    if (!patch) return toast({ title: "Nothing to save", description: "Change the status or the notes first." });
    save.mutate(patch);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Update appointment" className="grid gap-4 rounded-xl border border-slate-200 bg-sand-50 p-4">
      <Field label="Status" error={errors.status?.message}>
        <Select {...form.register("status")}>
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPOINTMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Internal notes" optional hint="Only the team sees these." error={errors.adminNotes?.message}>
        <Textarea maxLength={MAX_ADMIN_NOTES} {...form.register("adminNotes")} />
      </Field>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save"}
      </Button>
    </form>
  );
}
