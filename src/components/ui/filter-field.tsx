/**
 * A labelled filter control: like `Field`, without the required/optional marks (every filter
 * is optional) and with a compact layout for filter bars. A file of its own, not a part of
 * field.tsx: the public forms load field.tsx, and only the admin lists need this.
 */
import { cloneElement, useId, type ComponentProps, type ReactElement } from "react";
import { cx } from "@/components/ui/cx";

interface FilterFieldProps extends Omit<ComponentProps<"div">, "children"> {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
}

export function FilterField({ label, children, error, className, ...props }: FilterFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="filter-field" className={cx("grid content-start gap-1", className)} {...props}>
      <label htmlFor={id} data-slot="filter-field-label" className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": errorId })}
      {error && (
        <p id={errorId} data-slot="filter-field-error" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
