/**
 * The booking widget's state: the step shown, the day and time picked, the week, the calendar's
 * data, the booking request and what its answer does (booking-flow.ts decides what an answer
 * means). Choosing a new date clears the time; a slot taken meanwhile sends the visitor back to a
 * refreshed calendar; after success the taken slots are read again.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, apiUrl } from "@/browser/api-request";
import { afterNextPaint } from "@/browser/after-paint";
import { sendFormStarted, storedAttribution } from "@/browser/attribution-form";
import { recaptchaToken } from "@/browser/recaptcha-client";
import { bookingWidgetCopy } from "@/i18n/booking-widget";
import type { Locale } from "@/i18n/locales";
import { appointments } from "@/schemas/routes/booking";
import { useFormOptions } from "../use-form-token";
import { appointmentRequest, bookingEnd, bookingFailure, calendarDays, endNotice, failureNotice, type WidgetVariant } from "./booking-flow";
import type { BookingForm, ContactFields } from "./booking-form";
import { refreshTakenSlots, useCalendarSettings, useShownWeek, useTakenSlots } from "./use-booking-data";

/**
 * The form and its validation (react-hook-form, zod) load when the visitor first picks a day,
 * not with the page: the calendar alone is what a visitor sees first.
 */
const loadBookingForm = () => import("./booking-form").then((module) => module.BookingForm);

/** The step shown: the calendar, the form, or the end ("held": the server kept the request for the office instead of booking it). */
export type View = "calendar" | "form" | "success" | "held";

/** What the widget is asked with. */
export interface BookingWidgetOptions {
  variant: WidgetVariant;
  recaptchaSiteKey?: string;
  locale: Locale;
  /** The language the booking is stored in, when not the page's. */
  customerLocale?: Locale;
}

function readInitialDetails(): string {
  if (typeof window === "undefined") return "";
  return new URLSearchParams(window.location.search).get("details")?.slice(0, 2000) ?? "";
}

/** A ref for the step's wrapper: each later step change moves focus to its heading, so keyboard and screen-reader users land in it. */
function useStepFocus(view: View) {
  const stepRef = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    stepRef.current?.querySelector<HTMLElement>("[data-view-heading]")?.focus();
  }, [view]);
  return stepRef;
}

/** The booking widget's state and what each of its buttons does. */
export function useBookingWidget({ variant, recaptchaSiteKey, locale, customerLocale }: BookingWidgetOptions) {
  const words = bookingWidgetCopy[locale].widget;
  const [view, setView] = useState<View>("calendar");
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [initialDetails] = useState(readInitialDetails);
  const [Form, setForm] = useState<typeof BookingForm>();
  const settingsQuery = useCalendarSettings();
  const takenQuery = useTakenSlots(view === "calendar");
  const settings = settingsQuery.data?.settings;
  const [weekOffset, setWeekOffset] = useShownWeek(variant === "full" ? settings : undefined, takenQuery.data);
  const stepRef = useStepFocus(view);
  const { token: formToken, sms: smsOffered } = useFormOptions();
  const days = useMemo(
    () => calendarDays(settings, takenQuery.data ?? [], variant, weekOffset, new Date()),
    [settings, takenQuery.data, variant, weekOffset],
  );

  const [pending, setPending] = useState(false);
  const book = async (fields: ContactFields) => {
    setPending(true);
    try {
      const token = await recaptchaToken(recaptchaSiteKey, "appointment_booking");
      const body = appointmentRequest(fields, {
        date: date!,
        time: time!,
        duration: settings?.durationMinutes,
        recaptchaToken: token,
        formToken,
        locale: customerLocale ?? locale,
        attribution: storedAttribution(),
      });
      const answer = await apiRequest("POST", apiUrl(appointments), body);
      void refreshTakenSlots();
      const end = bookingEnd(answer);
      setView(end);
      toast(endNotice(end, words));
    } catch (error) {
      const failure = bookingFailure(error instanceof ApiError ? error : undefined);
      if (failure.kind === "taken") {
        setTime(undefined);
        setView("calendar");
        void refreshTakenSlots();
      }
      if (failure.kind === "failed" && failure.fieldErrors) setServerErrors(failure.fieldErrors);
      toast({ variant: "destructive", ...failureNotice(failure, words) });
    } finally {
      setPending(false);
    }
  };

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
      toast({ title: words.pickTitle, description: words.pickText });
      return;
    }
    // Usually loaded since the day was picked; the view changes once it is there.
    withForm(() => {
      setServerErrors(undefined);
      setView("form");
    });
  };

  const bookAnother = () => {
    setDate(undefined);
    setTime(undefined);
    setView("calendar");
  };

  return {
    view,
    date,
    time,
    days,
    settings,
    settingsFailed: settingsQuery.failed,
    loading: takenQuery.fetching,
    week: variant === "full" && settings ? { offset: weekOffset, count: settings.weeksAhead, onChange: setWeekOffset } : undefined,
    Form,
    initialDetails,
    smsOffered,
    serverErrors,
    pending,
    stepRef,
    selectDate,
    selectTime: setTime,
    toForm,
    backToCalendar: () => setView("calendar"),
    submit: (fields: ContactFields) => void book(fields),
    bookAnother,
  };
}
