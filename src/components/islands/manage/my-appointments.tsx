/**
 * What a signed-in customer (not on the team) sees on /dashboard: their upcoming
 * appointments, found by the email they signed in with, each with a way to cancel it.
 * Cancelling asks first, in a dialog, then frees the time at once. On /es/dashboard it
 * speaks Spanish: days and times from src/i18n/dates.ts, the service as the booking form names it.
 * It sits with the manage page's islands (a visit managed from its email link): both are the
 * customer's own, and neither imports the admin screens.
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { QueryState } from "@/components/ui/query-state";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { myAppointmentCancel, myAppointments } from "@/schemas/routes/manage";
import { errorMessage } from "@/browser/error-message";
import type { MyAppointment } from "@/schemas/appointment";
import { accountWords, type AccountWords } from "@/i18n/account";
import { bookingCopy } from "@/i18n/booking";
import { formatDay, formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import type { AuthUser } from "../auth/use-auth";
import { StatusBadge } from "../status-badge";

/** The signed-in user's visits, read by the shared GET query function. */
const myAppointmentsQuery = apiQuery(apiUrl(myAppointments));

/** Its query key. */
export const MY_APPOINTMENTS_KEY = myAppointmentsQuery.queryKey;

interface MyAppointmentsProps {
  user: AuthUser;
  supportEmail: string;
  phone: string;
  phoneHref: string;
  /** The page's language. */
  locale?: Locale;
}

const link = "font-semibold text-brand-800 underline";

/** An appointment's day, arrival window and service as the page's language writes them (the server's labels are English). */
function shown(appointment: MyAppointment, locale: Locale): { day: string; time: string; service: string } {
  const time = formatWindow(appointment.appointmentTime, appointment.duration, locale);
  if (locale === "en") return { day: appointment.dateLabel, time, service: appointment.serviceLabel };
  const services = bookingCopy[locale].form.serviceLabels as Record<string, string>;
  return {
    day: formatDay(appointment.appointmentDate, locale, true),
    time,
    service: services[appointment.serviceType] ?? appointment.serviceLabel,
  };
}

