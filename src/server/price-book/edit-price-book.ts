/**
 * The owner's changes to the price book: a line or an option added or changed (retired with
 * `active: false`, restored with `true`), each recording who made it. An option names only lines
 * that exist; at most one active option is the tempered upgrade, which the unique index decides,
 * so of two owners marking two options at once one gets the 409.
 */
import type { LinePatch, NewLine, NewOption, OptionPatch, PriceBookLineView, PriceBookOptionView } from "@/schemas/price-book";
import type { Database } from "../db/client";
import {
  existingLineIds,
  insertLineRow,
  insertOptionRow,
  ONE_TEMPERED_INDEX,
  updateLineRow,
  updateOptionRow,
  type NewOptionRow,
} from "../db/price-book/price-book";
import { uniqueViolation } from "../db/unique-violation";
import { ConflictError, NotFoundError, ValidationError } from "../http/errors";
import { checkedSupplierId } from "./suppliers";
import { lineView, optionView } from "./book";

/** The 404 of an id that names no line. */
export const LINE_NOT_FOUND = "There is no such line in the price book.";
/** The 404 of an id that names no option. */
export const OPTION_NOT_FOUND = "There is no such option in the price book.";
/** The 409 of a second active tempered option. */
export const ONE_TEMPERED = "Another option is already the tempered upgrade: unmark it first.";

/** Who changed what, and when. */
interface Change {
  by: string;
  now: Date;
}

/** A Spanish name left empty means the name is the same in Spanish. */
const spanishName = (nameEs: string | undefined) => (nameEs ? nameEs : null);

/** The row's columns from a line's fields (only those given), the supplier checked. */
async function lineColumns(db: Database, fields: LinePatch) {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.nameEs !== undefined && { nameEs: spanishName(fields.nameEs) }),
    ...(fields.kind !== undefined && { kind: fields.kind }),
    ...(fields.pricing !== undefined && { pricing: fields.pricing }),
    ...(fields.installCents !== undefined && {
      installInsertCents: fields.installCents.insert,
      installFullFrameCents: fields.installCents.fullFrame,
    }),
    ...(fields.supplierId !== undefined && { supplierId: await checkedSupplierId(db, fields.supplierId) }),
    ...(fields.active !== undefined && { active: fields.active }),
  };
}

/** Adds a line: the new line. */
export async function createLine(db: Database, line: NewLine, { by, now }: Change): Promise<PriceBookLineView> {
  const row = await insertLineRow(db, {
    name: line.name,
    nameEs: spanishName(line.nameEs),
    kind: line.kind,
    pricing: line.pricing,
    installInsertCents: line.installCents.insert,
    installFullFrameCents: line.installCents.fullFrame,
    supplierId: await checkedSupplierId(db, line.supplierId ?? null),
    updatedBy: by,
    updatedAt: now,
  });
  return lineView(row);
}

/** Changes a line: the line changed; 404 when none has the id. */
export async function patchLine(db: Database, id: string, patch: LinePatch, { by, now }: Change): Promise<PriceBookLineView> {
  const row = await updateLineRow(db, id, { ...(await lineColumns(db, patch)), updatedBy: by, updatedAt: now });
  if (!row) throw new NotFoundError(LINE_NOT_FOUND);
  return lineView(row);
}

/**
 * The lines an option names, checked: null for every line; 400 for an empty list (an option for
 * no line could never be chosen) or for ids that name no line, listed.
 */
async function checkedLineIds(db: Database, lineIds: string[] | null): Promise<string[] | null> {
  if (lineIds === null) return null;
  const unique = [...new Set(lineIds)];
  if (unique.length === 0) throw new ValidationError(undefined, { lineIds: ["Choose the lines it applies to, or every line"] });
  const existing = await existingLineIds(db, unique);
  const unknown = unique.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw new ValidationError(undefined, { lineIds: [`No line of the book has the id ${unknown.join(", ")}`] });
  return unique;
}

/** Runs an option's write, answering 409 when it would make a second active tempered option. */
async function oneTempered<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === ONE_TEMPERED_INDEX) throw new ConflictError(ONE_TEMPERED, { tempered: [ONE_TEMPERED] });
    throw error;
  }
}

/** Adds an option: the new option. */
export async function createOption(db: Database, option: NewOption, { by, now }: Change): Promise<PriceBookOptionView> {
  const values: NewOptionRow = {
    name: option.name,
    nameEs: spanishName(option.nameEs),
    price: option.price,
    lineIds: await checkedLineIds(db, option.lineIds ?? null),
    tempered: option.tempered ?? false,
    updatedBy: by,
    updatedAt: now,
  };
  return optionView(await oneTempered(() => insertOptionRow(db, values)));
}

/** Changes an option: the option changed; 404 when none has the id. */
export async function patchOption(db: Database, id: string, patch: OptionPatch, { by, now }: Change): Promise<PriceBookOptionView> {
  const change = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.nameEs !== undefined && { nameEs: spanishName(patch.nameEs) }),
    ...(patch.price !== undefined && { price: patch.price }),
    ...(patch.lineIds !== undefined && { lineIds: await checkedLineIds(db, patch.lineIds) }),
    ...(patch.tempered !== undefined && { tempered: patch.tempered }),
    ...(patch.active !== undefined && { active: patch.active }),
    updatedBy: by,
    updatedAt: now,
  };
  const row = await oneTempered(() => updateOptionRow(db, id, change));
  if (!row) throw new NotFoundError(OPTION_NOT_FOUND);
  return optionView(row);
}
