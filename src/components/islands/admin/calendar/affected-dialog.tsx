/**
 * The confirm step before saving settings that some booked appointments no longer fit.
 * Saving never changes those appointments; the admin is asked to contact the customers.
 */
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { AffectedAppointment } from "@/schemas/admin/calendar-settings";
import type { AffectedReason } from "@/core/affected-appointments";
import { unbrokenPhone } from "@/i18n/phone";
import { fullName } from "../admin-format";
import { formatDay } from "../admin-time";

/** Why an appointment no longer fits, as the admin reads it. */
const REASONS: Record<AffectedReason, string> = {
  "closed-weekday": "that weekday is now closed",
  holiday: "that public holiday is now closed",
  "blocked-date": "that date is now closed",
  "slot-removed": "that time slot was removed",
  "slot-unavailable": "that time slot is now always unavailable",
  "over-capacity": "the slot now holds fewer crews",
};

interface AffectedDialogProps {
  /** The appointments the dry run found; null while there is nothing to confirm. */
  affected: AffectedAppointment[] | null;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AffectedDialog({ affected, saving, onConfirm, onCancel }: AffectedDialogProps) {
  const count = affected?.length ?? 0;
  return (
    <Dialog open={affected !== null} onClose={onCancel} title="Some appointments no longer fit">
      <p className="text-slate-800">
        {count === 1
          ? "This appointment no longer fits the new settings; it stays booked — contact that customer."
          : `These ${count} appointments no longer fit the new settings; they stay booked — contact those customers.`}
      </p>
      <ul className="mt-4 grid max-h-72 gap-2 overflow-y-auto">
        {affected?.map((appointment) => (
          <li key={appointment.id} className="rounded-lg bg-sand-100 p-3 text-sm">
            <strong className="block text-brand-900">
              {formatDay(appointment.appointmentDate)} at {appointment.appointmentTime}
            </strong>
            {fullName(appointment)} · {unbrokenPhone(appointment.phone)} · {appointment.email}
            {REASONS[appointment.reason] && <span className="block text-slate-700">Why: {REASONS[appointment.reason]}.</span>}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onConfirm} disabled={saving}>
          {saving ? "Saving..." : "Save anyway"}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Keep editing
        </Button>
      </div>
    </Dialog>
  );
}
