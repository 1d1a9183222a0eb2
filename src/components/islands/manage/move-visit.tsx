/**
 * "Move to another time": the booking widget's calendar (same rules, same availability
 * core), then one POST to move the visit (the customer's manage link or the admin API). A time taken meanwhile (409) refreshes the
 * calendar and says the visit kept its time; a time the server refuses (400) shows why.
 */
import { useMutation } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, queryClient } from "@/lib/api-client";
import { formatLongDate } from "@/lib/phoenix-time";
import type { RescheduleRequest } from "@/schemas/reschedule";
import { availability, weekDays } from "@/server/core/availability";
import { CalendarView } from "../booking/calendar-view";
import { APPOINTMENTS_KEY, useCalendarSettings, useTakenSlots } from "../booking/use-booking-data";

interface MoveVisitProps {
  /** Where the move is posted: /api/reschedule/{token}, or the admin's /api/admin/appointments/{id}/move. */
  url: string;
  /** The toast's text after a move, given the new time in words. */
  movedText: (when: string) => string;
  /** Called with the new time once the server moved the visit. */
  onMoved: (moved: RescheduleRequest) => void;
  onClose: () => void;
}

/** The message to show for a failed move. */
function failureMessage(error: Error): string {
  if (!(error instanceof ApiError)) return "We couldn't move your visit just now. Please try again.";
  const fields = error.body.fieldErrors ?? {};
  return [...(fields.appointmentDate ?? []), ...(fields.appointmentTime ?? [])][0] ?? error.body.error ?? "We couldn't move your visit just now. Please try again.";
}

export function MoveVisit({ url, movedText, onMoved, onClose }: MoveVisitProps) {
  const [date, setDate] = useState<string>();
  const [time, setTime] = useState<string>();
  const [weekOffset, setWeekOffset] = useState(0);
  const [problem, setProblem] = useState<string>();
  const settings = useCalendarSettings().data?.settings;
  const taken = useTakenSlots(true);

  const days = useMemo(() => {
    if (!settings) return [];
    const now = new Date();
    return availability(settings, taken.data ?? [], weekDays(now, weekOffset), now);
  }, [settings, taken.data, weekOffset]);

  const move = useMutation({
    mutationFn: (body: RescheduleRequest) => apiRequest("POST", url, body),
    onSuccess: (_data, body) => {
      void queryClient().invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      toast({ title: "Visit moved", description: movedText(`${formatLongDate(body.appointmentDate)} at ${body.appointmentTime}`) });
      onMoved(body);
    },
    onError: (error) => {
      setProblem(failureMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        setTime(undefined);
        void queryClient().invalidateQueries({ queryKey: APPOINTMENTS_KEY });
      }
    },
  });

  const submit = () => {
    if (!date || !time) return setProblem("Choose a new day and time first.");
    setProblem(undefined);
    move.mutate({ appointmentDate: date, appointmentTime: time });
  };

  if (!settings) return <p role="status" className="animate-pulse text-slate-600">Loading the calendar...</p>;
  return (
    <section aria-labelledby="move-heading" className="mt-6 grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id="move-heading" className="text-lg font-bold text-brand-900">
          Choose a new time
        </h3>
        <button type="button" onClick={onClose} className="text-sm font-semibold text-brand-800 underline">
          Keep the current time
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
        loading={taken.isFetching}
        week={{ offset: weekOffset, count: settings.weeksAhead, onChange: setWeekOffset }}
        continueLabel={move.isPending ? "Moving..." : "Move to this time"}
        busy={move.isPending}
      />
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {problem}
        </p>
      )}
    </section>
  );
}
