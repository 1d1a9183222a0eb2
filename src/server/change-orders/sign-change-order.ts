/**
 * Signing a change order from its link, exactly as a quote is signed: the typed name, the time,
 * the client address and browser, the consent's version and the SHA-256 of exactly the document
 * shown (sealed as a quote's) are recorded once, never changed. The document states the contract
 * before and after on the job's money as it is read; one statement claims that money version,
 * checks the floor was kept (src/core/job-money.ts), marks the change order signed, records the
 * signature, adds the job's event and stores the emails (the customer's with the signed PDF). When
 * another decision moved the money first, it reads again and decides again: a change the floor
 * now refuses is a 409.
 */
import { changeOrderEffect } from "@/core/job-money";
import { changeOrderCopy } from "@/i18n/change-orders";
import type { Locale } from "@/i18n/locales";
import { CHANGE_ORDER_CONSENT_VERSION } from "@/i18n/quote-terms";
import type { Database } from "../db/client";
import { signChangeOrderRow } from "../db/change-orders/change-orders";
import { uniqueViolation } from "../db/unique-violation";
import type { ServerEnv } from "../env";
import { ConflictError } from "../http/errors";
import { changeOrderSigned } from "../notify/change-orders";
import { deliverNotice } from "../notify/notice";
import { quotePageCopy } from "@/i18n/quotes";
import { sellerFacts } from "../seller";
import { changeOrderPdf } from "./change-order-pdf";
import { contractNow } from "./customer-view";
import { changeOrderById, documentOf, noticeFacts, sealChangeOrder, type ChangeOrderRecord } from "./records";
import { DECISION_ATTEMPTS } from "./write-change-order";
import { stageOf } from "../jobs/records";
import { formatCents } from "@/i18n/money";
import { unbrokenPhone } from "@/i18n/phone";

/** What the signer sent, parsed, and what the platform saw of them. */
export interface ChangeOrderSigning {
  name: string;
  documentSha256?: string;
  locale: Locale;
  ipAddress: string | null;
  userAgent: string | null;
  /** The link signed from, for the email. */
  returnUrl: string;
}

/** Signs the change order of `record`; 409 once signed or void, when its document changed, or when the floor refuses it now. */
export async function signChangeOrder(
  db: Database,
  env: ServerEnv,
  first: ChangeOrderRecord,
  signing: ChangeOrderSigning,
  now: Date,
): Promise<{ status: "signed" }> {
  const words = changeOrderCopy[signing.locale];
  const { seller, missing } = sellerFacts(env);
  if (missing.length) throw new ConflictError(quotePageCopy[signing.locale].notSignable(unbrokenPhone(seller.phone)));
  let record = first;
  for (let attempt = 0; attempt < DECISION_ATTEMPTS; attempt++) {
    if (record.order.status !== "sent" || record.job.stage === "cancelled") throw new ConflictError(words.alreadySigned);
    const money = await contractNow(db, record.job.id);
    const document = documentOf(record, signing.locale, seller, money.contractTotalCents);
    const effect = changeOrderEffect(money.facts, document.totalCents);
    if (!effect.allowed) throw new ConflictError(words.belowPaid);
    const sealed = sealChangeOrder(document);
    if (signing.documentSha256 !== undefined && signing.documentSha256 !== sealed.sha256) throw new ConflictError(words.changed);

    const signature = {
      typedName: signing.name,
      signedAt: now,
      ipAddress: signing.ipAddress,
      userAgent: signing.userAgent,
      consentVersion: CHANGE_ORDER_CONSENT_VERSION,
      documentSha256: sealed.sha256,
    };
    const pdf = await changeOrderPdf(document, signature);
    const contract = { contractBeforeCents: effect.beforeCents, contractAfterCents: effect.afterCents };
    const notice = changeOrderSigned(
      noticeFacts(record),
      {
        url: signing.returnUrl,
        pdfBase64: Buffer.from(pdf).toString("base64"),
        totalCents: document.totalCents,
        ...contract,
        typedName: signing.name,
        signedAt: now,
      },
      env,
    );
    let outcome;
    try {
      outcome = await signChangeOrderRow(db, {
        id: record.order.id,
        jobId: record.job.id,
        version: money.version,
        signature: {
          typedName: signing.name,
          ipAddress: signing.ipAddress,
          userAgent: signing.userAgent,
          consentVersion: CHANGE_ORDER_CONSENT_VERSION,
          document: sealed.text,
          documentSha256: sealed.sha256,
          totalCents: document.totalCents,
          ...contract,
        },
        event: {
          actor: "customer",
          kind: "change-order",
          fromStage: stageOf(record.job),
          toStage: stageOf(record.job),
          note: `Change order ${record.order.number} signed: the contract total went from ${formatCents(effect.beforeCents, "en")} to ${formatCents(effect.afterCents, "en")}.`,
          notified: true,
          changes: { changeOrderId: record.order.id, totalCents: document.totalCents, ...contract },
        },
        emails: notice.emails,
        customerLink: notice.customerLink,
        now,
      });
    } catch (error) {
      // Two signatures at the same instant: the signatures' primary key lets one through.
      if (uniqueViolation(error) !== null) throw new ConflictError(words.alreadySigned);
      throw error;
    }
    if (outcome.claimed) {
      if (!outcome.emails) throw new ConflictError(words.alreadySigned);
      await deliverNotice(db, env, notice, outcome.emails, { now });
      return { status: "signed" };
    }
    // Another decision on the job's money came first: read the change order and the facts again.
    record = await changeOrderById(db, record.order.id);
  }
  throw new ConflictError(words.changed);
}
