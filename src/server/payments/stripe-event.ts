/**
 * What the site reads of a Stripe event, by schema. Stripe signs what it sends, yet a signed
 * event is parsed before anything acts on it: a field of another kind than Stripe documents (a
 * fraction of a cent, a missing type, no object) must never reach a statement, where it would fail
 * the same way on every redelivery. An event that does not parse is unreadable: what can still
 * be read of it (its id, its type, the Checkout Session it names) is kept, so the dispatcher
 * (src/server/stripe-events/apply-event.ts) can record that session's payment as mismatched.
 */
import { z } from "zod";

/** A Stripe id ("evt_…", "cs_…", "pi_…"): Stripe's are short; a bound keeps a stored one so. */
const stripeId = z.string().min(1).max(255);

/** The Checkout Session fields the site reads (deposits and invoice payments alike). */
const checkoutSessionShape = {
  id: stripeId,
  /** "paid", "unpaid" (a bank debit on its way) or "no_payment_required". */
  payment_status: z.string().nullish(),
  /** The payment intent, by id or expanded: what a refund names. */
  payment_intent: z.union([stripeId, z.object({ id: stripeId })]).nullish(),
  /** What the session charges, in whole units of the currency's smallest unit (cents). */
  amount_total: z.number().int().nonnegative().nullish(),
  /** Lower case, "usd". */
  currency: z.string().nullish(),
  /** Ours, from when the session was opened: `paymentId`, and `quoteId` or `invoiceId`. */
  metadata: z.record(z.string(), z.string()).nullish(),
  /** The methods offered; one when Stripe names the one used. */
  payment_method_types: z.array(z.string()).nullish(),
};
const checkoutSessionSchema = z.object(checkoutSessionShape);

/** A Checkout Session as the site reads it. */
export type CheckoutSession = z.output<typeof checkoutSessionSchema>;

/** The id of the payment intent a session or a dispute names, by id or expanded; null when it names none. */
export function intentOf(object: { payment_intent?: string | { id: string } | null }): string | null {
  return typeof object.payment_intent === "string" ? object.payment_intent : (object.payment_intent?.id ?? null);
}

/** The Dispute fields the site reads. */
const disputeSchema = z.object({
  id: stripeId,
  charge: z.string().nullish(),
  payment_intent: z.union([stripeId, z.object({ id: stripeId })]).nullish(),
  /** What is disputed, in cents. */
  amount: z.number().int().nonnegative().nullish(),
  reason: z.string().nullish(),
});

/** A Dispute as the site reads it. */
export type Dispute = z.output<typeof disputeSchema>;

/** Every event: its id, its type and the object it is about. */
const envelopeSchema = z.object({
  id: stripeId,
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The prefix of the Checkout Session events' types. */
const CHECKOUT_PREFIX = "checkout.session.";

/** The one dispute event the site acts on. */
export const DISPUTE_CREATED = "charge.dispute.created";

/** A signed event as the site reads it. */
export type StripeEventReading =
  | { kind: "checkout"; id: string; type: string; session: CheckoutSession }
  | { kind: "dispute"; id: string; type: string; dispute: Dispute }
  | { kind: "other"; id: string; type: string }
  | {
      kind: "unreadable";
      /** Its id and type when they can be read (an event without an id cannot be recorded). */
      id: string | null;
      type: string | null;
      /** What did not parse, by path, for the log. */
      problem: string;
      /** The Checkout Session it names by id, with only the fields that could be read, when it names one. */
      session: CheckoutSession | null;
    };

/** Reads a verified event by its schema; never throws. */
export function readStripeEvent(event: unknown): StripeEventReading {
  const envelope = envelopeSchema.safeParse(event);
  if (!envelope.success) return unreadable(event, envelope.error);
  const { id, type, data } = envelope.data;
  if (type.startsWith(CHECKOUT_PREFIX)) {
    const session = checkoutSessionSchema.safeParse(data.object);
    return session.success ? { kind: "checkout", id, type, session: session.data } : unreadable(event, session.error);
  }
  if (type === DISPUTE_CREATED) {
    const dispute = disputeSchema.safeParse(data.object);
    return dispute.success ? { kind: "dispute", id, type, dispute: dispute.data } : unreadable(event, dispute.error);
  }
  return { kind: "other", id, type };
}

/** What can still be read of an event that did not parse. */
function unreadable(event: unknown, error: z.ZodError): StripeEventReading {
  const raw = asRecord(event);
  const id = readable(stripeId, raw?.id) ?? null;
  const type = readable(envelopeSchema.shape.type, raw?.type) ?? null;
  const object = asRecord(asRecord(raw?.data)?.object);
  const aboutSession = object !== null && (object.object === "checkout.session" || (type?.startsWith(CHECKOUT_PREFIX) ?? false));
  return { kind: "unreadable", id, type, problem: describeProblem(error), session: aboutSession ? readableSession(object) : null };
}

/** A session known by its id, with each field that parses on its own; metadata keeps the values that are text. */
function readableSession(object: Record<string, unknown>): CheckoutSession | null {
  const id = readable(checkoutSessionShape.id, object.id);
  if (!id) return null;
  const metadata = asRecord(object.metadata);
  return {
    id,
    payment_status: readable(checkoutSessionShape.payment_status, object.payment_status),
    payment_intent: readable(checkoutSessionShape.payment_intent, object.payment_intent),
    amount_total: readable(checkoutSessionShape.amount_total, object.amount_total),
    currency: readable(checkoutSessionShape.currency, object.currency),
    payment_method_types: readable(checkoutSessionShape.payment_method_types, object.payment_method_types),
    metadata:
      metadata && Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
  };
}

function readable<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The first few problems as "path: message", for a log line (the values themselves are not repeated). */
function describeProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(the event)"}: ${issue.message}`)
    .join("; ");
}
