/**
 * The Stripe payments whose outcome is not known yet, of both kinds: the attempts still open or on
 * their way, oldest first, which the reconcile job asks Stripe about (invoice_payments has a
 * partial index on its pending attempts; quote_payments is small); and a contract's Checkout pages
 * Stripe may still hold open, which its cancel closes.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";
import type { PaymentKind } from "./payment-kinds";
import { awaitingStripeSql } from "./predicates";

/** A payment to ask Stripe about: which table it is in, its id, its session and its state. */
export interface PendingPayment {
  kind: PaymentKind;
  id: string;
  sessionId: string;
  status: "open" | "processing";
}

/** Payments with a Checkout Session, open or processing, written before `before`; at most `limit`, oldest first. */
export async function pendingStripePayments(db: Database, before: Date, limit: number): Promise<PendingPayment[]> {
  const at = before.toISOString();
  return rowsOf<PendingPayment>(
    await db.execute(sql`
      select kind, id, "sessionId", status from (
        select 'deposit' as kind, p.id::text as id, p.checkout_session_id as "sessionId", p.status, p.created_at
        from quote_payments p where ${awaitingStripeSql("p")} and p.created_at < ${at}
        union all
        select 'invoice', p.id::text, p.checkout_session_id, p.status, p.created_at
        from invoice_payments p where ${awaitingStripeSql("p")} and p.created_at < ${at}
      ) pending
      order by created_at, id
      limit ${limit}
    `),
  );
}

/** A Checkout page Stripe may still hold open: the attempt's row as the rule reads it, its kind, and the document it pays (the quote, the invoice). */
export interface OpenCheckoutPage {
  kind: PaymentKind;
  documentId: string;
  id: string;
  status: string;
  amountCents: number;
  checkoutSessionId: string;
}

/** The open Checkout pages of contract `quoteId`: its deposit's current attempt, and each current attempt of its job's invoices. */
export async function openCheckoutPagesOf(db: Database, quoteId: string): Promise<OpenCheckoutPage[]> {
  const rows = rowsOf<OpenCheckoutPage>(
    await db.execute(sql`
      select 'deposit' as kind, q.id::text as "documentId", p.id::text as id, p.status, p.amount_cents as "amountCents", p.checkout_session_id as "checkoutSessionId"
      from quotes q join quote_payments p on p.id = q.checkout_payment_id
      where q.id = ${quoteId}::uuid and p.status = 'open' and p.checkout_session_id is not null
      union all
      select 'invoice', i.id::text, p.id::text, p.status, p.amount_cents, p.checkout_session_id
      from jobs j join invoices i on i.job_id = j.id join invoice_payments p on p.id = i.checkout_payment_id
      where j.quote_id = ${quoteId}::uuid and p.status = 'open' and p.checkout_session_id is not null
    `),
  );
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
}
