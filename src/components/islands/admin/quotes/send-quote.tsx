/**
 * A quote's Send button in the admin, in the row of its other actions (`children`): refused, with
 * the reason and where to fix it, while the business facts lack what a contract must state; and,
 * when the quote's text reads in the other language than the customer's, a second step that says
 * so before it goes. No button for a quote that can no longer be sent.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, apiUrl } from "@/browser/api-client";
import { adminQuoteSend } from "@/schemas/routes/admin";
import { textLanguage } from "@/core/text-language";
import { toLocale } from "@/i18n/locales";
import type { AdminQuoteDetail } from "@/schemas/quote";
import { LANGUAGE_NAMES } from "../admin-format";

/** The texts a customer reads in a saved quote. */
const quoteTexts = (quote: AdminQuoteDetail) => [
  ...quote.options.flatMap((option) => [option.name, ...option.items.map((item) => item.description)]),
  quote.note,
  quote.completion,
];

export function SendQuote({
  quote,
  editable,
  onSent,
  children,
}: {
  quote: AdminQuoteDetail;
  editable: boolean;
  onSent: (url: string) => void;
  children?: ReactNode;
}) {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: () => apiRequest("POST", apiUrl(adminQuoteSend, { params: { id: quote.id } })),
    onSuccess: ({ url }) => (setConfirming(false), onSent(url)),
  });
  const reads = toLocale(quote.locale);
  const written = textLanguage(quoteTexts(quote));
  const label = quote.storedStatus === "draft" ? "Send to the customer" : "Send again";
  return (
    <div className="grid gap-2">
      {editable && quote.cannotSend && (
        <p id={`${ids}-why`} role="status" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          {quote.cannotSend}
        </p>
      )}
      {confirming && (
        <p role="alert" className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          This quote&apos;s text looks {LANGUAGE_NAMES[written!]}, but {quote.customer} reads {LANGUAGE_NAMES[reads]}: they will see it, and
          sign it, as written. Edit it first, or send it as it is.
        </p>
      )}
      {send.error && (
        <p role="alert" className="text-red-700">
          {send.error instanceof ApiError ? send.error.body.error : "Not sent. Try again."}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {editable && (
          <Button
            disabled={send.isPending || Boolean(quote.cannotSend)}
            aria-describedby={quote.cannotSend ? `${ids}-why` : undefined}
            onClick={() => (written && written !== reads && !confirming ? setConfirming(true) : send.mutate())}
          >
            {confirming ? `Send it in ${LANGUAGE_NAMES[written!]} anyway` : label}
          </Button>
        )}
        {confirming && (
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Don&apos;t send
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
