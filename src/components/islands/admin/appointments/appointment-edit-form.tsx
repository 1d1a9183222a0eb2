/**
 * Status and internal notes of one appointment, saved together. Only what changed is
 * sent; the server records each change in the history and may refuse (409) to bring a
 * cancelled appointment back into a slot that has filled up since. A status change the
 * customer hears of (confirmed, cancelled) says before saving who will be told and how, with
 * a choice not to tell; marking a visit still to come completed asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Select, Textarea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { toldChange } from "@/core/visit-changes";
import { appointmentStart } from "@/core/visit-time";
import { appointmentPatchSchema, type AdminAppointment, type AppointmentPatch, type CustomerReach } from "@/schemas/admin/appointments";
import { MAX_ADMIN_NOTES } from "@/schemas/admin/notes";
import { appointmentUrl, refreshAdminData } from "../admin-api";
import { APPOINTMENT_STATUS_LABELS, APPOINTMENT_STATUSES } from "../admin-format";
import { formatDay } from "../admin-time";
import { changedFields } from "../changed-fields";
import { NoticeChoice } from "./notice-choice";

interface AppointmentEditValues {
  status: AdminAppointment["status"];
  adminNotes: string;
}

interface AppointmentEditFormProps {
  appointment: AdminAppointment;
  /** How a change would reach the customer (the detail's `reach`); without it the preview names the email only. */
  reach?: CustomerReach;
}

export function AppointmentEditForm({ appointment, reach }: AppointmentEditFormProps) {
  const form = useForm<AppointmentEditValues>({
    resolver: zodResolver(appointmentPatchSchema) as never,
    defaultValues: { status: appointment.status, adminNotes: appointment.adminNotes },
  });
  const { errors } = form.formState;
  const [notify, setNotify] = useState(true);
  const [confirmingCompleted, setConfirmingCompleted] = useState<AppointmentPatch | null>(null);
  const saved = form.formState.defaultValues;
  const savedStatus = saved?.status ?? appointment.status;
  const start = appointmentStart(appointment);
  const change = toldChange(savedStatus, useWatch({ control: form.control, name: "status" }), start, new Date());

  const save = useMutation({
    mutationFn: (patch: AppointmentPatch) => apiRequest("PATCH", appointmentUrl(appointment.id), patch),
    onSuccess: (updated) => {
      toast({ title: "Appointment saved", description: `Status: ${APPOINTMENT_STATUS_LABELS[updated.status]}.` });
      form.reset({ status: updated.status, adminNotes: updated.adminNotes });
      setNotify(true);
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not saved",
        description: errorMessage(error, "We couldn't save the changes. Please try again."),
      }),
  });

  function submit(values: AppointmentEditValues) {
    // Compare with what was last saved here, which may be newer than the appointment passed in.
    const patch = changedFields<AppointmentEditValues>(
      { status: savedStatus, adminNotes: saved?.adminNotes ?? appointment.adminNotes },
      values,
    );
    if (!patch) return toast({ title: "Nothing to save", description: "Change the status or the notes first." });
    const withNotice = change && !notify ? { ...patch, notify: false } : patch;
    // A review request goes the morning after a visit is marked completed: ask before doing it early.
    if (patch.status === "completed" && start.getTime() > Date.now()) return setConfirmingCompleted(withNotice);
    save.mutate(withNotice);
  }

  const customer = reach ?? { email: appointment.email, text: false, locale: appointment.locale === "es" ? "es" : "en" };
  return (
    <form
      noValidate
      onSubmit={(event) => form.handleSubmit(submit)(event)}
      aria-label="Update appointment"
      className="grid gap-4 rounded-xl border border-slate-200 bg-sand-50 p-4"
    >
      <Field label="Status" error={errors.status?.message}>
        <Select {...form.register("status")}>
          {APPOINTMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {APPOINTMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      {change && (
        <NoticeChoice firstName={appointment.firstName} customer={customer} change={change} notify={notify} onNotifyChange={setNotify} />
      )}
      <Field label="Internal notes" optional hint="Only the team sees these." error={errors.adminNotes?.message}>
        <Textarea maxLength={MAX_ADMIN_NOTES} {...form.register("adminNotes")} />
      </Field>
      {confirmingCompleted ? (
        <div role="alert" className="grid gap-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          <p>
            This visit is on {formatDay(appointment.appointmentDate)} at {appointment.appointmentTime}, still to come. Mark it completed
            anyway? {appointment.firstName} would be asked for a Google review the next morning.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={save.isPending}
              onClick={() => {
                save.mutate(confirmingCompleted);
                setConfirmingCompleted(null);
              }}
            >
              Yes, mark it completed
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingCompleted(null)}>
              Keep it as it is
            </Button>
          </div>
        </div>
      ) : (
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      )}
    </form>
  );
}
