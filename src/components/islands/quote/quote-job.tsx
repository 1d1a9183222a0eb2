/**
 * The quote page after the signature: the job it began, with what happens next, its steps and,
 * once scheduling is open, the install-day chooser. Loaded only for a signed quote (a chunk of
 * its own: the quote page's first load stays within its budget).
 */
import { useId, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { installChooserWords, jobViewWords } from "@/i18n/my-page";
import type { CustomerJob } from "@/schemas/customer-job";
import { InstallChooser } from "../job/install-chooser";
import { JobStatus } from "../job/job-status";
import { installDaysText } from "../job/job-view";

interface QuoteJobProps {
  job: CustomerJob;
  /** The quote link's token. */
  token: string;
  locale: Locale;
  callUs: ReactNode;
  /**
   * The days the customer just booked here (kept by the quote page: once booked, the job moves
   * below the signature, and this part is drawn anew there).
   */
  booked: string[] | null;
  /** Days were booked: say so, and ask for the quote (and its job) again. */
  onBooked: (dates: string[]) => void;
}

export default function QuoteJob({ job, token, locale, callUs, booked, onBooked }: QuoteJobProps) {
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-job`} data-slot="quote-job" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${ids}-job`} className="text-xl font-extrabold text-brand-900">{jobViewWords[locale].heading(job.number)}</h2>
      <div className="mt-3">
        <JobStatus
          job={job}
          locale={locale}
          chooser="here"
          level={3}
          action={
            <>
              {booked && (
                <p role="status" className="mt-3 rounded-lg bg-white p-3 font-semibold text-brand-900">
                  {installChooserWords[locale].booked(installDaysText(booked, locale))}
                </p>
              )}
              {job.install.canChoose && (
                <InstallChooser
                  token={token}
                  locale={locale}
                  callUs={callUs}
                  onBooked={(result) => onBooked(result.dates)}
                />
              )}
            </>
          }
        />
      </div>
    </section>
  );
}
