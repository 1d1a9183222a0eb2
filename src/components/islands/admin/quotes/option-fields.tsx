/** One option of the quote editor: its name, its lines (typed, or a line of the price book picked by its name), its discount and its totals. */
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { emptyLine, toCents, type DraftLine, type DraftOption } from "./quote-draft";
import { dollars } from "./quote-format";

interface OptionFieldsProps {
  option: DraftOption;
  index: number;
  /** The id of the price book's lines' datalist. */
  catalogList: string;
  /** The option's total and deposit as the server will price them, when every line is valid. */
  preview: { totalCents: number; depositCents: number } | null;
  onChange: (change: Partial<DraftOption>) => void;
  /** Removes the option; absent when it is the only one. */
  onRemove?: () => void;
}

export function OptionFields({ option, index, catalogList, preview, onChange, onRemove }: OptionFieldsProps) {
  const setLine = (at: number, line: DraftLine) => onChange({ lines: option.lines.map((item, other) => (other === at ? line : item)) });
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-bold text-brand-900">Option {index + 1}</legend>
      <label className="grid gap-1 font-semibold">
        Name
        <Input value={option.name} onChange={(event) => onChange({ name: event.target.value })} />
      </label>
      {option.lines.map((line, at) => {
        return (
          <div key={at} className="grid gap-2 rounded-xl bg-slate-50 p-3">
            <label className="grid gap-1 text-sm font-semibold">
              Item {at + 1}
              <Input
                list={catalogList}
                value={line.description}
                onChange={(event) => setLine(at, { ...line, description: event.target.value })}
                placeholder="Pick a line of the price book or type"
              />
            </label>
            <div className="grid grid-cols-2 gap-2">
              <label className="grid gap-1 text-sm font-semibold">
                Quantity
                <Input
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(event) => setLine(at, { ...line, quantity: event.target.value })}
                />
              </label>
              <label className="grid gap-1 text-sm font-semibold">
                Unit price ($)
                <Input
                  inputMode="decimal"
                  value={line.price}
                  onChange={(event) => setLine(at, { ...line, price: event.target.value })}
                  aria-invalid={line.price !== "" && toCents(line.price) === null}
                />
              </label>
            </div>
            {option.lines.length > 1 && (
              <Button type="button" variant="ghost" onClick={() => onChange({ lines: option.lines.filter((_, other) => other !== at) })}>
                Remove item {at + 1}
              </Button>
            )}
          </div>
        );
      })}
      <Button type="button" variant="outline" onClick={() => onChange({ lines: [...option.lines, emptyLine()] })}>
        Add an item
      </Button>
      <label className="grid gap-1 font-semibold">
        Discount ($, before tax)
        <Input inputMode="decimal" value={option.discount} onChange={(event) => onChange({ discount: event.target.value })} />
      </label>
      {preview && (
        <p className="text-sm text-slate-700">
          Total {dollars(preview.totalCents)} · deposit {dollars(preview.depositCents)}
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
