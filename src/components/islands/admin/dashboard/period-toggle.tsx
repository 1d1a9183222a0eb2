/** The dashboard panels' period switch: "Last 30 days" / "Last 90 days" as pressed buttons in one labelled group. */
export function PeriodToggle({
  label,
  windows,
  days,
  onChange,
}: {
  label: string;
  windows: readonly { days: number }[];
  days: number;
  onChange: (days: number) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border-2 border-brand-700">
      {windows.map((entry) => (
        <button
          key={entry.days}
          type="button"
          aria-pressed={entry.days === days}
          onClick={() => onChange(entry.days)}
          className={`h-10 px-3 text-sm font-semibold ${entry.days === days ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-50"}`}
        >
          Last {entry.days} days
        </button>
      ))}
    </div>
  );
}
