/**
 * The quote page after the signature: the job it began, with what happens next, its steps and,
 * once scheduling is open, the install-day chooser (in after-signature.tsx's chunk, loaded only
 * for a signed quote).
 */
import { useId, useState, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { installChooserWords, jobViewWords } from "@/i18n/my-page";
import type { CustomerJob } from "@/schemas/customer-job";
import { InstallChooser } from "../job/install-chooser";
import { JobStatus } from "../job/job-status";
import { installDaysInWords } from "@/i18n/jobs";
import { useAnswerInView } from "../use-answer-in-view";

interface QuoteJobProps {
  job: CustomerJob;
  /** The quote link's token. */
  token: string;
  locale: Locale;
  callUs: ReactNode;
  /** The quote (and its job) changed: ask again. */
  onChanged: () => void;
}

export function QuoteJob({ job, token, locale, callUs, onChanged }: QuoteJobProps) {
  const ids = useId();
  const [booked, setBooked] = useState<string[] | null>(null);
  // The chooser and its button go once the days are booked: the confirmation is brought into view.
  const bookedRef = useAnswerInView<HTMLParagraphElement>(booked);
  // A cancelled contract cancelled its job: the signature's panel says so, and nothing waits.
  if (job.stage === "cancelled") return null;
  return (
    <section
      aria-labelledby={`${ids}-job`}
      data-slot="quote-job"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${ids}-job`} className="text-xl font-extrabold text-brand-900">
        {jobViewWords[locale].heading(job.number)}
      </h2>
      <div className="mt-3">
        <JobStatus
          job={job}
          locale={locale}
          chooser="here"
          level={3}
          action={
            <>
              {booked && (
                <p
                  ref={bookedRef}
                  role="status"
                  data-answer
                  tabIndex={-1}
                  className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-900 focus:outline-none"
                >
                  {installChooserWords[locale].booked(installDaysInWords(booked, locale))}
                </p>
              )}
              {job.install.canChoose && (
                <InstallChooser
                  token={token}
                  locale={locale}
                  days={job.install.days}
                  callUs={callUs}
                  onBooked={(result) => {
                    setBooked(result.dates);
                    onChanged();
                  }}
                />
              )}
            </>
          }
        />
      </div>
    </section>
  );
}
