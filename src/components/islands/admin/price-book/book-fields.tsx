/** The price book forms' shared parts: a dollars box, the announced list of what to correct, and the buttons. */
import { useId } from "react";
import { Button } from "@/components/ui/button";
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

interface EditorActionsProps {
  /** What the form edits, as its buttons name it: "line", "option". */
  noun: string;
  /** The entry as saved; none for a new one (then there is nothing to retire). */
  saved?: { active: boolean };
  /** The form's writes (useBookWrite): its save, and its retirement or restoration. */
  save: { pending: boolean; failure: string | null };
  retire: { pending: boolean; failure: string | null; mutate: (active: boolean) => void };
  /** The field messages shown beside the boxes, the server's and the form's own. */
  errors: DraftErrors;
  /** Whether the form itself found boxes to correct before sending. */
  refusedHere: boolean;
}

/** An editor's foot: what to correct, Save (Add for a new one), and Retire or Restore for a saved one, with its failure. */
export function EditorActions({ noun, saved, save, retire, errors, refusedHere }: EditorActionsProps) {
  return (
    <>
      <FormErrors failure={save.failure ?? (refusedHere ? "Please correct the highlighted boxes." : null)} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? "Saving..." : saved ? `Save the ${noun}` : `Add the ${noun}`}
        </Button>
        {saved && (
          <Button variant="ghost" disabled={retire.pending} onClick={() => retire.mutate(!saved.active)}>
            {saved.active ? `Retire the ${noun}` : `Restore the ${noun}`}
          </Button>
        )}
      </div>
      {retire.failure && (
        <p role="alert" className="text-red-800">
          {retire.failure}
        </p>
      )}
    </>
  );
}
