/**
 * A job as its customer sees it, on the quote page and on their own page: what happens next (and
 * when), the expected delivery or the install's days, the steps of the job with the day each was
 * reached, and the warranty once it stands. `action` follows the next step (the chooser, or the
 * link to it); `extra` comes before the warranty (the job's photos).
 */
import { useId, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { formatDay } from "@/i18n/dates";
import { jobViewWords } from "@/i18n/my-page";
import type { CustomerJob } from "@/schemas/customer-job";
import { jobSections, nextText, timelineSteps, type ChooserPlace, type TimelineStep } from "./job-view";

interface JobStatusProps {
  job: CustomerJob & { photos?: readonly unknown[] };
  locale: Locale;
  chooser: ChooserPlace;
  /** The level of the status's own headings (its section's is one above). */
  level: 3 | 4;
  action?: ReactNode;
  extra?: ReactNode;
}

function Heading({ level, id, children }: { level: 3 | 4; id?: string; children: ReactNode }) {
  const Tag = level === 3 ? "h3" : "h4";
  return (
    <Tag id={id} className="text-lg font-bold text-brand-900">
      {children}
    </Tag>
  );
}

const marker: Record<TimelineStep["state"], string> = {
  done: "border-brand-700 bg-brand-700 text-white",
  current: "border-accent-600 bg-white text-accent-700 ring-4 ring-brand-100",
  upcoming: "border-slate-300 bg-white text-slate-500",
};

function Timeline({ steps, locale, labelledBy }: { steps: TimelineStep[]; locale: Locale; labelledBy: string }) {
  const t = jobViewWords[locale];
  return (
    <ol aria-labelledby={labelledBy} className="mt-3 grid gap-0">
      {steps.map((step, index) => (
        <li
          key={step.stage}
          data-stage={step.stage}
          data-state={step.state}
          aria-current={step.state === "current" ? "step" : undefined}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          {index < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-7 left-3 h-[calc(100%-1.75rem)] w-0.5 -translate-x-1/2 ${step.state === "done" ? "bg-brand-700" : "bg-slate-300"}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${marker[step.state]}`}
          >
            {step.state === "done" ? "✓" : index + 1}
          </span>
          <span className="grid">
            <span className={step.state === "upcoming" ? "text-slate-700" : "font-semibold text-slate-900"}>{step.label}</span>
            <span className="text-sm text-slate-700">
              {step.state === "current"
                ? t.current
                : step.state === "upcoming"
                  ? t.upcoming
                  : step.on
                    ? t.reachedOn(formatDay(step.on, locale, true))
                    : t.done}
              {step.state === "current" && step.on && ` · ${formatDay(step.on, locale, true)}`}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function JobStatus({ job, locale, chooser, level, action, extra }: JobStatusProps) {
  const t = jobViewWords[locale];
  const sections = jobSections(job, locale);
  const warranty = sections.warranty ? job.warranty : null;
  const timelineId = `${useId()}-timeline`;
  return (
    <div className="grid gap-5">
      <div data-slot="job-next" className="rounded-xl bg-brand-50 p-4">
        <Heading level={level}>{t.nextHeading}</Heading>
        <p className="mt-1 text-slate-900">{nextText(job, locale, chooser)}</p>
        {sections.expectedDelivery && <p className="mt-1 font-semibold text-slate-900">{sections.expectedDelivery}</p>}
        {sections.installDays && <p className="mt-1 font-semibold text-slate-900">{sections.installDays}</p>}
      </div>
      {action}
      <div>
        <Heading level={level} id={timelineId}>
          {t.timelineHeading}
        </Heading>
        <Timeline steps={timelineSteps(job, locale)} locale={locale} labelledBy={timelineId} />
      </div>
      {extra}
      {warranty && (
        <div data-slot="job-warranty">
          <Heading level={level}>{t.warrantyHeading}</Heading>
          <p className="mt-1 text-slate-800">{warranty.workmanship}</p>
          <a href={warranty.workmanshipUrl} className="mt-1 inline-block py-1 font-semibold text-brand-800 underline">
            {t.workmanshipMore}
          </a>
          {warranty.manufacturer && <p className="mt-2 text-slate-800">{t.manufacturerWarranty(warranty.manufacturer)}</p>}
          {warranty.orderNumber && <p className="mt-1 text-slate-800">{t.orderNumber(warranty.orderNumber)}</p>}
          <ul className="mt-1 grid gap-1">
            {[
              { href: warranty.registrationUrl, label: t.register },
              { href: warranty.warrantyUrl, label: t.manufacturerTerms },
            ].map(
              ({ href, label }) =>
                href && (
                  <li key={label}>
                    <a
                      href={href}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="inline-block py-1 font-semibold text-brand-800 underline"
                    >
                      {label}
                      <span className="sr-only">{t.external}</span>
                    </a>
                  </li>
                ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
