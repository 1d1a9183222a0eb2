/** The price book forms' shared parts: a dollars box, and the announced list of what to correct. */
import { useId } from "react";
import { Input } from "@/components/ui/field";
import type { DraftErrors } from "./book-draft";

/** What each field the server may name is called on the screen. */
const FIELD_NAMES: Record<string, string> = {
  name: "Name",
  nameEs: "Spanish name",
  kind: "Kind",
  pricing: "Pricing",
  installCents: "Install labour",
  price: "Price",
  lineIds: "Applies to",
  tempered: "Tempered upgrade",
  supplierId: "Supplier",
  email: "Order email",
  accountNumber: "Account number",
};

interface MoneyProps {
  label: string;
  value: string;
  /** The id of the message that says what is wrong with this box (shared with the boxes beside it). */
  errorId?: string;
  onChange: (value: string) => void;
}

/** A box for dollars, typed as people write them ("325", "1,250.50"); its group shows the error once. */
export function Money({ label, value, errorId, onChange }: MoneyProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label} ($)
      </label>
      <Input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The failure and each field's message, announced when they appear. */
export function FormErrors({ failure, errors }: { failure: string | null; errors: DraftErrors }) {
  if (!failure) return null;
  const listed = Object.entries(errors).filter(([, message]) => message && message !== failure);
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{failure}</p>
      {listed.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {listed.map(([field, message]) => (
            <li key={field}>
              {FIELD_NAMES[field] ?? field}: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
