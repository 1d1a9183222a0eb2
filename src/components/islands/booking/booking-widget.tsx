/**
 * The booking widget (compact on the home page, full on /estimate): calendar, then the
 * form, then success. Choosing a new date clears the time; a slot taken meanwhile (409)
 * sends the visitor back to a refreshed calendar; a person at the cap of upcoming visits
 * (409 with a form message) or over a limit (429) reads the server's message in a toast;
 * after success the list is refetched. The state is use-booking-widget.ts's, the rules
 * booking-flow.ts's; this file draws the step shown.
 */
import { Button } from "@/components/ui/button";
import { bookingWidgetCopy } from "@/i18n/booking-widget";
import type { Locale } from "@/i18n/locales";
import { endWords, type WidgetVariant } from "./booking-flow";
import type { ContactFields } from "./booking-form";
import { CalendarView } from "./calendar-view";
import { useBookingWidget } from "./use-booking-widget";

interface BookingWidgetProps {
  variant: WidgetVariant;
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

export function BookingWidget({ variant, recaptchaSiteKey, phone, locale = "en", initial, customerLocale }: BookingWidgetProps) {
  const copy = bookingWidgetCopy[locale];
  // The step's ref is taken out of the hook's answer: React's rules take any property read from an
  // object that holds a ref for a read of the ref during render.
  const { view, date, time, settings, Form, stepRef, ...widget } = useBookingWidget({ variant, recaptchaSiteKey, locale, customerLocale });

  if (widget.settingsFailed) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {copy.widget.calendarError(phone)}
      </p>
    );
  }

  if ((view === "success" || view === "held") && date && time) {
    const { title, text } = endWords(view, { date, time, duration: settings?.durationMinutes ?? 0 }, copy, locale, phone);
    return (
      <div ref={stepRef}>
        <div className="grid gap-4 text-center" role="status">
          <p data-view-heading tabIndex={-1} className="text-2xl font-extrabold text-brand-900 focus:outline-none">
            {title}
          </p>
          <p className="text-slate-700">{text}</p>
          <Button variant="outline" onClick={widget.bookAnother}>
            {copy.widget.bookAnother}
          </Button>
        </div>
      </div>
    );
  }

  if (view === "form" && date && time && Form && settings) {
    return (
      <div ref={stepRef}>
        <Form
          date={date}
          time={time}
          duration={settings.durationMinutes}
          initialDetails={widget.initialDetails}
          initial={initial}
          locale={locale}
          smsOffered={widget.smsOffered}
          pending={widget.pending}
          serverErrors={widget.serverErrors}
          onBack={widget.backToCalendar}
          onSubmit={widget.submit}
        />
      </div>
    );
  }

  if (!settings) return <CalendarSkeleton variant={variant} label={copy.widget.loadingCalendar} />;

  return (
    <div ref={stepRef}>
      <CalendarView
        days={widget.days}
        selectedDate={date}
        selectedTime={time}
        onSelectDate={widget.selectDate}
        onSelectTime={widget.selectTime}
        onContinue={widget.toForm}
        loading={widget.loading}
        locale={locale}
        week={widget.week}
      />
    </div>
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
