/**
 * Writing a quote: a new one for a visit or a lead, and edits. The server prices every option
 * (src/core/quote-pricing.ts); the request carries only what the admin typed. A draft is edited
 * in place; an edit of a sent quote is a new revision, which its link shows from then on; any
 * other quote (signed, paid, declined, cancelled) never changes.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { addDays, phoenixDate } from "@/core/phoenix-time";
import { percentToBasisPoints } from "@/core/amounts";
import { priceQuote, type DepositRule, type PricedOption } from "@/core/quote-pricing";
import { ruleRate } from "@/core/tax-class";
import { quoteStage } from "@/core/quote-status";
import type { OptionFromOpenings, PricedOpeningRecord } from "@/core/quote-openings";
import type { Locale } from "@/i18n/locales";
import type { NewQuote, QuoteEdit, QuotePreview, QuoteSettings, QuoteWriteResult } from "@/schemas/quote";
import { activityBy, type ActivityRecord, type Actor } from "../db/activity/activity";
import type { Database } from "../db/client";
import { insertDraftQuote, updateFollowUp, writeRevision, type RevisionColumns } from "../db/quotes/quotes";
import type { Quote, QuoteRevision } from "../db/schema";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { checkYearBuilt } from "../lead-safe/year-built";
import { optionsFromOpenings } from "./from-openings";
import { quoteTax, type QuoteTax } from "./quote-tax";
import { localeOf, quoteById, quoteOwnerOf, type QuoteOwner } from "./records";

/** What an admin's edit of a signed, declined or cancelled quote is told. */
export const QUOTE_FROZEN = "This quote can no longer be changed: it was signed, declined or cancelled. Write a new quote instead.";

/** The revision's columns, computed from the admin's input and the defaults. */
type RevisionContent = RevisionColumns & { options: PricedOption[]; pricedOpenings: PricedOpeningRecord[] | null };

/** A new, unguessable option id: a signature names the option by it, and each revision has its own. */
const optionId = () => randomBytes(6).toString("base64url");

/** A percent the schemas let through (at most two decimals), in basis points. */
const basisPointsOf = (percent: number) => percentToBasisPoints(percent)!;

/** Prices the input and checks what only whole amounts reveal; 400 with field errors when it does not add up. */
export function revisionContent(
  input: QuoteEdit,
  {
    settings,
    jobAddress,
    now,
    fromOpenings = null,
    tax,
    yearBuilt,
  }: {
    settings: QuoteSettings;
    jobAddress: string;
    now: Date;
    fromOpenings?: OptionFromOpenings[] | null;
    tax: QuoteTax;
    yearBuilt: number | null;
  },
): RevisionContent {
  const deposit: DepositRule =
    input.depositCents !== undefined
      ? { kind: "fixed", cents: input.depositCents }
      : { kind: "percent", basisPoints: basisPointsOf(input.depositPercent ?? settings.depositPercent) };
  const typed = (fromOpenings ?? input.options ?? []).map((option) => ({
    id: optionId(),
    name: option.name,
    items: option.items,
    discountCents: option.discountCents ?? 0,
  }));
  const options = priceQuote(typed, tax.rule, deposit);
  const problems: Record<string, string[]> = {};
  typed.forEach((option, index) => {
    if (option.discountCents > options[index]!.subtotalCents)
      (problems.options ??= []).push(`Option ${index + 1}: the discount is more than its subtotal`);
  });
  if (deposit.kind === "fixed" && options.some((option) => deposit.cents > option.totalCents))
    problems.depositCents = ["The deposit is more than an option's total"];
  const today = phoenixDate(now);
  const validUntil = input.validUntil ?? addDays(today, settings.validDays);
  if (validUntil < today) problems.validUntil = ["The quote must be valid until today or later"];
  const address = (input.jobAddress ?? jobAddress).trim();
  if (!address) problems.jobAddress = ["Type the job address"];
  if (Object.keys(problems).length) throw new ValidationError("Please correct the highlighted fields.", problems);
  return {
    options,
    taxRateBasisPoints: ruleRate(tax.rule),
    taxClass: tax.taxClass,
    taxCity: tax.taxCity,
    taxRateAsOf: tax.taxRateAsOf,
    depositKind: deposit.kind,
    depositValue: deposit.kind === "fixed" ? deposit.cents : deposit.basisPoints,
    note: input.note ?? "",
    jobAddress: address,
    completion: input.completion ?? "",
    validUntil,
    yearBuilt,
    pricedOpenings:
      fromOpenings && typed.flatMap((option, index) => fromOpenings[index]!.records.map((record) => ({ optionId: option.id, ...record }))),
  };
}

