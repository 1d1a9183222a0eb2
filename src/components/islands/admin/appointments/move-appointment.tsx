/** The admin's "Move to another time" on an appointment: the booking calendar, then the admin move API. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { AdminAppointment } from "@/schemas/admin";
import { MoveVisit } from "@/components/islands/manage/move-visit";
import { appointmentUrl, refreshAdminData } from "../admin-api";

const MOVABLE = new Set(["pending", "confirmed"]);

export function MoveAppointment({ appointment }: { appointment: AdminAppointment }) {
  const [open, setOpen] = useState(false);
  if (!MOVABLE.has(appointment.status)) return null;
  if (!open) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Move to another time
      </Button>
    );
  }
  return (
    <MoveVisit
      url={`${appointmentUrl(appointment.id)}/move`}
      movedText={(when) => `Now ${when}. The customer gets the updated invitation by email.`}
      onClose={() => setOpen(false)}
      onMoved={() => {
        setOpen(false);
        void refreshAdminData();
      }}
    />
  );
}
