/**
 * Signing a quote from its link (ESIGN/UETA click-to-sign): the option, the typed name, the
 * time, the client address and browser, the consent's version and the SHA-256 of exactly the
 * document shown are recorded once, never changed (src/server/db/schema.ts quoteSignatures); for a
 * home built before 1978, with the owner's acknowledgment of EPA's pamphlet (lead_safe_acknowledgments).
 * One statement marks the quote signed, records the signature, creates the job (docs/jobs.md)
 * and stores the emails (the customer's carries the contract PDF), then the deposit's Checkout
 * opens when Stripe is set.
 * The deposit is the server's figure for the chosen option, whatever a request says.
 */
import { lastDayToCancel } from "@/core/server/cooling-off";
import { jobScopeOf } from "@/core/server/job-scope";
import { canPayDepositOnline } from "@/core/deposit-state";
import { isOpenForSignature } from "@/core/quote-status";
import type { Locale } from "@/i18n/locales";
import { leadSafeCustomerWords } from "@/i18n/lead-safe";
import { QUOTE_CONSENT_VERSION } from "@/i18n/quote-terms";
import { quotePageCopy } from "@/i18n/quotes";
import type { SignResult } from "@/schemas/quote";
import { unbrokenPhone } from "@/i18n/phone";
import type { Database } from "../db/client";
import { signQuoteRow } from "../db/quotes/quotes";
import type { EmailMessage } from "../db/schema";
import { uniqueViolation } from "../db/unique-violation";
import type { ServerEnv } from "../env";
import { ConflictError, ValidationError } from "../http/errors";
import { describeError } from "../log-safe";
import { deliverNotice } from "../notify/notice";
import { quoteSigned } from "../notify/quotes";
import { paymentsConfigured } from "../payments/stripe";
import { contractPdf } from "./contract-pdf";
import { startDepositCheckout } from "./deposit";
import { contractFactsOf, documentOf, sealDocument } from "./document";
import type { QuoteRecord } from "./records";

/** The 409 of a second signature, or of a quote answered already. */
export const ALREADY_ANSWERED: Record<Locale, string> = {
  en: "This quote has already been signed or declined.",
  es: "Esta cotización ya fue firmada o rechazada.",
};

/** What the signer sent, parsed, and what the platform saw of them. */
export interface Signing {
  optionId: string;
  name: string;
  revision?: number;
  documentSha256?: string;
  locale: Locale;
  ipAddress: string | null;
  userAgent: string | null;
  /** The link the customer signed from, to come back to from Checkout and to put in the email. */
  returnUrl: string;
  /** "I received the pamphlet" ticked: needed for a home built before 1978 or of an unknown year. */
  leadPamphlet?: boolean;
}

/** Signs the quote of `record`; answers where to pay the deposit when payments are online. */
export async function signQuote(db: Database, env: ServerEnv, record: QuoteRecord, signing: Signing, now: Date): Promise<SignResult> {
  const { quote, revision } = record;
  const words = quotePageCopy[signing.locale];
  if (!isOpenForSignature({ status: quote.status, validUntil: revision.validUntil }, now))
    throw new ConflictError(ALREADY_ANSWERED[signing.locale]);
  if (signing.revision !== undefined && signing.revision !== revision.revision) throw new ConflictError(words.changed);
  // No contract without the licence number and the street address it must state (src/core/server/contract-facts.ts).
  const { seller, missing, rrpCertification } = contractFactsOf(env, record);
  if (missing.length) throw new ConflictError(words.notSignable(unbrokenPhone(seller.phone)));
  const document = documentOf(record, signing.locale, seller, rrpCertification);
  const option = document.options.find((candidate) => candidate.id === signing.optionId);
  if (!option) throw new ValidationError(words.errors.chooseOption, { optionId: [words.errors.chooseOption] });
  // EPA's pamphlet, acknowledged in writing, for a home that needs lead-safe work (40 CFR 745.84).
  if (document.leadSafe && signing.leadPamphlet !== true) {
    const message = leadSafeCustomerWords[signing.locale].pamphletRequired;
    throw new ValidationError(message, { leadPamphlet: [message] });
  }
  const sealed = sealDocument(document);
  if (signing.documentSha256 !== undefined && signing.documentSha256 !== sealed.sha256) throw new ConflictError(words.changed);

  const signature = {
    optionId: option.id,
    typedName: signing.name,
    signedAt: now,
    ipAddress: signing.ipAddress,
    userAgent: signing.userAgent,
    consentVersion: QUOTE_CONSENT_VERSION,
    documentSha256: sealed.sha256,
  };
  const pdf = await contractPdf(document, { signature, cancelledAt: null, lastDayToCancel: lastDayToCancel(now) });
  const online = canPayDepositOnline({
    paymentsOnline: paymentsConfigured(env),
    quoteStatus: "signed",
    deposit: { state: "none", amountCents: option.depositCents, refunded: false },
  });
  const notice = quoteSigned(
    {
      id: quote.id,
      number: quote.number,
      locale: signing.locale,
      customer: record.customer,
      subject: quote.appointmentId ? { appointmentId: quote.appointmentId } : { leadId: quote.leadId! },
    },
    {
      url: signing.returnUrl,
      pdfBase64: Buffer.from(pdf).toString("base64"),
      optionName: option.name,
      totalCents: option.totalCents,
      depositCents: option.depositCents,
      typedName: signing.name,
      signedAt: now,
      lastDayToCancel: lastDayToCancel(now),
      paymentsOnline: online,
    },
    env,
  );
  let stored: EmailMessage[] | null;
  try {
    stored = await signQuoteRow(
      db,
      quote.id,
      {
        revision: revision.revision,
        optionId: option.id,
        typedName: signing.name,
        ipAddress: signing.ipAddress,
        userAgent: signing.userAgent,
        consentVersion: QUOTE_CONSENT_VERSION,
        document: sealed.text,
        documentSha256: sealed.sha256,
        totalCents: option.totalCents,
        depositCents: option.depositCents,
        leadPamphlet: document.leadSafe ? { edition: document.leadSafe.pamphlet.edition, locale: signing.locale } : null,
      },
      { scope: jobScopeOf(option), jobAddress: document.jobAddress },
      notice.emails,
      now,
      notice.customerLink,
    );
  } catch (error) {
    // Two signatures at the same instant: the primary key on quote_signatures lets one through.
    if (uniqueViolation(error) !== null) throw new ConflictError(ALREADY_ANSWERED[signing.locale]);
    throw error;
  }
  // Signed, declined or revised by another request between the read and this statement.
  if (!stored) throw new ConflictError(ALREADY_ANSWERED[signing.locale]);
  await deliverNotice(db, env, notice, stored, { now });
  if (!online) return { status: "signed" };
  try {
    return {
      status: "signed",
      checkoutUrl: await startDepositCheckout(db, env, {
        quoteId: quote.id,
        amountCents: option.depositCents,
        returnUrl: signing.returnUrl,
        locale: signing.locale,
      }),
    };
  } catch (error) {
    // The signature stands; the page offers "Pay the deposit" again.
    console.error(`Quote ${quote.id} signed, but Stripe Checkout did not open: ${describeError(error)}`);
    return { status: "signed" };
  }
}
