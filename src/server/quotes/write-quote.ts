/**
 * Writing a quote: a new one for a visit or a lead, and edits. The server prices every option
 * (src/core/quote-pricing.ts); the request carries only what the admin typed. A draft is edited
 * in place; an edit of a sent quote is a new revision, which its link shows from then on; any
 * other quote (signed, paid, declined, cancelled) never changes.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { percentToBasisPoints, priceQuote, type DepositRule, type PricedOption } from "@/core/quote-pricing";
import { quoteStage } from "@/core/quote-status";
import type { NewQuote, QuoteEdit, QuoteSettings, QuoteWriteResult } from "@/schemas/quote";
import type { Database } from "../db/client";
import { quoteRevisions, quotes, type Quote, type QuoteRevision } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { quoteById, quoteOwnerOf, rowsOf, type QuoteOwner } from "./records";

/** What an admin's edit of a signed, declined or cancelled quote is told. */
export const QUOTE_FROZEN = "This quote can no longer be changed: it was signed, declined or cancelled. Write a new quote instead.";

/** The revision's columns, computed from the admin's input and the defaults. */
interface RevisionContent {
  options: PricedOption[];
  taxRateBasisPoints: number;
  depositKind: "percent" | "fixed";
  depositValue: number;
  note: string;
  jobAddress: string;
  completion: string;
  validUntil: string;
}

/** A new, unguessable option id: a signature names the option by it, and each revision has its own. */
const optionId = () => randomBytes(6).toString("base64url");

/** Prices the input and checks what only whole amounts reveal; 400 with field errors when it does not add up. */
export function revisionContent(input: QuoteEdit, { settings, jobAddress, now }: { settings: QuoteSettings; jobAddress: string; now: Date }): RevisionContent {
  const deposit: DepositRule =
    input.depositCents !== undefined ? { kind: "fixed", cents: input.depositCents } : { kind: "percent", basisPoints: percentToBasisPoints(input.depositPercent ?? settings.depositPercent) };
  const taxRateBasisPoints = percentToBasisPoints(input.taxRatePercent ?? settings.taxRatePercent);
  const typed = input.options.map((option) => ({ id: optionId(), name: option.name, items: option.items, discountCents: option.discountCents ?? 0 }));
  const options = priceQuote(typed, taxRateBasisPoints, deposit);
  const problems: Record<string, string[]> = {};
  typed.forEach((option, index) => {
    if (option.discountCents > options[index]!.subtotalCents) (problems.options ??= []).push(`Option ${index + 1}: the discount is more than its subtotal`);
  });
  if (deposit.kind === "fixed" && options.some((option) => deposit.cents > option.totalCents)) problems.depositCents = ["The deposit is more than an option's total"];
  const today = phoenixDate(now);
  const validUntil = input.validUntil ?? addDays(today, settings.validDays);
  if (validUntil < today) problems.validUntil = ["The quote must be valid until today or later"];
  const address = (input.jobAddress ?? jobAddress).trim();
  if (!address) problems.jobAddress = ["Type the job address"];
  if (Object.keys(problems).length) throw new ValidationError("Please correct the highlighted fields.", problems);
  return {
    options,
    taxRateBasisPoints,
    depositKind: deposit.kind,
    depositValue: deposit.kind === "fixed" ? deposit.cents : deposit.basisPoints,
    note: input.note ?? "",
    jobAddress: address,
    completion: input.completion ?? "",
    validUntil,
  };
}

/** The answer of a write: the quote's state and each option's figures. */
export function writeResult(quote: Pick<Quote, "id" | "status" | "firstViewedAt">, revision: Pick<QuoteRevision, "revision" | "validUntil" | "options">, now: Date): QuoteWriteResult {
  return {
    id: quote.id,
    status: quoteStage({ status: quote.status, validUntil: revision.validUntil, firstViewedAt: quote.firstViewedAt }, now),
    revision: revision.revision,
    options: (revision.options as PricedOption[]).map(({ id, name, subtotalCents, taxCents, totalCents, depositCents }) => ({ id, name, subtotalCents, taxCents, totalCents, depositCents })),
  };
}

/** The visit or lead a new quote is for: its language and, for a visit, its address; 400 when there is none. */
async function ownerOf(db: Database, body: NewQuote): Promise<QuoteOwner> {
  const owner = await quoteOwnerOf(db, body.appointmentId ? { appointmentId: body.appointmentId } : { leadId: body.leadId! });
  if (owner) return owner;
  throw new ValidationError("Please correct the highlighted fields.", body.appointmentId ? { appointmentId: ["There is no such visit"] } : { leadId: ["There is no such lead"] });
}

