/**
 * A labelled filter control: like `Field`, without the required/optional marks (every
 * filter is optional) and with a compact layout for filter bars.
 */
import { cloneElement, useId, type ReactElement } from "react";
import { cn } from "@/components/ui/cn";

interface FilterFieldProps {
  label: string;
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  className?: string;
}

export function FilterField({ label, children, error, className }: FilterFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="filter-field" className={cn("grid content-start gap-1", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": errorId })}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
