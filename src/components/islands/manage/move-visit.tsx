/**
 * "Move to another time": the booking widget's calendar (same rules, same availability
 * core), then one POST to move the visit (the customer's manage link or the admin API). A time taken meanwhile (409) refreshes the
 * calendar and says the visit kept its time; a time the server refuses (400) shows why.
 */
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, type ApiUrl } from "@/browser/api-client";
import { errorMessage } from "@/browser/error-message";
import { bookingCopy } from "@/i18n/booking";
import { formatDay, formatWindow } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import type { RescheduleRequest } from "@/schemas/reschedule";
import type { adminMoveAppointment } from "@/schemas/routes/admin";
import type { adminJobRemeasure } from "@/schemas/routes/jobs";
import type { reschedule } from "@/schemas/routes/manage";
import { availability, weekDays } from "@/core/availability";
import { CalendarView } from "../booking/calendar-view";
import { refreshTakenSlots, useCalendarSettings, useShownWeek, useTakenSlots } from "../booking/use-booking-data";

interface MoveVisitProps {
  /** Where the move is posted: the manage link's reschedule, the admin's move, or the admin's booking of a job's re-measure. */
  url: ApiUrl<typeof reschedule | typeof adminMoveAppointment | typeof adminJobRemeasure>;
  /** The toast's text after a move, given the new time in words. */
  movedText: (when: string) => string;
  /** Called with the new time once the server moved the visit. */
  onMoved: (moved: RescheduleRequest) => void;
  onClose: () => void;
  /** The page's language: words, dates and the server's answers (default English; the admin's move is English). */
  locale?: Locale;
  /** The admin's move only: false asks the server not to tell the customer (it says so in the history). */
  notify?: boolean;
  /** Shown under the calendar: the admin's "who will be told". */
  children?: ReactNode;
}

/** The message to show for a failed move: the server's (in the page's language), else `fallback`. */
function failureMessage(error: Error, fallback: string): string {
  const fields = error instanceof ApiError ? (error.body.fieldErrors ?? {}) : {};
  return [...(fields.appointmentDate ?? []), ...(fields.appointmentTime ?? [])][0] ?? errorMessage(error, fallback);
}

export function MoveVisit({ url, movedText, onMoved, onClose, locale = "en", notify, children }: MoveVisitProps) {
  const copy = bookingCopy[locale];
  const t = copy.move;
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const settings = useCalendarSettings().data?.settings;
  const taken = useTakenSlots(true);
  const [weekOffset, setWeekOffset] = useShownWeek(settings, taken.data);

  const days = useMemo(() => {
    if (!settings) return [];
    const now = new Date();
    return availability(settings, taken.data ?? [], weekDays(now, weekOffset), now);
  }, [settings, taken.data, weekOffset]);

  const move = useMutation({
    mutationFn: (body: RescheduleRequest) =>
      apiRequest("POST", url, { ...body, ...(locale !== "en" && { locale }), ...(notify === false && { notify: false }) }),
    onSuccess: (_data, body) => {
      void refreshTakenSlots();
      toast({
        title: t.movedTitle,
        description: movedText(
          copy.dayAt(formatDay(body.appointmentDate, locale), formatWindow(body.appointmentTime, settings?.durationMinutes ?? 0, locale)),
        ),
      });
      onMoved(body);
    },
    onError: (error) => {
      setProblem(failureMessage(error, t.failure));
      if (error instanceof ApiError && error.status === 409) {
        setTime(undefined);
        void refreshTakenSlots();
      }
    },
  });

  const submit = () => {
    if (!date || !time) return setProblem(t.chooseFirst);
    setProblem(undefined);
    move.mutate({ appointmentDate: date, appointmentTime: time });
  };

  if (!settings)
    return (
      <p role="status" className="animate-pulse text-slate-600">
        {t.loadingCalendar}
      </p>
    );
  return (
    <section aria-labelledby="move-heading" className="mt-6 grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="move-heading" className="text-lg font-bold text-brand-900">
          {t.heading}
        </h3>
        <button type="button" onClick={onClose} className="text-sm font-semibold text-brand-800 underline">
          {t.keepCurrent}
        </button>
      </div>
      <CalendarView
        days={days}
        selectedDate={date}
        selectedTime={time}
        onSelectDate={(next) => {
          setDate(next);
          setTime(undefined);
        }}
        onSelectTime={setTime}
        onContinue={submit}
        loading={taken.fetching}
        locale={locale}
        week={{ offset: weekOffset, count: settings.weeksAhead, onChange: setWeekOffset }}
        continueLabel={move.isPending ? t.moving : t.moveHere}
        busy={move.isPending}
      />
      {children}
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
