/**
 * Form field parts in the shadcn shape: a field wraps label, control, hint and error;
 * controls get `aria-invalid` and `aria-describedby` from it so screen readers announce
 * the error with the field.
 */
import { useId, type ComponentProps, type ReactElement, cloneElement } from "react";
import { cx } from "@/components/ui/cx";

const controlClass =
  "block w-full rounded-lg border-2 border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:bg-red-50";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cx(controlClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  // A caller's own min-h-* replaces the default height (cx does not resolve conflicts).
  const height = /(^|\s)min-h-/.test(className ?? "") ? undefined : "min-h-28";
  return <textarea data-slot="textarea" className={cx(controlClass, height, "py-2", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cx(controlClass, "h-11", className)} {...props} />;
}

interface FieldProps {
  label: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: string;
  /** Marks the field optional: true says "(optional)", a string says it in the page's language, e.g. "opcional". */
  optional?: boolean | string;
  className?: string;
}

export function Field({ label, children, error, hint, optional = false, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div data-slot="field" className={cx("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {optional ? (
          <span className="font-normal text-slate-600"> ({optional === true ? "optional" : optional})</span>
        ) : (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-required": optional ? undefined : true,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="field-error" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Moves focus to the first invalid field in page order, once the error messages have
 * rendered (react-hook-form's own focus follows registration order, not the page's).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
