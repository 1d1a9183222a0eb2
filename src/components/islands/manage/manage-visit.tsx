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
 */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiQuery, apiRequest, apiUrl, inLocale, queryClient } from "@/browser/api-client";
import { bookingCopy } from "@/i18n/booking";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";
import { manageVisit, reschedule, visitPhotos } from "@/schemas/routes/manage";
import { QueryProvider } from "../query-provider";
import { CallUs, LinkCard, LinkLoadError, LinkNotFound, retryUnlessNotFound, useLinkToken } from "../token-page";
import { MoveVisit } from "./move-visit";
import { VisitSummary } from "./visit-summary";

interface ManageVisitProps {
  phone: string;
  phoneHref: string;
  /** The page's language (/cancel or /es/cancel): words, the date and the server's answers. */
  locale?: Locale;
}

type Mode = "overview" | "move" | "cancel";

function Manage({ phone, phoneHref, locale = "en" }: ManageVisitProps) {
  const t = bookingCopy[locale].manage;
  const token = useLinkToken("cancel");
  // The answers' date label and messages in the page's language; English needs no parameter.
  const url = apiUrl(manageVisit, { params: { token: token ?? "" }, query: inLocale(locale) });
  const [mode, setMode] = useState<Mode>("overview");
  const [moved, setMoved] = useState(false);
  const lookup = useQuery({ ...apiQuery(url), enabled: Boolean(token), retry: retryUnlessNotFound });
  // Asked at once, beside the visit: the photos section then draws whole with the card.
  const photos = useQuery({ ...apiQuery(apiUrl(visitPhotos, { params: { token: token ?? "" } })), enabled: Boolean(token) });
  const photosSection = useQuery({ queryKey: ["manage-photos-section"], queryFn: () => import("./manage-photos"), enabled: Boolean(token), staleTime: Infinity, retry: 1 });
  const cancel = useMutation({
    mutationFn: () => apiRequest("POST", url),
    onSuccess: (data) => queryClient().setQueryData([url], data),
    // 409: it started (or was closed) since the page loaded; reload it to say so.
    onError: (error) => error instanceof ApiError && error.status === 409 && queryClient().invalidateQueries({ queryKey: [url] }),
  });
  const callUs = <CallUs phone={phone} phoneHref={phoneHref} />;

  if (token === null) return <p role="status" className="animate-pulse text-slate-600">{t.loading}</p>;
  if (!token || (lookup.error instanceof ApiError && lookup.error.status === 404)) {
    return <LinkNotFound title={t.notFoundTitle} text={t.notFoundText} phone={phone} phoneHref={phoneHref} />;
  }
  if (lookup.isError) return <LinkLoadError text={t.loadError} phone={phone} phoneHref={phoneHref} />;
  const photosPending = (!photos.data && !photos.isError) || (!photosSection.data && !photosSection.isError);
  if (!lookup.data || (lookup.data.cancellable && lookup.data.status !== "cancelled" && photosPending)) {
    return <p role="status" className="animate-pulse text-slate-600">{t.loading}</p>;
  }

  const visit = lookup.data;
  if (visit.status === "cancelled") {
    return (
      <LinkCard role="status">
        <h2 className="text-xl font-extrabold text-brand-900">{t.cancelledTitle}</h2>
        <VisitSummary visit={visit} labels={t.summary} locale={locale} />
        <p className="mt-4 text-slate-700">
          {t.cancelledText}
          <a href={localizePath("/estimate", locale)} className="font-bold text-brand-800 underline">
            {t.bookAnother}
          </a>
          {t.orCall}
          {callUs}.
        </p>
      </LinkCard>
    );
  }
  if (!visit.cancellable) {
    return (
      <LinkCard role="status">
        <h2 className="text-xl font-extrabold text-brand-900">{t.closedTitle}</h2>
        <VisitSummary visit={visit} labels={t.summary} locale={locale} />
        <p className="mt-4 text-slate-700">
          {t.closedText}
          {callUs}.
        </p>
      </LinkCard>
    );
  }

  return (
    <LinkCard>
      <h2 className="text-xl font-extrabold text-brand-900">{moved ? t.movedTitle : t.title}</h2>
      <VisitSummary visit={visit} labels={t.summary} locale={locale} />
      {moved && (
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
      {mode === "move" && (
        <MoveVisit
          url={apiUrl(reschedule, { params: { token } })}
          movedText={t.movedText}
          locale={locale}
          onClose={() => setMode("overview")}
          onMoved={() => {
            setMoved(true);
            setMode("overview");
            void queryClient().invalidateQueries({ queryKey: [url] });
          }}
        />
      )}
      {mode === "cancel" && (
        <section aria-labelledby="cancel-heading" className="mt-6">
          <h3 id="cancel-heading" className="text-lg font-bold text-brand-900">
            {t.cancelQuestion}
          </h3>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" size="lg" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? t.cancelling : t.yesCancel}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => setMode("overview")}>
              {t.keep}
            </Button>
          </div>
          {cancel.isError &&
            // 429: the server's own message says how long to wait (and gives the phone number).
            (cancel.error instanceof ApiError && cancel.error.status === 429 && cancel.error.body.error ? (
              <p role="alert" className="mt-4 text-red-800">
                {cancel.error.body.error}
              </p>
            ) : (
              <p role="alert" className="mt-4 text-red-800">
                {t.cancelError}
                {callUs}.
              </p>
            ))}
        </section>
      )}
      {mode === "overview" && photosSection.data && <photosSection.data.ManagePhotos token={token} locale={locale} />}
      <p className="mt-6 text-sm text-slate-600">
        {t.questions}
        {callUs}.
      </p>
    </LinkCard>
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
