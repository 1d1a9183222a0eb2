/**
 * The Stripe payments whose outcome is not known yet (a deposit's or an invoice's Checkout
 * attempt still open or on its way), oldest first: what the reconcile job asks Stripe about.
 * (invoice_payments has a partial index on its pending attempts; quote_payments is small.)
 */
import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { rowsOf } from "../rows";

/** A payment to ask Stripe about: which table it is in, its id, its session and its state. */
export interface PendingPayment {
  kind: "deposit" | "invoice";
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
        select 'deposit' as kind, id::text as id, checkout_session_id as "sessionId", status, created_at
        from quote_payments where status in ('open', 'processing') and checkout_session_id is not null and created_at < ${at}
        union all
        select 'invoice', id::text, checkout_session_id, status, created_at
        from invoice_payments where status in ('open', 'processing') and checkout_session_id is not null and created_at < ${at}
      ) pending
      order by created_at, id
      limit ${limit}
    `),
  );
}
