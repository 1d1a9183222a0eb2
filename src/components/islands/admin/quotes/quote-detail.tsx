/** One quote for the admin: where it stands, its views, options, signature and payments; send it, edit it, turn its link or the follow-up off. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { ApiError, apiQuery, apiRequest, apiUrl, queryClient } from "@/browser/api-client";
import { adminQuote, adminQuoteRevokeLinks } from "@/schemas/routes/admin";
import { toLocale } from "@/i18n/locales";
import { consentVersionWords } from "@/i18n/quote-terms";
import type { AdminQuoteDetail } from "@/schemas/quote";
import { adminJobPath } from "@/config/admin-navigation";
import { StatusBadge } from "../../status-badge";
import { LANGUAGE_NAMES } from "../admin-format";
import { formatDay, formatInstant } from "../admin-time";
import { depositPaymentText, disputeWarning, dollars, QUOTE_STAGE_LABELS, valueText } from "./quote-format";
import { OpeningLines } from "./opening-lines";
import { SendQuote } from "./send-quote";

const when = (iso: string | null) => (iso ? formatInstant(iso) : "—");

function Details({ quote }: { quote: AdminQuoteDetail }) {
  const url = apiUrl(adminQuote, { params: { id: quote.id } });
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const refresh = () => void queryClient().invalidateQueries({ queryKey: [url] });
  const revoke = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminQuoteRevokeLinks, { params: { id: quote.id } })),
    onSuccess: refresh,
  });
  const followUp = useMutation({ mutationFn: (on: boolean) => apiRequest("PATCH", url, { followUp: on }), onSuccess: refresh });
  const editable = quote.storedStatus === "draft" || quote.storedStatus === "sent";
  const disputed = disputeWarning(quote.payments);
  const rows: [string, string][] = [
    ["Customer", quote.customer],
    ["Reads", LANGUAGE_NAMES[toLocale(quote.locale)]],
    ["Value", valueText(quote.value)],
    ["Revision", String(quote.revision)],
    ["Valid until", formatDay(quote.validUntil)],
    ["Sent", when(quote.sentAt)],
    [
      "Opened",
      quote.views
        ? `${quote.views} time${quote.views === 1 ? "" : "s"}: first ${when(quote.firstViewedAt)}, last ${when(quote.lastViewedAt)}`
        : "Not yet",
    ],
    [
      "Follow-up",
      quote.followUpSentAt
        ? `Sent ${when(quote.followUpSentAt)}`
        : quote.followUp
          ? "On: one reminder 3 days after it is opened, if not answered"
          : "Off",
    ],
    ...(quote.declinedAt
      ? [["Declined", `${when(quote.declinedAt)}${quote.declineReason ? `: ${quote.declineReason}` : ""}`] as [string, string]]
      : []),
    ...(quote.cancelledAt ? [["Cancelled", when(quote.cancelledAt)] as [string, string]] : []),
  ];
  return (
    <div className="grid gap-5">
      <p>
        <StatusBadge status={quote.status} label={QUOTE_STAGE_LABELS[quote.status]} />{" "}
        <span className="font-semibold">Quote {quote.number}</span>
      </p>
      {disputed && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {disputed}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-2">
        {quote.options.map((option) => (
          <li
            key={option.id}
            className={`rounded-xl border p-3 ${quote.signature?.optionId === option.id ? "border-brand-700" : "border-slate-200"}`}
          >
            <span className="font-bold">{option.name}</span>: {dollars(option.totalCents)} total, {dollars(option.depositCents)} deposit
            {quote.signature?.optionId === option.id && <span className="font-semibold text-brand-800"> (signed)</span>}
            {quote.pricedOpenings && <OpeningLines option={option} records={quote.pricedOpenings} />}
          </li>
        ))}
      </ul>
      {quote.signature && (
        <section aria-label="Signature" className="rounded-xl bg-slate-50 p-3 text-sm">
          <p className="font-bold">
            Signed by {quote.signature.typedName} on {when(quote.signature.signedAt)}
          </p>
          <p>
            IP address {quote.signature.ipAddress ?? "unknown"}; {quote.signature.userAgent ?? "unknown browser"}
          </p>
          <p>
            Agreed to the {consentVersionWords(quote.signature.consentVersion, "en")}; revision {quote.signature.revision}
          </p>
          <p className="break-all">SHA-256 of the document: {quote.signature.documentSha256}</p>
        </section>
      )}
      {quote.jobId && (
        <p>
          <a href={adminJobPath(quote.jobId)} className="font-semibold text-brand-700 underline">
            Open the job this signature began
          </a>
        </p>
      )}
      {quote.payments.length > 0 && (
        <section aria-label="Payments">
          <h3 className="font-bold text-brand-900">Deposit payments</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {quote.payments.map((payment) => (
              <li key={payment.id}>{depositPaymentText(payment)}</li>
            ))}
          </ul>
        </section>
      )}
      {sentUrl && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          Sent. The customer's link: <span className="break-all">{sentUrl}</span>
        </p>
      )}
      {revoke.data && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {revoke.data.retired === 0
            ? "There was no working link to turn off."
            : "The customer's link no longer opens this quote. Send it again to give them a new one."}
        </p>
      )}
      {revoke.error && (
        <p role="alert" className="text-red-700">
          {revoke.error instanceof ApiError ? revoke.error.body.error : "Not done. Try again."}
        </p>
      )}
      <SendQuote quote={quote} editable={editable} onSent={(url) => (setSentUrl(url), refresh())}>
        {editable && (
          <a href={`/admin/quote?id=${quote.id}`} className={buttonVariants({ variant: "outline" })}>
            {quote.storedStatus === "draft" ? "Edit" : "Edit (makes a new revision)"}
          </a>
        )}
        {(quote.storedStatus === "sent" || quote.storedStatus === "declined") && (
          <Button variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Turn off the customer's link
          </Button>
        )}
        {quote.storedStatus === "sent" && !quote.followUpSentAt && (
          <Button variant="outline" disabled={followUp.isPending} onClick={() => followUp.mutate(!quote.followUp)}>
            {quote.followUp ? "Turn the follow-up off" : "Turn the follow-up on"}
          </Button>
        )}
      </SendQuote>
    </div>
  );
}

/** The quote `id`, loaded on its own (a link may open one on no page of the list). */
export function QuoteDetail({ id }: { id: string }) {
  const detail = useQuery(apiQuery(apiUrl(adminQuote, { params: { id } })));
  return (
    <QueryState query={detail} loading="Loading the quote..." error="We couldn't load this quote. Close this window and try again.">
      {(quote) => <Details quote={quote} />}
    </QueryState>
  );
}