export function MyAppointments({ user, supportEmail, phone, phoneHref, locale = "en" }: MyAppointmentsProps) {
  const words = accountWords[locale].mine;
  const estimate = localizePath("/estimate", locale);
  const appointments = useQuery(myAppointmentsQuery);
  const [cancelling, setCancelling] = useState<MyAppointment | null>(null);
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The cancelled card's button opened the dialog and is gone once the list reloads, so focus
  // moves to the heading, but only once the dialog is closed and the reloaded list is on the
  // page. The dialog's close event puts focus back on its opener (Dialog) and may come
  // before the reload or after it: before, the heading takes focus after it; after, the
  // button is gone and the dialog leaves focus alone.
  const reloaded = appointments.data !== undefined && !appointments.data.some(({ id, cancellable }) => id === cancelledId && cancellable);
  useEffect(() => {
    if (cancelledId === null || cancelling !== null || !reloaded) return;
    setCancelledId(null);
    heading.current?.focus();
  }, [cancelledId, cancelling, reloaded]);
  const callUs = (
    <a href={phoneHref} className={link}>
      {phone}
    </a>
  );

  return (
    <section aria-labelledby="my-appointments-heading" className="grid max-w-3xl gap-4">
      <div>
        <h2 id="my-appointments-heading" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-brand-900 focus:outline-none">
          {words.heading}
        </h2>
        <p className="mt-1 text-slate-700">
          {/* The account's whole name: its first word alone would cut "María José" to "María". */}
          {user.name ? words.hello(user.name) : ""}
          {words.bookedWith} <strong className="font-semibold wrap-anywhere">{user.email}</strong>.
        </p>
      </div>

      <QueryState
        query={appointments}
        loading={words.loading}
        error={
          <>
            {words.loadError} {callUs}.
          </>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="font-semibold text-brand-900">{words.none}</p>
            <p className="mt-2 text-slate-700">
              {words.otherEmail} {callUs} {words.orWrite}{" "}
              <a href={`mailto:${supportEmail}`} className={link}>
                {supportEmail}
              </a>
              .
            </p>
            <a href={estimate} className={buttonVariants({ size: "lg", className: "mt-5" })}>
              {words.book}
            </a>
          </div>
        }
      >
        {(list) => (
          <ul className="grid gap-4">
            {list.map((appointment) => (
              <li key={appointment.id}>
                <AppointmentCard appointment={appointment} locale={locale} words={words} onCancel={() => setCancelling(appointment)} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>

      {appointments.data && appointments.data.length > 0 && (
        <p className="text-slate-700">
          {words.differentTime}{" "}
          <a href={estimate} className={link}>
            {words.bookNew}
          </a>
          {words.orCall} {callUs}.
        </p>
      )}

      <CancelDialog
        appointment={cancelling}
        locale={locale}
        words={words}
        onClose={() => setCancelling(null)}
        onCancelled={({ id }) => {
          setCancelledId(id);
          setCancelling(null);
        }}
      />
    </section>
  );
}

type Words = AccountWords["mine"];

function AppointmentCard({
  appointment,
  locale,
  words,
  onCancel,
}: {
  appointment: MyAppointment;
  locale: Locale;
  words: Words;
  onCancel: () => void;
}) {
  const { day, time, service } = shown(appointment, locale);
  return (
    <article aria-label={words.at(day, time)} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-lg font-bold text-brand-900">{day}</p>
          <p className="text-slate-700">
            {time} · {service}
          </p>
        </div>
        {/* The emails' and the manage page's words: "Booked: we'll confirm it within 24 hours", "Confirmed". */}
        <StatusBadge status={appointment.status} label={bookingCopy[locale].status[appointment.status] ?? appointment.status} />
      </div>
      <p className="mt-3 text-slate-700">
        {appointment.address}, {appointment.city} {appointment.zipCode}
      </p>
      {appointment.cancellable && (
        <Button variant="outline" className="mt-4 w-full sm:w-auto" onClick={onCancel}>
          {words.cancel}
        </Button>
      )}
    </article>
  );
}

/** Asks before cancelling; on success the list reloads and a toast says the time is free. */
function CancelDialog({
  appointment,
  locale,
  words,
  onClose,
  onCancelled,
}: {
  appointment: MyAppointment | null;
  locale: Locale;
  words: Words;
  onClose: () => void;
  /** After the server cancelled it: closes the dialog; the list reloads. */
  onCancelled: (cancelled: MyAppointment) => void;
}) {
  const cancel = useMutation({
    mutationFn: (id: string) => apiRequest("POST", apiUrl(myAppointmentCancel, { params: { id } })),
    onSuccess: async (cancelled) => {
      const { day, time } = shown(cancelled, locale);
      toast({ title: words.cancelled, description: words.isFree(words.at(day, time)) });
      onCancelled(cancelled);
      await queryClient().invalidateQueries({ queryKey: MY_APPOINTMENTS_KEY });
    },
  });

  return (
    <Dialog
      open={appointment !== null}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
      title={words.confirmTitle}
      size="sm"
    >
      {appointment && (
        <>
          <ConfirmText words={words} {...shown(appointment, locale)} />
          {cancel.isError && (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
              {locale === "en" ? errorMessage(cancel.error, words.cancelError) : words.cancelError}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate(appointment.id)}>
              {cancel.isPending ? words.cancelling : words.yes}
            </Button>
            <Button variant="ghost" size="lg" onClick={onClose}>
              {words.keep}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** "Your free estimate on {day} at {time} will be cancelled...", the day and time in bold. */
function ConfirmText({ words, day, time }: { words: Words; day: string; time: string }) {
  const { before, middle, after } = words.confirmText;
  return (
    <p className="text-slate-700">
      {before}
      <strong className="font-semibold">{day}</strong>
      {middle}
      <strong className="font-semibold">{time}</strong>
      {after}
    </p>
  );
}
