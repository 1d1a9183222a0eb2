/**
 * /my/{token} (and /es/my/{token}), the customer's own page: their jobs (what happens next, the
 * steps, install days, photos, warranty, and its money: contract, paid, balance, invoices to view
 * and pay through a fresh invoice link, payments), upcoming visits (move or cancel through a fresh manage
 * link), quotes to read and sign and signed contracts (a fresh quote link, the PDF), and payments.
 * At /my itself the form that asks for the link; under an unknown or expired link, a kind word and
 * the same form. The hook holds the requests; my-page-view.ts decides what shows.
 */
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { apiUrl } from "@/browser/api-client";
import { formatDay } from "@/i18n/dates";
import { formatCents } from "@/i18n/money";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { jobViewWords, myPageWords } from "@/i18n/my-page";
import { phoenixDate } from "@/core/phoenix-time";
import type { MyChangeOrder, MyJob, MyPage as MyPageData, MyQuote, MyVisit } from "@/schemas/my-page";
import { myChangeOrderPdf, myQuotePdf } from "@/schemas/routes/my";
import { QueryProvider } from "../query-provider";
import { CallUs, LinkCard, LinkLoadError } from "../token-page";
import { JobStatus } from "../job/job-status";
import { JobMoney } from "./my-job-money";
import { MyLinkForm } from "./my-link-form";
import { changeOrderLine, mySections, paymentLine, quoteDay, quoteValueText } from "./my-page-view";
import { useMyPage, type Opening } from "./use-my-page";

interface MyPageProps {
  phone: string;
  phoneHref: string;
  locale?: Locale;
}

interface OpenProps {
  locale: Locale;
  open: (opening: Opening) => void;
  opening: Opening | null;
  openFailed: Opening | null;
  callUs: ReactNode;
}

const same = (a: Opening | null, b: Opening) => a !== null && a.kind === b.kind && a.id === b.id;

