/**
 * /cancel/{token}, "Manage your visit": shows the visit the emailed link belongs to (date,
 * arrival window, status, city), and lets the customer move it to another time or cancel it.
 * Unknown, cancelled and closed visits get a clear answer instead.
 *
 * The page is pre-rendered without the token (it is only in the browser's address), so the
 * first render in the browser must be the server's: the loading line. The token is read after
 * hydration, and the card appears once the visit, its photos and the photos section's code are
 * all in, whole, so nothing below it moves when the photos arrive. That code ("Add photos" and
 * the form parts it shares with the contact form) loads after the page's own script, beside the
 * visit's answer, which keeps the page within its script budget.
 * The state is use-manage-visit.ts's and which card shows manage-card.ts's; this file draws it.
 */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { bookingCopy, type BookingCopy } from "@/i18n/booking";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import type { ManageView } from "@/schemas/reschedule";
import { QueryProvider } from "../query-provider";
import { CallUs, LinkCard, LinkLoadError, LinkNotFound } from "../token-page";
import { MoveVisit } from "./move-visit";
import { useManageVisit } from "./use-manage-visit";
import { VisitSummary } from "./visit-summary";

interface ManageVisitProps {
  phone: string;
  phoneHref: string;
  /** The page's language (/cancel or /es/cancel): words, the date and the server's answers. */
  locale?: Locale;
}

type ManageWords = BookingCopy["manage"];

function Manage({ phone, phoneHref, locale = "en" }: ManageVisitProps) {
  const t = bookingCopy[locale].manage;
  const manage = useManageVisit(locale);
  const { card, visit, token, mode, setMode } = manage;
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;

  if (card === "not-found") return <LinkNotFound title={t.notFoundTitle} text={t.notFoundText} phone={phone} phoneHref={phoneHref} />;
  if (card === "load-error") return <LinkLoadError text={t.loadError} phone={phone} phoneHref={phoneHref} />;
  if (card === "loading" || !visit || !token)
    return (
      <p role="status" className="animate-pulse text-slate-600">
        {t.loading}
      </p>
    );
  if (card === "cancelled") {
    return (
      <VisitEnded title={t.cancelledTitle} visit={visit} t={t} locale={locale}>
        {t.cancelledText}
        <a href={localizePath("/estimate", locale)} className="font-bold text-brand-800 underline">
          {t.bookAnother}
        </a>
        {t.orCall}
        {callUs}.
      </VisitEnded>
    );
  }
  if (card === "closed") {
    return (
      <VisitEnded title={t.closedTitle} visit={visit} t={t} locale={locale}>
        {t.closedText}
        {callUs}.
      </VisitEnded>
    );
  }

  return (
    <LinkCard>
      <h2 className="text-xl font-extrabold text-brand-900">{manage.moved ? t.movedTitle : t.title}</h2>
      <VisitSummary visit={visit} labels={t.summary} locale={locale} />
      {manage.moved && (
        <p role="status" className="mt-3 text-slate-700">
          {t.movedNote}
        </p>
      )}
      {mode === "overview" && (
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Button size="mobile-lg" onClick={() => setMode("move")}>
            {t.moveButton}
          </Button>
          <Button variant="outline" size="mobile-lg" onClick={() => setMode("cancel")}>
            {t.cancelButton}
          </Button>
        </div>
      )}
      {mode === "move" && manage.rescheduleUrl && (
        <MoveVisit
          url={manage.rescheduleUrl}
          movedText={t.movedText}
          locale={locale}
          onClose={() => setMode("overview")}
          onMoved={manage.onMoved}
        />
      )}
      {mode === "cancel" && <CancelQuestion t={t} cancel={manage.cancel} callUs={callUs} onKeep={() => setMode("overview")} />}
      {mode === "overview" && manage.ManagePhotos && <manage.ManagePhotos token={token} locale={locale} />}
      <p className="mt-6 text-sm text-slate-600">
        {t.questions}
        {callUs}.
      </p>
    </LinkCard>
  );
}

/** A visit that can no longer change online (cancelled, or started or finished): what it was, and what to do instead. */
function VisitEnded({
  title,
  visit,
  t,
  locale,
  children,
}: {
  title: string;
  visit: ManageView;
  t: ManageWords;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <LinkCard role="status">
      <h2 className="text-xl font-extrabold text-brand-900">{title}</h2>
      <VisitSummary visit={visit} labels={t.summary} locale={locale} />
      <p className="mt-4 text-slate-700">{children}</p>
    </LinkCard>
  );
}

/** "Cancel this visit?": yes or keep it, and why a cancel failed. */
function CancelQuestion({
  t,
  cancel,
  callUs,
  onKeep,
}: {
  t: ManageWords;
  cancel: ReturnType<typeof useManageVisit>["cancel"];
  callUs: ReactNode;
  onKeep: () => void;
}) {
  return (
    <section aria-labelledby="cancel-heading" className="mt-6">
      <h3 id="cancel-heading" className="text-lg font-bold text-brand-900">
        {t.cancelQuestion}
      </h3>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="destructive" size="lg" disabled={cancel.pending} onClick={cancel.run}>
          {cancel.pending ? t.cancelling : t.yesCancel}
        </Button>
        <Button variant="ghost" size="lg" onClick={onKeep}>
          {t.keep}
        </Button>
      </div>
      {cancel.failed &&
        // 429: the server's own message says how long to wait (and gives the phone number).
        (cancel.refusal ? (
          <p role="alert" className="mt-4 text-red-800">
            {cancel.refusal}
          </p>
        ) : (
          <p role="alert" className="mt-4 text-red-800">
            {t.cancelError}
            {callUs}.
          </p>
        ))}
    </section>
  );
}

/** The manage page's island. */
export function ManageVisit(props: ManageVisitProps) {
  return (
    <QueryProvider>
      <Manage {...props} />
    </QueryProvider>
  );
}
