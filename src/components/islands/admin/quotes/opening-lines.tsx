/** An option's lines priced from the measure sheet, for the admin: each opening's price as written, and the book's price beside an override with its reason. */
import type { PricedOpeningRecord } from "@/core/quote-openings";
import type { PricedOption } from "@/core/quote-pricing";
import { dollars } from "./quote-format";

export function OpeningLines({ option, records }: { option: PricedOption; records: readonly PricedOpeningRecord[] }) {
  const mine = records.filter((record) => record.optionId === option.id);
  if (!mine.length) return null;
  return (
    <ul aria-label={`${option.name}: the openings`} className="mt-2 grid gap-1 text-sm text-slate-700">
      {mine.map((record) => {
        const item = option.items[record.itemIndex]!;
        return (
          <li key={record.openingId}>
            {item.description}: <span className="font-semibold">{dollars(item.unitPriceCents)}</span>
            {record.override && (
              <span className="block text-amber-900">
                Overridden from the book&apos;s {dollars(record.priced.totalCents)}: {record.override.reason}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
