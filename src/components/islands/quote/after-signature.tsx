/**
 * What the quote page shows once the quote is signed: the signature's panel (deposit, contract PDF,
 * the right to cancel) and the job the signature began (what happens next, its steps, the
 * install-day chooser). A chunk of its own, loaded only for a signed quote, so a quote still to
 * sign (the page's first visit) loads none of it.
 */
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { QuoteView } from "@/schemas/quote";
import { QuoteJob } from "./quote-job";
import { SignedPanel } from "./signed-panel";

interface AfterSignatureProps {
  view: QuoteView;
  /** The quote link's token. */
  token: string;
  locale: Locale;
  callUs: ReactNode;
  /** The quote (and its job) changed: ask again. */
  onChanged: () => void;
  /** Signed on this page a moment ago: the signature's panel is brought into view. */
  justSigned: boolean;
}

export default function AfterSignature({ view, justSigned, ...props }: AfterSignatureProps) {
  return (
    <>
      <SignedPanel view={view} justSigned={justSigned} {...props} />
      {view.job && <QuoteJob job={view.job} {...props} />}
    </>
  );
}
