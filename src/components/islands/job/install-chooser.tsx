/**
 * The install-day chooser on the quote page: the start days a crew is free for the whole install,
 * as a group of radio buttons, and "Book these days" ("Book this day" for a one-day install). A day taken meanwhile (409) or no longer
 * offered (400) says so and shows the fresh list; no day open says who calls whom. A home built
 * before 1978 whose pamphlet was acknowledged more than 60 days before the days offered is asked
 * for the acknowledgment again first (./lead-safe-again.tsx).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { formatDay } from "@/i18n/dates";
import type { Locale } from "@/i18n/locales";
import { installChooserWords } from "@/i18n/my-page";
import type { CustomerInstallResult } from "@/schemas/job";
import { useAnswerInView } from "../use-answer-in-view";
import { LeadSafeAgain } from "./lead-safe-again";
import { useInstallChooser } from "./use-install-chooser";

interface InstallChooserProps {
  /** The quote link's token. */
  token: string;
  locale: Locale;
  /** How many open days the install takes (the job's): its words say "day" or "days" by it. */
  days: number;
  callUs: ReactNode;
  onBooked: (result: CustomerInstallResult) => void;
}

export function InstallChooser({ token, locale, days, callUs, onBooked }: InstallChooserProps) {
  const t = installChooserWords[locale];
  const ids = useId();
  const chooser = useInstallChooser(token, locale, onBooked);
  const section = useRef<HTMLElement>(null);
  const ready = chooser.offered.length > 0;
  // The "choose your install days" email links here (#install); the island draws after the
  // browser looked for the anchor, so the page is brought to it once the days are in.
  useEffect(() => {
    if (ready && window.location.hash === "#install") section.current?.scrollIntoView({ block: "start" });
  }, [ready]);
  const message = chooser.noChoice
    ? t.chooseFirst
    : chooser.problem === "taken"
      ? t.taken
      : chooser.problem === "notOffered"
        ? t.notOffered
        : null;
  // What "Book these days" answered is brought to the customer, again at each try.
  const [tries, setTries] = useState(0);
  const formRef = useAnswerInView<HTMLFormElement>((message || chooser.problem === "failed") && `${tries} ${message ?? chooser.problem}`);
  return (
    <section
      ref={section}
      id="install"
      aria-labelledby={`${ids}-heading`}
      data-slot="install-chooser"
      className="rounded-xl border-2 border-accent-600 bg-white p-4 sm:p-5"
    >
      <h3 id={`${ids}-heading`} className="text-lg font-extrabold text-brand-900">
        {t.heading(days)}
      </h3>
      {chooser.loading && (
        <p role="status" className="mt-2 text-slate-700">
          {t.loading}
        </p>
      )}
      {chooser.loadFailed && (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 text-red-800">
          {t.failed}
          {callUs}.
        </p>
      )}
      {!chooser.loading && !chooser.loadFailed && chooser.offered.length === 0 && (
        <p role="status" className="mt-2 text-slate-700">
          {t.none}
          {callUs}.
        </p>
      )}
      {chooser.askAgain && chooser.offered.length > 0 && (
        <LeadSafeAgain token={token} locale={locale} callUs={callUs} onConfirmed={chooser.acknowledged} />
      )}
      {!chooser.askAgain && chooser.offered.length > 0 && (
        <form
          ref={formRef}
          className="mt-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTries((count) => count + 1);
            chooser.submit();
          }}
        >
          <p className="text-slate-700">{t.lead(days)}</p>
          <fieldset className="mt-3" aria-describedby={message ? `${ids}-message` : undefined}>
            <legend className="font-semibold text-slate-900">{t.legend(days)}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {chooser.shown.dates.map((day) => (
                <label
                  key={day}
                  className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
                >
                  <input
                    type="radio"
                    name={`${ids}-day`}
                    value={day}
                    checked={chooser.choice === day}
                    onChange={() => chooser.choose(day)}
                    className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  <span className="font-semibold">{formatDay(day, locale)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {chooser.shown.more || chooser.showAll ? (
            <button
              type="button"
              className="mt-2 block py-2 font-semibold text-brand-800 underline underline-offset-4"
              aria-expanded={chooser.showAll}
              onClick={() => chooser.setShowAll(!chooser.showAll)}
            >
              {chooser.showAll ? t.fewer : t.more}
            </button>
          ) : null}
          {message && (
            <p
              id={`${ids}-message`}
              role="alert"
              data-answer
              tabIndex={-1}
              className="mt-3 rounded-lg bg-amber-50 p-3 font-semibold text-amber-900 focus:outline-none"
            >
              {message}
            </p>
          )}
          {chooser.problem === "failed" && (
            <p role="alert" data-answer tabIndex={-1} className="mt-3 rounded-lg bg-red-50 p-3 text-red-800 focus:outline-none">
              {t.failed}
              {callUs}.
            </p>
          )}
          <Button type="submit" size="mobile-lg" className="mt-4 sm:w-auto" disabled={chooser.booking}>
            {chooser.booking ? t.booking : t.book(days)}
          </Button>
        </form>
      )}
    </section>
  );
}
