/**
 * The booking widget (compact on the home page, full on /estimate): calendar, then the
 * form, then success. Choosing a new date clears the time; a slot taken meanwhile (409)
 * sends the visitor back to a refreshed calendar; a person at the cap of upcoming visits
 * (409 with a form message) or over a limit (429) reads the server's message in a toast;
 * after success the list is refetched.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { appointments } from "@/schemas/routes/booking";
import { bookingWidgetCopy } from "@/i18n/booking-widget";
import { formatDay, formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { recaptchaToken } from "@/browser/recaptcha-client";
import { sendFormStarted, storedAttribution } from "@/browser/attribution-form";
import { afterNextPaint } from "@/browser/after-paint";
import type { AppointmentRequest } from "@/schemas/appointment";
import { availability, daysFromToday, weekDays } from "@/core/availability";
import { QueryProvider } from "../query-provider";
import { useFormOptions } from "../use-form-token";
import type { BookingForm, ContactFields } from "./booking-form";
import { CalendarView } from "./calendar-view";
import { APPOINTMENTS_KEY, useCalendarSettings, useTakenSlots } from "./use-booking-data";

/**
 * The form and its validation (react-hook-form, zod) load when the visitor first picks a day,
 * not with the page: the calendar alone is what a visitor sees first.
 */
const loadBookingForm = () => import("./booking-form").then((module) => module.BookingForm);

/** Days the compact view shows. */
export const COMPACT_DAYS = 28;

interface BookingWidgetProps {
  variant: "compact" | "full";
  /** reCAPTCHA v3 site key, when configured. */
  recaptchaSiteKey?: string;
  /** The business phone, for the success message. */
  phone: string;
  /** The page's language: the widget's words, dates and the answers it asks the server for (default English). */
  locale?: Locale;
  /** The form filled in beforehand: the admin books a visit for someone who wrote to us. */
  initial?: Partial<ContactFields>;
  /** The language the booking is stored in, and its emails written in, when not the page's (the admin booking for a Spanish-speaking customer). */
  customerLocale?: Locale;
}

/** "held": the server kept the request for the office instead of booking it (its answer's status), and the page says so. */
type View = "calendar" | "form" | "success" | "held";

function readInitialDetails(): string {
  if (typeof window === "undefined") return "";
  return new URLSearchParams(window.location.search).get("details")?.slice(0, 2000) ?? "";
}

