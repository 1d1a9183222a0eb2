/**
 * The form that asks for the link to one's page (/my, and under an expired link): an email, and
 * always the same answer ("If that email has visits or quotes with us, we've sent a link to it"),
 * so nobody learns who is a customer. The email's problem is said at the field; a limit or a
 * failure in an alert with the office's number.
 */
import { useId, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { Locale } from "@/i18n/locales";
import { myLinkFormWords } from "@/i18n/my-page";
import { useMyLink } from "./use-my-link";

interface MyLinkFormProps {
  locale: Locale;
  callUs: ReactNode;
  /** The heading, when the form is not the page's first thing ("Get a new link"). */
  heading?: string;
}

export function MyLinkForm({ locale, callUs, heading }: MyLinkFormProps) {
  const t = myLinkFormWords[locale];
  const ids = useId();
  const form = useMyLink(locale);
  const emailRef = useRef<HTMLInputElement>(null);
  const { outcome } = form;
  return (
    <section
      aria-labelledby={`${ids}-heading`}
      data-slot="my-link-form"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="text-xl font-extrabold text-brand-900">
        {heading ?? t.heading}
      </h2>
      <p className="mt-2 text-slate-700">{t.lead}</p>
      <form
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.submit()) emailRef.current?.focus();
        }}
      >
        <Field label={t.email} hint={t.emailHint} error={form.emailError ?? undefined}>
          <Input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" size="mobile-lg" className="sm:w-auto sm:justify-self-start" disabled={form.sending}>
          {form.sending ? t.sending : t.send}
        </Button>
      </form>
      {/* Present from the start so a screen reader announces what is put in it. */}
      <div role="status" className="mt-4 empty:hidden">
        {outcome?.kind === "sent" && (
          <div className="rounded-lg bg-brand-50 p-4 text-brand-900">
            <p className="font-semibold">{t.sent}</p>
            <p className="mt-1">{t.sentNext}</p>
          </div>
        )}
      </div>
      {(outcome?.kind === "tooMany" || outcome?.kind === "failed") && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          {outcome.kind === "tooMany" && outcome.message ? (
            <>
              {outcome.message} {t.callUs}
              {callUs}.
            </>
          ) : (
            <>
              {outcome.kind === "tooMany" ? t.tooMany : t.failed}
              {callUs}.
            </>
          )}
        </p>
      )}
    </section>
  );
}
