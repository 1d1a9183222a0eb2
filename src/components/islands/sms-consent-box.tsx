/**
 * The "Text me about my visit" box of the booking and contact forms: unchecked until the
 * visitor ticks it, with the disclosure the law and the carriers ask for right beneath it.
 * Rendered only when the server says texts are configured (`offered`, from the form token's
 * answer): unconfigured, no box, so no one consents to texts that never come.
 */
import { useId } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import type { Locale } from "@/i18n/locales";
import { smsConsentCopy } from "@/i18n/sms-consent";

interface SmsConsentBoxProps<Values extends FieldValues & { smsConsent?: boolean }> {
  register: UseFormRegister<Values>;
  /** True when the server can send texts; false or undefined renders nothing. */
  offered: boolean | undefined;
  locale: Locale;
}

export function SmsConsentBox<Values extends FieldValues & { smsConsent?: boolean }>({
  register,
  offered,
  locale,
}: SmsConsentBoxProps<Values>) {
  const id = useId();
  if (!offered) return null;
  const t = smsConsentCopy[locale];
  return (
    <div data-slot="sms-consent" className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-slate-200 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 accent-brand-700"
        aria-describedby={`${id}-disclosure`}
        {...register("smsConsent" as Path<Values>)}
      />
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t.label}
      </label>
      <p id={`${id}-disclosure`} className="col-start-2 text-xs leading-relaxed text-slate-600">
        {t.disclosure}
      </p>
    </div>
  );
}
