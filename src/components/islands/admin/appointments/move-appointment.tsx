/**
 * The admin's "Move to another time" on an appointment: the booking calendar, then the admin
 * move API. It says before moving who will be told (the updated invitation), with a choice not
 * to tell a customer who agreed the new time already.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { AdminAppointment, CustomerReach } from "@/schemas/admin/appointments";
import { MoveVisit } from "@/components/islands/manage/move-visit";
import { apiUrl } from "@/browser/api-client";
import { adminMoveAppointment } from "@/schemas/routes/admin";
import { refreshAdminData } from "../admin-api";
import { NoticeChoice } from "./notice-choice";

const MOVABLE = new Set(["pending", "confirmed"]);

export function MoveAppointment({ appointment, reach }: { appointment: AdminAppointment; reach?: CustomerReach }) {
  const [open, setOpen] = useState(false);
  const [notify, setNotify] = useState(true);
  if (!MOVABLE.has(appointment.status)) return null;
  if (!open) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Move to another time
      </Button>
    );
  }
  const customer = reach ?? { email: appointment.email, text: false, locale: appointment.locale === "es" ? "es" : "en" };
  return (
    <MoveVisit
      url={apiUrl(adminMoveAppointment, { params: { id: appointment.id } })}
      notify={notify}
      movedText={(when) =>
        notify ? `Now ${when}. ${appointment.firstName} gets the updated invitation.` : `Now ${when}. Nobody was told.`
      }
      onClose={() => setOpen(false)}
      onMoved={() => {
        setOpen(false);
        void refreshAdminData();
      }}
    >
      <NoticeChoice firstName={appointment.firstName} customer={customer} change="moved" notify={notify} onNotifyChange={setNotify} />
    </MoveVisit>
  );
}
