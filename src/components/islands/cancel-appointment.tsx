/**
 * /cancel/{token}: shows the appointment the link belongs to (date, time, city), asks to
 * confirm, cancels it and says so. Unknown and already-cancelled links get a clear answer.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, queryClient } from "@/lib/api-client";
import { QueryProvider } from "./query-provider";

interface CancelView {
  appointmentDate: string;
  appointmentTime: string;
  dateLabel: string;
  city: string;
  status: string;
  /** False once it has taken place (or was completed or missed). */
  cancellable: boolean;
}

interface CancelAppointmentProps {
  phone: string;
  phoneHref: string;
}

function tokenFromPath(): string {
  return typeof window === "undefined" ? "" : (window.location.pathname.split("/cancel/")[1] ?? "").replace(/\/$/, "");
}

function Cancel({ phone, phoneHref }: CancelAppointmentProps) {
  const token = tokenFromPath();
  const url = `/api/cancel/${encodeURIComponent(token)}`;
  const lookup = useQuery<CancelView>({ queryKey: [url], enabled: Boolean(token), retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1 });
  const cancel = useMutation({
    mutationFn: () => apiRequest<CancelView>("POST", url),
    onSuccess: (data) => queryClient().setQueryData([url], data),
    // 409: it started (or was closed) since the page loaded; reload it to say so.
    onError: (error) => error instanceof ApiError && error.status === 409 && queryClient().invalidateQueries({ queryKey: [url] }),
  });
  const callUs = (
    <a href={phoneHref} className="font-bold text-brand-800 underline">
      {phone}
    </a>
  );

  if (!token || (lookup.error instanceof ApiError && lookup.error.status === 404)) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-extrabold text-brand-900">We couldn't find that appointment</h2>
        <p className="mt-2 text-slate-700">The cancel link may be incomplete. Copy the whole link from your confirmation email, or call us at {callUs}.</p>
      </div>
    );
  }
  if (lookup.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        Something went wrong loading your appointment. Please try again, or call us at {callUs}.
      </p>
    );
  }
  if (!lookup.data) return <p role="status" className="animate-pulse text-slate-600">Loading your appointment...</p>;

  const appointment = lookup.data;
  const summary = (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-sand-100 p-4">
      <dt className="font-semibold text-slate-700">Date</dt>
      <dd>{appointment.dateLabel}</dd>
      <dt className="font-semibold text-slate-700">Time</dt>
      <dd>{appointment.appointmentTime}</dd>
      <dt className="font-semibold text-slate-700">City</dt>
      <dd>{appointment.city}</dd>
    </dl>
  );

  if (appointment.status === "cancelled") {
    return (
      <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-extrabold text-brand-900">Your appointment is cancelled</h2>
        {summary}
        <p className="mt-4 text-slate-700">
          The time is free again. Want a new one? <a href="/estimate" className="font-bold text-brand-800 underline">Book another estimate</a> or call {callUs}.
        </p>
      </div>
    );
  }

  if (!appointment.cancellable) {
    return (
      <div role="status" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 className="text-xl font-extrabold text-brand-900">This appointment can no longer be cancelled online</h2>
        {summary}
        <p className="mt-4 text-slate-700">Online cancelling is for visits still to come, and this one has started or is already closed. Questions about it? Call us at {callUs}.</p>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-extrabold text-brand-900">Cancel this appointment?</h2>
      {summary}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="destructive" size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? "Cancelling..." : "Yes, cancel my appointment"}
        </Button>
        <a href="/" className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-brand-800 underline">
          Keep it
        </a>
      </div>
      {cancel.isError && (
        <p role="alert" className="mt-4 text-red-800">
          We couldn't cancel it just now. Please try again or call {callUs}.
        </p>
      )}
    </div>
  );
}

export function CancelAppointment(props: CancelAppointmentProps) {
  return (
    <QueryProvider>
      <Cancel {...props} />
    </QueryProvider>
  );
}
