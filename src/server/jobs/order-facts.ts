/** The job's purchase orders the suppliers have, as its order facts read them (src/core/server/order-units.ts orderFactsOf). */
import { phoenixDate } from "@/core/phoenix-time";
import type { SentOrderFact } from "@/core/server/order-units";
import type { Database } from "../db/client";
import { sentJobOrders } from "../db/purchase-orders/orders";

/** Each sent order's number, supplier and Phoenix send day, by number. */
export async function sentOrderFacts(db: Database, jobId: string): Promise<SentOrderFact[]> {
  return (await sentJobOrders(db, jobId)).flatMap(({ number, supplier, sentAt }) =>
    sentAt ? [{ number, supplier, sentOn: phoenixDate(sentAt) }] : [],
  );
}
