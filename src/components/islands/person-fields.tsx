/**
 * Name, email, phone and the hidden honeypot: the fields the booking and contact forms
 * share, wired to a react-hook-form instance of either form.
 */
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";

/** The fields this block renders; both forms' values include them. */
export interface PersonValues extends FieldValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  website?: string;
}

/** The four fields' labels, in the page's language. */
export interface PersonLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

interface PersonFieldsProps<Values extends PersonValues> {
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  labels: PersonLabels;
}

export function PersonFields<Values extends PersonValues>({ register, errors, labels }: PersonFieldsProps<Values>) {
  const field = (name: keyof PersonValues) => name as Path<Values>;
  const error = (name: keyof PersonValues) => errors[name]?.message as string | undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={labels.firstName} error={error("firstName")}>
          <Input autoComplete="given-name" {...register(field("firstName"))} />
        </Field>
        <Field label={labels.lastName} error={error("lastName")}>
          <Input autoComplete="family-name" {...register(field("lastName"))} />
        </Field>
        <Field label={labels.email} error={error("email")}>
          <Input type="email" autoComplete="email" inputMode="email" {...register(field("email"))} />
        </Field>
        <Field label={labels.phone} error={error("phone")}>
          <Input type="tel" autoComplete="tel" inputMode="tel" {...register(field("phone"))} />
        </Field>
      </div>
      {/* A field only bots fill in; people never see or reach it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...register(field("website"))} />
        </label>
      </div>
    </>
  );
}