/** Writes a new draft quote (and its first revision, in the same statement). */
export async function createQuote(db: Database, body: NewQuote, { admin, settings, now }: { admin: string; settings: QuoteSettings; now: Date }): Promise<QuoteWriteResult> {
  const owner = await ownerOf(db, body);
  const content = revisionContent(body, { settings, jobAddress: owner.jobAddress, now });
  const at = now.toISOString();
  const [written] = rowsOf<{ id: string }>(
    await db.execute(sql`
      with quote as (
        insert into ${quotes} (appointment_id, lead_id, locale, status, revision, follow_up, created_by, created_at, updated_at)
        values (${body.appointmentId ?? null}, ${body.leadId ?? null}, ${owner.locale}, 'draft', 1, ${body.followUp ?? true}, ${admin}, ${at}, ${at})
        returning id
      )
      insert into ${quoteRevisions} (quote_id, revision, options, tax_rate_basis_points, deposit_kind, deposit_value, note, job_address, completion, valid_until, created_by, created_at, updated_at)
      select id, 1, ${JSON.stringify(content.options)}::jsonb, ${content.taxRateBasisPoints}, ${content.depositKind}, ${content.depositValue}, ${content.note}, ${content.jobAddress}, ${content.completion}, ${content.validUntil}, ${admin}, ${at}, ${at}
      from quote returning quote_id as id
    `),
  );
  return writeResult({ id: written!.id, status: "draft", firstViewedAt: null }, { revision: 1, validUntil: content.validUntil, options: content.options }, now);
}

/** Edits a quote: a draft in place, a sent quote as a new revision. 409 for any other, or when it changed meanwhile. */
export async function editQuote(db: Database, id: string, body: QuoteEdit, { admin, settings, now }: { admin: string; settings: QuoteSettings; now: Date }): Promise<QuoteWriteResult> {
  const { quote, revision } = await quoteById(db, id);
  if (quote.status !== "draft" && quote.status !== "sent") throw new ConflictError(QUOTE_FROZEN);
  const content = revisionContent(body, { settings, jobAddress: revision.jobAddress, now });
  const at = now.toISOString();
  const columns = sql`${JSON.stringify(content.options)}::jsonb, ${content.taxRateBasisPoints}, ${content.depositKind}, ${content.depositValue}, ${content.note}, ${content.jobAddress}, ${content.completion}, ${content.validUntil}`;
  const followUp = body.followUp ?? quote.followUp;
  const next = quote.status === "draft" ? quote.revision : quote.revision + 1;
  // One statement, and only if the quote is still as read: a signature or another edit that
  // came first wins, and this one is refused rather than changing what was signed.
  const result = rowsOf<{ id: string }>(
    await db.execute(
      quote.status === "draft"
        ? sql`
          with quote as (
            update ${quotes} set follow_up = ${followUp}, updated_at = ${at}
            where ${quotes.id} = ${id} and ${quotes.status} = 'draft' and ${quotes.revision} = ${quote.revision} returning id
          )
          update ${quoteRevisions} set (options, tax_rate_basis_points, deposit_kind, deposit_value, note, job_address, completion, valid_until) = (${columns}), updated_at = ${at}
          where quote_id = (select id from quote) and revision = ${quote.revision} returning quote_id as id`
        : sql`
          with quote as (
            update ${quotes} set revision = ${next}, follow_up = ${followUp}, updated_at = ${at}
            where ${quotes.id} = ${id} and ${quotes.status} = 'sent' and ${quotes.revision} = ${quote.revision} returning id
          )
          insert into ${quoteRevisions} (quote_id, revision, options, tax_rate_basis_points, deposit_kind, deposit_value, note, job_address, completion, valid_until, created_by, created_at, updated_at)
          select id, ${next}, ${columns}, ${admin}, ${at}, ${at} from quote returning quote_id as id`,
    ),
  );
  if (!result.length) throw new ConflictError("This quote changed while you were editing it (it may have just been signed). Reload it and try again.");
  return writeResult(quote, { revision: next, validUntil: content.validUntil, options: content.options }, now);
}

/** Turns the one follow-up on or off. */
export async function setFollowUp(db: Database, id: string, followUp: boolean, now: Date): Promise<void> {
  const updated = await db.update(quotes).set({ followUp, updatedAt: now }).where(eq(quotes.id, id)).returning({ id: quotes.id });
  if (!updated.length) throw new NotFoundError("There is no such quote.");
}
