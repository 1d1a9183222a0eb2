/**
 * What a signed-in customer (not on the team) sees on /dashboard: their upcoming
 * appointments, found by the email they signed in with, each with a way to cancel it.
 * Cancelling asks first, in a dialog, then frees the time at once.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, queryClient } from "@/lib/api-client";
import type { MyAppointment } from "@/schemas/appointment";
import type { AuthUser } from "../auth/use-auth";
import { AdminDialog } from "./admin-dialog";
import { errorMessage } from "./admin-api";
import { StatusBadge } from "./status-badge";

/** GET /api/my/appointments, as a query key for the shared GET query function. */
export const MY_APPOINTMENTS_KEY = ["/api/my/appointments"] as const;

interface MyAppointmentsProps {
  user: AuthUser;
  supportEmail: string;
  phone: string;
  phoneHref: string;
}

const link = "font-semibold text-brand-800 underline";

export function MyAppointments({ user, supportEmail, phone, phoneHref }: MyAppointmentsProps) {
  const appointments = useQuery<MyAppointment[]>({ queryKey: MY_APPOINTMENTS_KEY });
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const callUs = (
    <a href={phoneHref} className={link}>
      {phone}
    </a>
  );

  return (
    <section aria-labelledby="my-appointments-heading" className="grid max-w-3xl gap-4">
      <div>
        <h2 id="my-appointments-heading" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-brand-900 focus:outline-none">
          Your upcoming appointments
        </h2>
        <p className="mt-1 text-slate-700">
          {user.name ? `Hi ${user.name.split(" ")[0]}. ` : ""}
          These are the free estimates booked with <strong className="font-semibold wrap-anywhere">{user.email}</strong>.
        </p>
      </div>

      {appointments.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          We couldn't load your appointments. Refresh the page to try again, or call us at {callUs}.
        </p>
      ) : !appointments.data ? (
        <p role="status" className="animate-pulse text-slate-600">
          Loading your appointments...
        </p>
      ) : appointments.data.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="font-semibold text-brand-900">You have no upcoming appointments.</p>
          <p className="mt-2 text-slate-700">
            Booked with a different email? Your confirmation email has the details and a cancel link. Or call us at {callUs} or write to{" "}
            <a href={`mailto:${supportEmail}`} className={link}>
              {supportEmail}
            </a>
            .
          </p>
          <a href="/estimate" className={buttonVariants({ size: "lg", className: "mt-5" })}>
            Book a free estimate
          </a>
        </div>
      ) : (
        <ul className="grid gap-4">
          {appointments.data.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} onCancel={() => setCancelling(appointment)} />
            </li>
          ))}
        </ul>
      )}

      {appointments.data && appointments.data.length > 0 && (
        <p className="text-slate-700">
          Need a different time? Cancel here and <a href="/estimate" className={link}>book a new one</a>, or call us at {callUs}.
        </p>
      )}

      {/* The cancelled card's button is gone once the list reloads, so focus moves to the heading. */}
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} onCancelled={() => heading.current?.focus()} />
    </section>
  );
}

function AppointmentCard({ appointment, onCancel }: { appointment: MyAppointment; onCancel: () => void }) {
  return (
    <article aria-label={`${appointment.dateLabel} at ${appointment.appointmentTime}`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-brand-900">{appointment.dateLabel}</p>
          <p className="text-slate-700">
            {appointment.appointmentTime} · {appointment.serviceLabel}
          </p>
        </div>
        <StatusBadge status={appointment.status} />
      </div>
      <p className="mt-3 text-slate-700">
        {appointment.address}, {appointment.city} {appointment.zipCode}
      </p>
      {appointment.status === "pending" && <p className="mt-1 text-sm text-slate-600">We'll call you to confirm the visit.</p>}
      {appointment.cancellable && (
        <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={onCancel}>
          Cancel appointment
        </Button>
      )}
    </article>
  );
}

/** Asks before cancelling; on success the list reloads and a toast says the time is free. */
function CancelDialog({ appointment, onClose, onCancelled }: { appointment: MyAppointment | null; onClose: () => void; onCancelled: () => void }) {
  const cancel = useMutation({
    mutationFn: (id: string) => apiRequest<MyAppointment>("POST", `/api/my/appointments/${encodeURIComponent(id)}/cancel`),
    onSuccess: async (cancelled) => {
      toast({ title: "Appointment cancelled", description: `${cancelled.dateLabel} at ${cancelled.appointmentTime} is free again.` });
      onClose();
      await queryClient().invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
      onCancelled();
    },
  });

  return (
    <AdminDialog
      open={appointment !== null}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      title="Cancel this appointment?"
      className="max-w-lg"
    >
      {appointment && (
        <>
          <p className="text-slate-700">
            Your free estimate on <strong className="font-semibold">{appointment.dateLabel}</strong> at{" "}
            <strong className="font-semibold">{appointment.appointmentTime}</strong> will be cancelled and the time given to someone else.
          </p>
          {cancel.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
              {errorMessage(cancel.error, "We couldn't cancel it just now. Please try again.")}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate(appointment.id)}>
              {cancel.isPending ? "Cancelling..." : "Yes, cancel it"}
            </Button>
            <Button variant="ghost" size="lg" onClick={onClose}>
              Keep it
            </Button>
          </div>
        </>
      )}
    </AdminDialog>
  );
}
