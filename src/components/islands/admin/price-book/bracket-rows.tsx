/** A united-inch line's brackets: "up to N united inches → $X" per row, rows added and removed. */
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { MAX_BRACKETS } from "@/core/price-book";
import type { BracketDraft } from "./book-draft";

interface BracketRowsProps {
  brackets: BracketDraft[];
  onChange: (brackets: BracketDraft[]) => void;
  /** The id of the pricing's error, which each box is described by. */
  errorId?: string;
}

export function BracketRows({ brackets, onChange, errorId }: BracketRowsProps) {
  const change = (index: number, field: keyof BracketDraft, value: string) =>
    onChange(brackets.map((bracket, at) => (at === index ? { ...bracket, [field]: value } : bracket)));
  const invalid = errorId ? true : undefined;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-600">
        United inches are width plus height, rounded up. An opening takes the first bracket it fits; list them from the smallest.
      </p>
      <table className="w-full max-w-md text-left">
        <thead>
          <tr className="text-sm text-slate-700">
            <th scope="col" className="pb-1 font-semibold">
              Up to (united inches)
            </th>
            <th scope="col" className="pb-1 font-semibold">
              Price ($)
            </th>
            <th scope="col" className="pb-1">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {brackets.map((bracket, index) => (
            <tr key={index}>
              <td className="py-1 pr-2">
                <Input
                  inputMode="numeric"
                  aria-label={`Bracket ${index + 1}: up to united inches`}
                  aria-invalid={invalid}
                  aria-describedby={errorId}
                  value={bracket.upToInches}
                  onChange={(event) => change(index, "upToInches", event.target.value)}
                />
              </td>
              <td className="py-1 pr-2">
                <Input
                  inputMode="decimal"
                  aria-label={`Bracket ${index + 1}: price in dollars`}
                  aria-invalid={invalid}
                  aria-describedby={errorId}
                  value={bracket.dollars}
                  onChange={(event) => change(index, "dollars", event.target.value)}
                />
              </td>
              <td className="py-1">
                <Button
                  variant="ghost"
                  size="field"
                  disabled={brackets.length === 1}
                  onClick={() => onChange(brackets.filter((_, at) => at !== index))}
                >
                  Remove<span className="sr-only"> bracket {index + 1}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {brackets.length < MAX_BRACKETS && (
        <Button variant="outline" className="justify-self-start" onClick={() => onChange([...brackets, { upToInches: "", dollars: "" }])}>
          Add a bracket
        </Button>
      )}
    </div>
  );
}