/** A button that asks for a fresh link to a visit or a quote and goes there. */
function OpenButton({
  target,
  label,
  variant = "outline",
  locale,
  open,
  opening,
  openFailed,
  callUs,
}: OpenProps & { target: Opening; label: string; variant?: "outline" | "default" }) {
  const t = myPageWords[locale];
  const busy = same(opening, target);
  return (
    <div className="mt-3 grid gap-2">
      <Button
        size="mobile"
        variant={variant}
        className="sm:w-auto sm:justify-self-start"
        disabled={opening !== null}
        onClick={() => open(target)}
      >
        {busy ? t.opening : label}
      </Button>
      {same(openFailed, target) && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t.openFailed}
          {callUs}.
        </p>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-2xl font-extrabold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Photos({ job, locale }: { job: MyJob; locale: Locale }) {
  const t = jobViewWords[locale];
  return (
    <div>
      <h4 className="text-lg font-bold text-brand-900">{t.photosHeading}</h4>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {job.photos.map((photo, index) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg">
              <img
                src={photo.thumbnailUrl}
                width={photo.width}
                height={photo.height}
                alt={t.photo(index + 1)}
                loading="lazy"
                className="aspect-square h-auto w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function JobCard({ job, ...props }: OpenProps & { job: MyJob }) {
  const t = myPageWords[props.locale];
  return (
    <LinkCard>
      <article aria-labelledby={`job-${job.id}`} data-slot="my-job" data-stage={job.stage}>
        <h3 id={`job-${job.id}`} className="text-xl font-extrabold text-brand-900">
          {jobViewWords[props.locale].heading(job.number)}
        </h3>
        <p className="mt-1 text-slate-700">
          {job.optionName} · {job.jobAddress}
        </p>
        <div className="mt-4">
          <JobStatus
            job={job}
            locale={props.locale}
            chooser="elsewhere"
            level={4}
            action={
              job.install.canChoose && (
                <OpenButton
                  {...props}
                  variant="default"
                  target={{ kind: "quote", id: job.quoteId }}
                  label={t.chooseInstall(job.install.days)}
                />
              )
            }
            extra={job.photos.length > 0 && <Photos job={job} locale={props.locale} />}
          />
        </div>
        <JobMoney
          job={job}
          locale={props.locale}
          openInvoice={(id, label, primary) => (
            <OpenButton {...props} variant={primary ? "default" : "outline"} target={{ kind: "invoice", id }} label={label} />
          )}
        />
      </article>
    </LinkCard>
  );
}

function VisitCard({ visit, ...props }: OpenProps & { visit: MyVisit }) {
  const t = myPageWords[props.locale];
  return (
    <LinkCard>
      <h3 className="text-lg font-bold text-brand-900">{visit.kind === "re-measure" ? t.remeasureVisit : t.estimateVisit}</h3>
      <p className="mt-1 font-semibold text-slate-900">{visit.dateLabel}</p>
      <p className="text-slate-700">
        {visit.window} · {visit.city}
      </p>
      {visit.changeable && <OpenButton {...props} target={{ kind: "visit", id: visit.id }} label={t.moveOrCancel} />}
    </LinkCard>
  );
}

function QuoteCard({ quote, token, ...props }: OpenProps & { quote: MyQuote; token: string }) {
  const t = myPageWords[props.locale];
  const signed = quote.signedAt !== null;
  return (
    <LinkCard>
      <h3 className="text-lg font-bold text-brand-900">
        {t.quoteNumber(quote.number)}
        {quote.stage === "cancelled" && (
          <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-800">{t.cancelledContract}</span>
        )}
      </h3>
      <p className="mt-1 font-semibold text-slate-900">{quoteValueText(quote.value, props.locale)}</p>
      <p className="text-slate-700">{quoteDay(quote, props.locale)}</p>
      <div className="flex flex-col sm:flex-row sm:flex-wrap sm:items-end sm:gap-3">
        {quote.canOpen && (
          <OpenButton
            {...props}
            variant={signed ? "outline" : "default"}
            target={{ kind: "quote", id: quote.id }}
            label={signed ? t.openQuote : t.readAndSign}
          />
        )}
        {signed && quote.contract && (
          <a
            href={apiUrl(myQuotePdf, { params: { token, id: quote.id } })}
            data-astro-prefetch="false"
            className={`mt-3 ${buttonVariants({ variant: "outline", size: "mobile" })} sm:w-auto`}
          >
            {t.downloadPdf}
          </a>
        )}
      </div>
    </LinkCard>
  );
}

function ChangeOrderCard({ order, token, locale }: { order: MyChangeOrder; token: string; locale: Locale }) {
  const line = changeOrderLine(order, locale);
  return (
    <LinkCard>
      <article data-slot="my-change-order">
        <h3 className="text-lg font-bold text-brand-900">{line.title}</h3>
        <p className="mt-1 font-semibold text-slate-900">{line.change}</p>
        <p className="text-slate-700">{line.of}</p>
        <p className="text-slate-700">{line.signed}</p>
        <a
          href={apiUrl(myChangeOrderPdf, { params: { token, id: order.id } })}
          data-astro-prefetch="false"
          className={`mt-3 ${buttonVariants({ variant: "outline", size: "mobile" })} sm:w-auto`}
        >
          {myPageWords[locale].downloadChangeOrder}
        </a>
      </article>
    </LinkCard>
  );
}

function Page({
  data,
  token,
  locale,
  callUs,
  ...open
}: Omit<OpenProps, "callUs"> & { data: MyPageData; token: string; callUs: ReactNode }) {
  const t = myPageWords[locale];
  const sections = mySections(data);
  const props = { locale, callUs, ...open };
  return (
    <div className="grid gap-10">
      <div>
        <p className="text-2xl font-extrabold text-brand-900">{t.hello(data.firstName)}</p>
        <p className="mt-1 max-w-2xl text-slate-700">{t.lead}</p>
      </div>
      {sections.empty && (
        <LinkCard>
          <p className="text-slate-800">{t.nothingYet}</p>
          <a href={localizePath("/estimate", locale)} className={`mt-3 ${buttonVariants({ size: "mobile" })} sm:w-auto`}>
            {t.bookEstimate}
          </a>
        </LinkCard>
      )}
      {sections.jobs.length > 0 && (
        <Section id="my-jobs" title={t.jobsHeading}>
          {sections.jobs.map((job) => (
            <JobCard key={job.id} job={job} {...props} />
          ))}
        </Section>
      )}
      {sections.visits.length > 0 && (
        <Section id="my-visits" title={t.visitsHeading}>
          <div className="grid gap-3 lg:grid-cols-2">
            {sections.visits.map((visit) => (
              <VisitCard key={visit.id} visit={visit} {...props} />
            ))}
          </div>
        </Section>
      )}
      {[
        { id: "my-quotes", title: t.quotesHeading, quotes: sections.toSign, changeOrders: [] },
        { id: "my-contracts", title: t.contractsHeading, quotes: sections.contracts, changeOrders: sections.changeOrders },
      ].map(
        ({ id, title, quotes, changeOrders }) =>
          quotes.length + changeOrders.length > 0 && (
            <Section key={id} id={id} title={title}>
              <div className="grid gap-3 lg:grid-cols-2">
                {quotes.map((quote) => (
                  <QuoteCard key={quote.id} quote={quote} token={token} {...props} />
                ))}
                {changeOrders.map((order) => (
                  <ChangeOrderCard key={order.id} order={order} token={token} locale={locale} />
                ))}
              </div>
            </Section>
          ),
      )}
      {sections.payments.length > 0 && (
        <Section id="my-payments" title={t.paymentsHeading}>
          <LinkCard>
            <ul className="grid divide-y divide-slate-200">
              {sections.payments.map((payment) => {
                const line = paymentLine(payment, locale);
                return (
                  <li
                    key={payment.id}
                    data-status={line.status}
                    className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:justify-between"
                  >
                    <span className="font-semibold text-slate-900">{line.label}</span>
                    <span className="text-slate-800">
                      {formatCents(payment.amountCents, locale)} · {line.statusText}
                    </span>
                  </li>
                );
              })}
            </ul>
          </LinkCard>
        </Section>
      )}
      <p className="text-slate-700">
        {t.linkLasts(formatDay(phoenixDate(new Date(data.linkExpiresAt)), locale, true))}{" "}
        <a href={localizePath("/my", locale)} className="font-semibold text-brand-800 underline">
          {t.newLink}
        </a>
      </p>
      <p className="text-slate-700">
        {t.callUs}
        {callUs}.
      </p>
    </div>
  );
}

function MyPageBody({ phone, phoneHref, locale = "en" }: MyPageProps) {
  const t = myPageWords[locale];
  const my = useMyPage(locale);
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;
  switch (my.state) {
    case "pending":
    case "loading":
      return (
        <p role="status" className="text-slate-600">
          {t.loading}
        </p>
      );
    case "ask":
      return (
        <div className="max-w-xl">
          <MyLinkForm locale={locale} callUs={callUs} />
        </div>
      );
    case "expired":
      return (
        <div className="grid max-w-xl gap-6">
          <LinkCard role="alert">
            <h2 className="text-xl font-extrabold text-brand-900">{t.expiredTitle}</h2>
            <p className="mt-2 text-slate-700">{t.expiredText}</p>
          </LinkCard>
          <MyLinkForm locale={locale} callUs={callUs} heading={t.requestHeading} />
        </div>
      );
    case "failed":
      return <LinkLoadError text={t.loadError} phone={phone} phoneHref={phoneHref} />;
    case "ready":
      return (
        <Page
          data={my.data!}
          token={my.token!}
          locale={locale}
          callUs={callUs}
          open={my.open}
          opening={my.opening}
          openFailed={my.openFailed}
        />
      );
  }
}

/** The customer's page's island (and the link form at /my). */
export function MyPage(props: MyPageProps) {
  return (
    <QueryProvider>
      <MyPageBody {...props} />
    </QueryProvider>
  );
}
