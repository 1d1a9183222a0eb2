/**
 * Undoing abuse: cancels every upcoming visit of the person behind this appointment (same
 * email or same phone) in one action, after the admin confirms. The slots free at once;
 * each visit's history records the change; the customer gets no email.
 */
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { adminCancelPerson } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import type { AdminAppointment } from "@/schemas/admin/appointments";
import { unbrokenPhone } from "@/i18n/phone";
import { refreshAdminData } from "../admin-api";
import { fullName, plural } from "../admin-format";

export function CancelPerson({ appointment }: { appointment: AdminAppointment }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminCancelPerson, { params: { id: appointment.id } })),
    onSuccess: ({ cancelled }) => {
      setConfirming(false);
      toast({
        title: "Visits cancelled",
        description: cancelled
          ? `${plural(cancelled, "upcoming visit")} of ${fullName(appointment)} cancelled; the slots are free again.`
          : "This person has no upcoming visits left.",
      });
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not cancelled",
        description: errorMessage(error, "We couldn't cancel the visits. Please try again."),
      }),
  });

  return (
    <section aria-labelledby={`cancel-person-${appointment.id}`} className="grid gap-2 rounded-2xl border border-red-200 bg-red-50 p-4">
      <h3 id={`cancel-person-${appointment.id}`} className="font-bold text-red-900">
        Abuse
      </h3>
      <p className="text-sm text-slate-800">
        Cancel every upcoming visit booked with {appointment.email} or {unbrokenPhone(appointment.phone)}. The slots are freed and no email
        goes to the customer.
      </p>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? "Cancelling..." : "Yes, cancel them all"}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep them
          </Button>
        </div>
      ) : (
        <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
          Cancel all upcoming visits of this person
        </Button>
      )}
    </section>
  );
}
