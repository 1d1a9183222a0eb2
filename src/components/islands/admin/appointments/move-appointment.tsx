/**
 * The admin's "Move to another time" on an appointment: the booking calendar, then the admin
 * move API. It says before moving who will be told (the updated invitation), with a choice not
 * to tell a customer who agreed the new time already.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { AdminAppointment, CustomerReach } from "@/schemas/admin";
import { MoveVisit } from "@/components/islands/manage/move-visit";
import { appointmentUrl, refreshAdminData } from "../admin-api";
import { noticePreview, silentPreview } from "./notice-preview";

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
      url={`${appointmentUrl(appointment.id)}/move`}
      notify={notify}
      movedText={(when) => (notify ? `Now ${when}. ${appointment.firstName} gets the updated invitation.` : `Now ${when}. Nobody was told.`)}
      onClose={() => setOpen(false)}
      onMoved={() => {
        setOpen(false);
        void refreshAdminData();
      }}
    >
      <div data-slot="notice-preview" className="grid gap-2 rounded-lg border border-brand-200 bg-white p-3">
        <p role="status" className="text-slate-800">
          {notify ? noticePreview(appointment.firstName, customer, "moved") : silentPreview(appointment.firstName)}
        </p>
        <label className="flex min-h-11 items-center gap-3 text-slate-800">
          <input type="checkbox" className="size-5 accent-brand-700" checked={!notify} onChange={(event) => setNotify(!event.target.checked)} />
          Don't notify {appointment.firstName}
        </label>
      </div>
    </MoveVisit>
  );
}