function Widget({ variant, recaptchaSiteKey, phone, locale = "en", initial, customerLocale }: BookingWidgetProps) {
  const t = bookingWidgetCopy[locale];
  const [view, setView] = useState<View>("calendar");
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [weekOffset, setWeekOffset] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [initialDetails] = useState(readInitialDetails);
  const [Form, setForm] = useState<typeof BookingForm>();
  const settingsQuery = useCalendarSettings();
  const takenQuery = useTakenSlots(view === "calendar");
  const settings = settingsQuery.data?.settings;
  const viewRef = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);
  const { token: formToken, sms: smsOffered } = useFormOptions();

  // Each step change moves focus to the new step's heading, so keyboard and screen-reader users land in it.
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    viewRef.current?.querySelector<HTMLElement>("[data-view-heading]")?.focus();
  }, [view]);
  const inView = (content: ReactNode) => <div ref={viewRef}>{content}</div>;

  const days = useMemo(() => {
    if (!settings) return [];
    const now = new Date();
    const dates = variant === "compact" ? daysFromToday(now, COMPACT_DAYS) : weekDays(now, weekOffset);
    return availability(settings, takenQuery.data ?? [], dates, now);
  }, [settings, takenQuery.data, variant, weekOffset]);

  const booking = useMutation({
    mutationFn: async (fields: ContactFields) => {
      const body: AppointmentRequest = {
        ...fields,
        appointmentDate: date!,
        appointmentTime: time!,
        duration: settings?.durationMinutes,
        status: "pending",
        recaptchaToken: await recaptchaToken(recaptchaSiteKey, "appointment_booking"),
        formToken,
        locale: customerLocale ?? locale,
        attribution: storedAttribution(),
      };
      return apiRequest("POST", apiUrl(appointments), body);
    },
    onSuccess: (answer) => {
      void queryClient().invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      const held = answer?.status === "held";
      setView(held ? "held" : "success");
      toast(held ? { title: t.widget.heldToastTitle, description: t.widget.heldToastText } : { title: t.widget.bookedTitle, description: t.widget.bookedText });
    },
    onError: (error) => {
      // The person already holds the most upcoming visits: the server's message says what to do.
      if (error instanceof ApiError && error.status === 409 && error.body.fieldErrors?._form) {
        toast({ variant: "destructive", title: t.widget.capTitle, description: error.body.error });
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        toast({ variant: "destructive", title: t.widget.failedTitle, description: error.body.error });
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        setTime(undefined);
        setView("calendar");
        void queryClient().invalidateQueries({ queryKey: APPOINTMENTS_KEY });
        toast({ variant: "destructive", title: t.widget.takenTitle, description: t.widget.takenText });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.body.fieldErrors) setServerErrors(error.body.fieldErrors);
      toast({ variant: "destructive", title: t.widget.failedTitle, description: t.widget.failedText });
    },
  });

  const withForm = (then?: () => void) =>
    void loadBookingForm().then((component) => {
      setForm(() => component);
      then?.();
    });

  const selectDate = (next: string) => {
    // The visitor starts booking: counted once per page for "Where jobs come from".
    sendFormStarted();
    setDate(next);
    setTime(undefined);
    // Fetched after the frame that shows the day picked, which need not wait for the request to start.
    if (!Form) afterNextPaint(() => withForm());
  };

  const toForm = () => {
    if (!date || !time) {
      toast({ title: t.widget.pickTitle, description: t.widget.pickText });
      return;
    }
    // Usually loaded since the day was picked; the view changes once it is there.
    withForm(() => {
      setServerErrors(undefined);
      setView("form");
    });
  };

  if (settingsQuery.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t.widget.calendarError(phone)}
      </p>
    );
  }

  if (view === "success" || view === "held") {
    const when = t.dayAt(formatDay(date!, locale, true), formatWindow(time!, settings?.durationMinutes ?? 0, locale));
    return inView(
      <div className="grid gap-4 text-center" role="status">
        <p data-view-heading tabIndex={-1} className="text-2xl font-extrabold text-brand-900 focus:outline-none">
          {view === "held" ? t.widget.heldTitle : t.widget.successTitle}
        </p>
        <p className="text-slate-700">{view === "held" ? t.widget.heldText(when, phone) : t.widget.successText(when, phone)}</p>
        <Button
          variant="outline"
          onClick={() => {
            setDate(undefined);
            setTime(undefined);
            setView("calendar");
          }}
        >
          {t.widget.bookAnother}
        </Button>
      </div>,
    );
  }

  if (view === "form" && date && time && Form && settings) {
    return inView(
      <Form
        date={date}
        time={time}
        duration={settings.durationMinutes}
        initialDetails={initialDetails}
        initial={initial}
        locale={locale}
        smsOffered={smsOffered}
        pending={booking.isPending}
        serverErrors={serverErrors}
        onBack={() => setView("calendar")}
        onSubmit={(fields) => booking.mutate(fields)}
      />,
    );
  }

  if (!settings) return <CalendarSkeleton variant={variant} label={t.widget.loadingCalendar} />;

  return inView(
    <CalendarView
      days={days}
      selectedDate={date}
      selectedTime={time}
      onSelectDate={selectDate}
      onSelectTime={setTime}
      onContinue={toForm}
      loading={takenQuery.isFetching}
      locale={locale}
      week={variant === "full" ? { offset: weekOffset, count: settings.weeksAhead, onChange: setWeekOffset } : undefined}
    />,
  );
}

/**
 * Holds the calendar's place until its data is in, in the calendar's own shape (week
 * navigation in the full view, a week row per week, the times line and the button), so
 * nothing below it moves when the calendar appears.
 */
function CalendarSkeleton({ variant, label }: { variant: BookingWidgetProps["variant"]; label: string }) {
  // The compact view's 28 days span five Sunday-first weeks unless today is a Sunday.
  const weeks = variant === "compact" ? 5 : 1;
  return (
    <div className="grid animate-pulse gap-6" aria-label={label} role="status">
      {variant === "full" && <div className="h-9 rounded bg-slate-200" />}
      <div className="grid gap-1 p-1">
        <div className="h-5 rounded bg-slate-200" />
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: weeks * 7 }, (_, index) => (
            <div key={index} className="h-11 rounded-lg bg-slate-100" />
          ))}
        </div>
      </div>
      <div className="h-5 w-48 rounded bg-slate-200" />
      <div className="h-14 rounded-lg bg-slate-200" />
    </div>
  );
}

export function BookingWidget(props: BookingWidgetProps) {
  return (
    <QueryProvider>
      <Widget {...props} />
    </QueryProvider>
  );
}