/** The options a request prices from the measure sheet, in the customer's language; null for typed lines. 400 for a lead's quote, which has no sheet. */
async function fromOpeningsOf(
  db: Database,
  body: QuoteEdit,
  owner: { appointmentId: string | null; locale: Locale },
): Promise<OptionFromOpenings[] | null> {
  if (!body.fromOpenings) return null;
  if (!owner.appointmentId)
    throw new ValidationError("Please correct the highlighted fields.", {
      fromOpenings: ["A quote for a lead has no measure sheet: type its lines"],
    });
  return optionsFromOpenings(db, owner.appointmentId, body.fromOpenings, owner.locale);
}

/**
 * The year built a revision copies: a visit's own (the body may not give one: it is set on the
 * visit), or for a lead the editor's (absent: `kept`, the revision's before). 400 for a year that
 * cannot be.
 */
function yearBuiltOf(body: QuoteEdit, owner: { appointmentId: string | null; visitYear: number | null; kept: number | null }, now: Date) {
  if (owner.appointmentId) {
    if (body.yearBuilt !== undefined)
      throw new ValidationError("Please correct the highlighted fields.", {
        yearBuilt: ["A visit's year built is set on the visit (its measure sheet or details); the quote copies it"],
      });
    return owner.visitYear;
  }
  checkYearBuilt(body.yearBuilt, now);
  return body.yearBuilt === undefined ? owner.kept : body.yearBuilt;
}

/** The answer of a write: the quote's state and each option's figures. */
export function writeResult(
  quote: Pick<Quote, "id" | "status" | "firstViewedAt">,
  revision: Pick<QuoteRevision, "revision" | "validUntil" | "options">,
  now: Date,
): QuoteWriteResult {
  return {
    id: quote.id,
    status: quoteStage({ status: quote.status, validUntil: revision.validUntil, firstViewedAt: quote.firstViewedAt }, now),
    revision: revision.revision,
    options: (revision.options as PricedOption[]).map(({ id, name, subtotalCents, taxCents, totalCents, depositCents }) => ({
      id,
      name,
      subtotalCents,
      taxCents,
      totalCents,
      depositCents,
    })),
  };
}

/** The visit or lead a new quote is for: its language and, for a visit, its address; 400 when there is none. */
async function ownerOf(db: Database, body: NewQuote): Promise<QuoteOwner> {
  const owner = await quoteOwnerOf(db, body.appointmentId ? { appointmentId: body.appointmentId } : { leadId: body.leadId! });
  if (owner) return owner;
  throw new ValidationError(
    "Please correct the highlighted fields.",
    body.appointmentId ? { appointmentId: ["There is no such visit"] } : { leadId: ["There is no such lead"] },
  );
}

/**
 * The record of the book's prices the write overrides, each with the book's price and the reason,
 * for who did what; undefined when it overrides none.
 */
function overridesRecord(admin: Actor, quoteId: string, fromOpenings: OptionFromOpenings[] | null, now: Date): ActivityRecord | undefined {
  const overrides = (fromOpenings ?? []).flatMap((option) =>
    option.records.flatMap(({ openingId, priced, override }) =>
      override ? [{ option: option.name, openingId, bookCents: priced.totalCents, cents: override.cents, reason: override.reason }] : [],
    ),
  );
  return overrides.length ? activityBy(admin, "quote.override", { at: now, subjectId: quoteId, detail: { overrides } }) : undefined;
}

