/**
 * "On my way, arriving in 15 / 30 / 45 min" for one visit: the admin's on-my-way text, then a
 * spoken and shown confirmation. The server refuses (409) a customer who did not consent or
 * replied STOP, whatever the page shows.
 */
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, apiUrl } from "@/browser/api-client";
import { adminOnMyWay } from "@/schemas/routes/admin";
import { errorMessage } from "@/browser/error-message";
import { refreshAdminData } from "../admin-api";

/** The ETAs the customer can be told, in minutes (onMyWaySchema). */
export const ETA_MINUTES = [15, 30, 45] as const;

export function OnMyWayButtons({ appointmentId, who }: { appointmentId: string; who: string }) {
  const labelId = useId();
  const send = useMutation({
    mutationFn: (etaMinutes: (typeof ETA_MINUTES)[number]) => apiRequest("POST", apiUrl(adminOnMyWay), { appointmentId, etaMinutes }),
    onSuccess: (_answer, etaMinutes) => {
      toast({ title: "On my way sent", description: `${who} will read that you arrive in about ${etaMinutes} minutes.` });
      void refreshAdminData();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Not sent",
        description: errorMessage(error, "We couldn't send the text. Please try again."),
      }),
  });
  return (
    <div className="grid gap-2">
      <div role="group" aria-labelledby={labelId} className="grid gap-2">
        <p id={labelId} className="text-sm font-semibold text-slate-800">
          On my way to {who}, arriving in
        </p>
        <div className="grid grid-cols-3 gap-2 sm:flex">
          {ETA_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              variant="outline"
              className="h-11 sm:min-w-24"
              disabled={send.isPending}
              onClick={() => send.mutate(minutes)}
            >
              <span className="sr-only">On my way, </span>
              {minutes} min
            </Button>
          ))}
        </div>
      </div>
      <p role="status" className="text-sm font-semibold text-green-800">
        {send.isSuccess && `Sent: arriving in about ${send.variables} minutes.`}
      </p>
    </div>
  );
}
