/**
 * A job's money after the signature, decided in one place: what the contract is now, what has
 * been paid, what is billed and unpaid, what may still be billed, and what a change order or an
 * invoice may ask. Every figure is integer cents; the functions, the pages, the PDFs and the
 * dashboard all ask these rules.
 *
 * - The contract is the signed option's total plus every signed change order's total (a credit
 *   is negative). A change order counts only once signed.
 * - Paid is money that came in and stays: the deposit that paid the quote and every paid invoice
 *   payment, less any refunded or disputed (a dispute takes the money back at once, so the
 *   balance shows it owed again).
 * - On its way is a bank payment Stripe has not settled yet (a deposit's; an invoice's is
 *   counted as billed, since its invoice is still unpaid).
 * - Billed is every invoice not paid and not void: open or processing.
 * - The balance is the contract less paid. What may still be billed is the contract less paid,
 *   less on its way, less billed: an invoice never asks for more than that, and a final invoice
 *   asks exactly that.
 * - A change order may not take the contract below what is paid, on its way or billed.
 */
import { percentToBasisPoints } from "./amounts";

/** What the database holds of one job's money, in cents. */
export interface JobMoneyFacts {
  /** The signed option's total (jobs.total_cents). */
  signedTotalCents: number;
  /** The totals of its signed change orders. */
  changeOrdersCents: number;
  /** Money in that stays: the deposit and paid invoice payments, none refunded or disputed. */
  paidCents: number;
  /** A bank deposit Stripe has not settled. */
  onItsWayCents: number;
  /** Invoices open or processing. */
  billedCents: number;
}

/** A job's money as the pages read it. */
export interface JobMoney {
  contractTotalCents: number;
  paidCents: number;
  /** Contract less paid (what the customer still owes, billed or not). */
  balanceCents: number;
  /** What a new invoice may ask at most: the balance less money on its way and invoices unpaid. */
  billableCents: number;
}

/** The job's money from the database's facts. */
export function jobMoney(facts: JobMoneyFacts): JobMoney {
  const contractTotalCents = facts.signedTotalCents + facts.changeOrdersCents;
  const balanceCents = contractTotalCents - facts.paidCents;
  return {
    contractTotalCents,
    paidCents: facts.paidCents,
    balanceCents,
    billableCents: Math.max(0, balanceCents - facts.onItsWayCents - facts.billedCents),
  };
}

/** What a customer still owes once the work is done, and how much of it an open invoice asks. */
export interface AmountOwed {
  /** The balance less money on its way (a bank deposit, an invoice whose bank payment is being settled). */
  dueCents: number;
  /** What open invoices ask (a customer pays from there); 0 while none is sent. */
  invoicedCents: number;
}

/** What is owed of `money`, given the money on its way and the job's invoices (void and paid ones ask nothing). */
export function amountOwed(
  money: JobMoney,
  onItsWayCents: number,
  invoices: readonly { status: string; amountCents: number }[],
): AmountOwed {
  const sum = (status: string) => invoices.reduce((total, invoice) => total + (invoice.status === status ? invoice.amountCents : 0), 0);
  return { dueCents: Math.max(0, money.balanceCents - onItsWayCents - sum("processing")), invoicedCents: sum("open") };
}

/** `basisPoints` of `cents`, to the nearest cent, half a cent away from zero (exact in BigInt). */
export function shareOf(cents: number, basisPoints: number): number {
  const product = BigInt(cents) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  return Number((sign * (sign * product * 2n + 10_000n)) / 20_000n);
}

/** A progress invoice's share of the contract as the office types it (1 to 100 percent, up to two decimals) in basis points; null when it is not one. */
export function invoiceShareBasisPoints(percent: number): number | null {
  const basisPoints = percentToBasisPoints(percent);
  return basisPoints !== null && basisPoints >= 1 && basisPoints <= 10_000 ? basisPoints : null;
}

/** What the office asks an invoice for. */
export type InvoiceRequest = { kind: "progress"; basisPoints: number } | { kind: "progress"; amountCents: number } | { kind: "final" };

/** An invoice's amount, or why there can be none: nothing is left to bill, or it asks more than is left. */
export type InvoiceAmount =
  { ok: true; amountCents: number } | { ok: false; reason: "nothing-due" | "over-balance"; billableCents: number };

/**
 * The amount of a new invoice: a progress invoice's share of the contract (or its amount), or the
 * final invoice's whole billable rest. Never more than what may still be billed, never zero.
 */
export function invoiceAmount(money: JobMoney, request: InvoiceRequest): InvoiceAmount {
  const billableCents = money.billableCents;
  if (billableCents <= 0) return { ok: false, reason: "nothing-due", billableCents: 0 };
  if (request.kind === "final") return { ok: true, amountCents: billableCents };
  const amountCents = "basisPoints" in request ? shareOf(money.contractTotalCents, request.basisPoints) : request.amountCents;
  if (amountCents <= 0) return { ok: false, reason: "nothing-due", billableCents };
  if (amountCents > billableCents) return { ok: false, reason: "over-balance", billableCents };
  return { ok: true, amountCents };
}