/** Writes a new draft quote (and its first revision, in the same statement). */
export async function createQuote(
  db: Database,
  body: NewQuote,
  { admin, settings, now }: { admin: Actor; settings: QuoteSettings; now: Date },
): Promise<QuoteWriteResult> {
  const owner = await ownerOf(db, body);
  const fromOpenings = await fromOpeningsOf(db, body, { appointmentId: body.appointmentId ?? null, locale: owner.locale });
  const tax = await quoteTax(db, { taxClass: body.taxClass, city: body.taxCity ?? owner.city });
  const yearBuilt = yearBuiltOf(body, { appointmentId: body.appointmentId ?? null, visitYear: owner.yearBuilt, kept: null }, now);
  const content = revisionContent(body, { settings, jobAddress: owner.jobAddress, now, fromOpenings, tax, yearBuilt });
  const id = randomUUID();
  await insertDraftQuote(
    db,
    {
      id,
      owner: { appointmentId: body.appointmentId ?? null, leadId: body.leadId ?? null },
      locale: owner.locale,
      followUp: body.followUp ?? true,
      admin: admin.email,
      activity: overridesRecord(admin, id, fromOpenings, now),
      now,
    },
    content,
  );
  return writeResult(
    { id, status: "draft", firstViewedAt: null },
    { revision: 1, validUntil: content.validUntil, options: content.options },
    now,
  );
}

/** Edits a quote: a draft in place, a sent quote as a new revision. 409 for any other, or when it changed meanwhile. */
export async function editQuote(
  db: Database,
  id: string,
  body: QuoteEdit,
  { admin, settings, now }: { admin: Actor; settings: QuoteSettings; now: Date },
): Promise<QuoteWriteResult> {
  const { quote, revision } = await quoteById(db, id);
  if (quote.status !== "draft" && quote.status !== "sent") throw new ConflictError(QUOTE_FROZEN);
  // A quote from the openings is priced again from the book and the sheet as they are now.
  const fromOpenings = await fromOpeningsOf(db, body, { appointmentId: quote.appointmentId, locale: localeOf(quote) });
  const visit = quote.appointmentId ? await quoteOwnerOf(db, { appointmentId: quote.appointmentId }) : null;
  const tax = await quoteTax(db, {
    taxClass: body.taxClass,
    city: body.taxCity ?? revision.taxCity ?? visit?.city ?? null,
    current: revision.taxClass,
  });
  const yearBuilt = yearBuiltOf(
    body,
    { appointmentId: quote.appointmentId, visitYear: visit?.yearBuilt ?? null, kept: revision.yearBuilt },
    now,
  );
  const content = revisionContent(body, { settings, jobAddress: revision.jobAddress, now, fromOpenings, tax, yearBuilt });
  const followUp = body.followUp ?? quote.followUp;
  const next = quote.status === "draft" ? quote.revision : quote.revision + 1;
  // One statement, and only if the quote is still as read: a signature or another edit that
  // came first wins, and this one is refused rather than changing what was signed.
  const activity = overridesRecord(admin, id, fromOpenings, now);
  const written = await writeRevision(db, quote, { next, followUp, admin: admin.email, activity, now }, content);
  if (!written)
    throw new ConflictError("This quote changed while you were editing it (it may have just been signed). Reload it and try again.");
  return writeResult(quote, { revision: next, validUntil: content.validUntil, options: content.options }, now);
}

/** What a new quote would be, priced as `createQuote` would write it, with nothing written: the editor's preview. */
export async function previewQuote(
  db: Database,
  body: NewQuote,
  { settings, now }: { settings: QuoteSettings; now: Date },
): Promise<QuotePreview> {
  const owner = await ownerOf(db, body);
  const fromOpenings = await fromOpeningsOf(db, body, { appointmentId: body.appointmentId ?? null, locale: owner.locale });
  const tax = await quoteTax(db, { taxClass: body.taxClass, city: body.taxCity ?? owner.city });
  const { options, pricedOpenings } = revisionContent(body, {
    settings,
    jobAddress: owner.jobAddress,
    now,
    fromOpenings,
    tax,
    yearBuilt: owner.yearBuilt,
  });
  return { options, pricedOpenings };
}

/** Turns the one follow-up on or off. */
export async function setFollowUp(db: Database, id: string, followUp: boolean, now: Date): Promise<void> {
  if (!(await updateFollowUp(db, id, followUp, now))) throw new NotFoundError("There is no such quote.");
}
