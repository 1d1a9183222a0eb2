/**
 * Who goes to the visit: one of the team the server lists (live estimators, office and owners),
 * or nobody. Saving sends only the estimator; the server checks the person and records the
 * change in the history.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import type { AdminAppointmentDetail } from "@/schemas/admin/appointments";
import { appointmentUrl, refreshAdminData } from "../admin-api";

export function EstimatorChoice({ appointment }: { appointment: AdminAppointmentDetail }) {
  const id = useId();
  const [chosen, setChosen] = useState(appointment.estimatorId ?? "");
  const estimators = appointment.estimators ?? [];
  // Someone given the visit who is no longer in the list (left the team, another role) stays shown.
  const current = appointment.estimator;
  const choices = current && !estimators.some((person) => person.id === current.id) ? [current, ...estimators] : estimators;
  const save = useMutation({
    mutationFn: (estimatorId: string | null) => apiRequest("PATCH", appointmentUrl(appointment.id), { estimatorId }),
    onSuccess: () => {
      toast({ title: "Estimator saved" });
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not saved",
        description: errorMessage(error, "We couldn't save the estimator. Please try again."),
      }),
  });
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 p-4">
      <label htmlFor={id} className="font-semibold text-slate-700">
        Estimator
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)} className="min-w-56">
          <option value="">Nobody yet</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.role})
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          disabled={save.isPending || chosen === (appointment.estimatorId ?? "")}
          onClick={() => save.mutate(chosen || null)}
        >
          Save the estimator
        </Button>
      </div>
      {choices.length === 0 && <p className="text-sm text-slate-600">No estimator is on the team yet.</p>}
    </div>
  );
}
