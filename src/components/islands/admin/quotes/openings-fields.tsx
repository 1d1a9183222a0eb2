/**
 * One option of a quote priced from the visit's measure sheet: its name, its picks (a line of the
 * price book and its options, for every opening of the line's kind or only the openings ticked),
 * then each opening's line and price as the server prices it (the preview), where the estimator may
 * override a price with a reason, and the discount. The tempered upgrade is the server's to add.
 */
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import type { PricedOpeningRecord } from "@/core/quote-openings";
import type { PricedOption } from "@/core/quote-pricing";
import type { QuoteBookView } from "@/schemas/quote";
import { optionsForLine, type DraftOpeningsOption, type DraftPick } from "./openings-draft";
import { dollars, toCents } from "./quote-format";

interface OpeningsFieldsProps {
  option: DraftOpeningsOption;
  index: number;
  book: QuoteBookView;
  /** The server's pricing of this option and its openings' records, when it has answered. */
  preview: { option: PricedOption; records: PricedOpeningRecord[] } | null;
  onChange: (change: Partial<DraftOpeningsOption>) => void;
  onRemove?: () => void;
}

const toggled = (list: readonly string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((other) => other !== id));

function PickFields({
  pick,
  at,
  book,
  onChange,
}: {
  pick: DraftPick;
  at: number;
  book: QuoteBookView;
  onChange: (pick: DraftPick) => void;
}) {
  const kind = book.lines.find((line) => line.id === pick.lineId)?.kind;
  const openings = book.openings.filter((opening) => opening.kind === kind);
  return (
    <div className="grid gap-2">
      <label className="grid gap-1 text-sm font-semibold">
        Line {at + 1}
        <Select value={pick.lineId} onChange={(event) => onChange({ lineId: event.target.value, optionIds: [], openingIds: [] })}>
          <option value="">Choose a line of the price book</option>
          {book.lines.map((line) => (
            <option key={line.id} value={line.id}>
              {line.name} ({line.kind.replace("-", " ")})
            </option>
          ))}
        </Select>
      </label>
      {pick.lineId && (
        <fieldset className="grid gap-1 text-sm">
          <legend className="font-semibold">Options of line {at + 1}</legend>
          {optionsForLine(book, pick.lineId).map((choice) => (
            <label key={choice.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={pick.optionIds.includes(choice.id)}
                onChange={(event) => onChange({ ...pick, optionIds: toggled(pick.optionIds, choice.id, event.target.checked) })}
              />
              {choice.name}
            </label>
          ))}
        </fieldset>
      )}
      {openings.length > 0 && (
        <fieldset className="grid gap-1 text-sm">
          <legend className="font-semibold">
            Openings of line {at + 1} (none ticked: every {kind?.replace("-", " ")} no other line names)
          </legend>
          {openings.map((opening) => (
            <label key={opening.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={pick.openingIds.includes(opening.id)}
                onChange={(event) => onChange({ ...pick, openingIds: toggled(pick.openingIds, opening.id, event.target.checked) })}
              />
              {opening.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

export function OpeningsFields({ option, index, book, preview, onChange, onRemove }: OpeningsFieldsProps) {
  const setPick = (at: number, pick: DraftPick) => onChange({ picks: option.picks.map((other, i) => (i === at ? pick : other)) });
  const setOverride = (openingId: string, change: { price?: string; reason?: string }) =>
    onChange({
      overrides: { ...option.overrides, [openingId]: { ...(option.overrides[openingId] ?? { price: "", reason: "" }), ...change } },
    });
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-brand-900">Option {index + 1}</legend>
      <label className="grid gap-1 font-semibold">
        Name
        <Input value={option.name} onChange={(event) => onChange({ name: event.target.value })} />
      </label>
      {option.picks.map((pick, at) => (
        <div key={at} className="grid gap-2 rounded-xl bg-slate-50 p-3">
          <PickFields pick={pick} at={at} book={book} onChange={(next) => setPick(at, next)} />
          {option.picks.length > 1 && (
            <Button type="button" variant="ghost" onClick={() => onChange({ picks: option.picks.filter((_, other) => other !== at) })}>
              Remove line {at + 1}
            </Button>
          )}
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() => onChange({ picks: [...option.picks, { lineId: "", optionIds: [], openingIds: [] }] })}
      >
        Add a line
      </Button>
      {preview && (
        <ul aria-label={`Option ${index + 1}: each opening as priced`} className="grid gap-2 text-sm">
          {preview.records.map((record) => {
            const item = preview.option.items[record.itemIndex]!;
            const override = option.overrides[record.openingId] ?? { price: "", reason: "" };
            return (
              <li key={record.openingId} className="grid gap-1 rounded-xl border border-slate-200 p-2">
                <span>
                  {item.description}: <b>{dollars(record.priced.totalCents)}</b>
                  {record.override && <> → {dollars(record.override.cents)}</>}
                </span>
                <div className="grid grid-cols-2 gap-2">
                  <label className="grid gap-1 font-semibold">
                    Override ($)
                    <Input
                      inputMode="decimal"
                      value={override.price}
                      aria-invalid={override.price !== "" && toCents(override.price) === null}
                      onChange={(event) => setOverride(record.openingId, { price: event.target.value })}
                    />
                  </label>
                  <label className="grid gap-1 font-semibold">
                    Why
                    <Input value={override.reason} onChange={(event) => setOverride(record.openingId, { reason: event.target.value })} />
                  </label>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <label className="grid gap-1 font-semibold">
        Discount ($, before tax)
        <Input inputMode="decimal" value={option.discount} onChange={(event) => onChange({ discount: event.target.value })} />
      </label>
      {preview && (
        <p className="text-sm text-slate-700">
          Total {dollars(preview.option.totalCents)} · deposit {dollars(preview.option.depositCents)}
        </p>
      )}
      {onRemove && (
        <Button type="button" variant="ghost" onClick={onRemove}>
          Remove option {index + 1}
        </Button>
      )}
    </fieldset>
  );
}