/** The floor a change order may not take the contract below: what is paid, on its way or billed. */
export function contractFloorCents(facts: JobMoneyFacts): number {
  return facts.paidCents + facts.onItsWayCents + facts.billedCents;
}

/** A contract as a change order meets it: its total now, and the floor it may not fall below. */
export interface ContractNow {
  contractTotalCents: number;
  floorCents: number;
}

/** What a change order does to a contract: its total before and after, and whether the after stays at or above the floor. */
export interface ChangeOrderEffect {
  beforeCents: number;
  afterCents: number;
  floorCents: number;
  allowed: boolean;
}

/** A change order's effect on the job whose money the database holds as `facts`. */
export function changeOrderEffect(facts: JobMoneyFacts, changeCents: number): ChangeOrderEffect {
  return changeOrderEffectOn(
    { contractTotalCents: jobMoney(facts).contractTotalCents, floorCents: contractFloorCents(facts) },
    changeCents,
  );
}

/** A change order's effect on a contract as the server stated it (its total and floor): the job page's preview asks this. */
export function changeOrderEffectOn({ contractTotalCents, floorCents }: ContractNow, changeCents: number): ChangeOrderEffect {
  const afterCents = contractTotalCents + changeCents;
  return { beforeCents: contractTotalCents, afterCents, floorCents, allowed: afterCents >= floorCents };
}

/** The most one Stripe Checkout charge may be ($999,999.99): a larger invoice is paid offline. */
export const MAX_ONLINE_PAYMENT_CENTS = 99_999_999;

/** The aging columns of outstanding invoices, by whole days since sent. */
export const AGING_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The aging column of an invoice sent `days` whole days ago. */
export function agingBucket(days: number): AgingBucket {
  if (days <= 30) return "0-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "90+";
}

// ── What a job earns ────────────────────────────────────────────────────────────────

/**
 * What the database holds of a job's costs, and of the sales tax inside its contract, in cents.
 * The contract itself is `jobMoney(...).contractTotalCents`.
 */
export interface JobCostFacts {
  /**
   * The sales tax the contract includes: the signed option's and each signed change order's.
   * It is collected for the state, not earned, so it is no part of what the job earns.
   */
  contractTaxCents: number;
  /** The confirmed unit costs of the lines of the job's live orders (none superseded or cancelled). */
  unitCostsCents: number;
  /** What remakes charged to us cost (a remake the supplier pays costs us nothing). */
  remakesToUsCents: number;
  /** The crew-days the install holds on the calendar (0 until it is booked). */
  bookedCrewDays: number;
  /** The crew-days the install is planned to take (jobs.install_days). */
  plannedCrewDays: number;
  /** The other costs the office added (permit fees, disposal). */
  otherCents: number;
}

/** A job's costs as the job page and the money panel read them. */
export interface JobCosts {
  /** Units and remakes charged to us. */
  materialsCents: number;
  /** Crew-days × the cost of a crew-day. */
  laborCents: number;
  otherCents: number;
  totalCents: number;
}

/** What a job earns against its contract. */
export interface JobProfit {
  /** The contract without its sales tax: what the customer pays us for the work. */
  revenueCents: number;
  /** Revenue less costs. */
  grossCents: number;
  /** Gross over revenue, in percent to one decimal; null when there is no revenue. */
  marginPercent: number | null;
}

/**
 * The crew-days a job's labour is costed at: the days booked on the calendar once the install is
 * booked (each one a crew held for the job, whatever the plan said when it was booked), the
 * planned days before.
 */
export function crewDaysOf(facts: Pick<JobCostFacts, "bookedCrewDays" | "plannedCrewDays">): number {
  return facts.bookedCrewDays > 0 ? facts.bookedCrewDays : facts.plannedCrewDays;
}

/** Gross over revenue in percent, to one decimal (half a tenth away from zero); null when revenue is 0 or less. */
export function marginPercent(grossCents: number, revenueCents: number): number | null {
  if (revenueCents <= 0) return null;
  const tenths = (grossCents * 1000) / revenueCents;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

/**
 * What a job costs and earns: materials are the confirmed unit costs plus remakes charged to us,
 * labour the crew-days at `crewDayCents`, other the office's costs; revenue is the contract (the
 * signed option and its signed change orders) less the sales tax it includes, and gross profit is
 * revenue less costs.
 */
export function jobEarnings(contractTotalCents: number, facts: JobCostFacts, crewDayCents: number): { costs: JobCosts; profit: JobProfit } {
  const materialsCents = facts.unitCostsCents + facts.remakesToUsCents;
  const laborCents = crewDaysOf(facts) * crewDayCents;
  const totalCents = materialsCents + laborCents + facts.otherCents;
  const revenueCents = contractTotalCents - facts.contractTaxCents;
  const grossCents = revenueCents - totalCents;
  return {
    costs: { materialsCents, laborCents, otherCents: facts.otherCents, totalCents },
    profit: { revenueCents, grossCents, marginPercent: marginPercent(grossCents, revenueCents) },
  };
}
