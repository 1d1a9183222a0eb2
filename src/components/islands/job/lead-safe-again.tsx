/**
 * The install chooser's second asking for a home built before 1978: the owner confirms again that
 * they received EPA's pamphlet, within the 60 days before the work starts (POST lead-safe), then
 * the chooser shows the days. A missing box or name shows that field's own message.
 */
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, apiUrl } from "@/browser/api-client";
import { leadSafeCustomerWords, renovateRightPamphlet } from "@/i18n/lead-safe";
import type { Locale } from "@/i18n/locales";
import { quotePageCopy } from "@/i18n/quotes";
import { quoteLeadSafe } from "@/schemas/routes/quotes";
import { ActionError } from "../quote/action-error";
import { LeadPamphlet } from "../quote/lead-pamphlet";
import { FieldError } from "../quote/signature-fields";

const field = "mt-1 block w-full rounded-lg border-2 border-slate-300 px-3 py-3 text-base focus:border-brand-700 focus:outline-none";

export function LeadSafeAgain({
  token,
  locale,
  callUs,
  onConfirmed,
}: {
  token: string;
  locale: Locale;
  callUs: ReactNode;
  onConfirmed: () => void;
}) {
  const words = leadSafeCustomerWords[locale];
  const ids = useId();
  const [name, setName] = useState("");
  const [agree, setAgree] = useState(false);
  const confirm = useMutation({
    // Sent ticked or not: the server's 400 names the field.
    mutationFn: () => apiRequest("POST", apiUrl(quoteLeadSafe, { params: { token } }), { name, agree: agree as true, locale }),
    onSuccess: onConfirmed,
  });
  const errors = confirm.error instanceof ApiError ? (confirm.error.body.fieldErrors ?? {}) : {};
  return (
    <form
      data-slot="lead-safe-again"
      className="mt-2 grid gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate();
      }}
    >
      <LeadPamphlet
        ids={ids}
        leadSafe={{ notice: words.askAgain, pamphlet: { url: renovateRightPamphlet[locale].url, link: words.readPamphlet } }}
        locale={locale}
        checked={agree}
        onChecked={setAgree}
        error={errors.agree?.[0]}
      />
      <div>
        <label htmlFor={`${ids}-name`} className="block font-semibold text-slate-900">
          {quotePageCopy[locale].fullName}
        </label>
        <input
          id={`${ids}-name`}
          value={name}
          autoComplete="name"
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${ids}-name-error` : undefined}
          className={field}
        />
        {errors.name && <FieldError id={`${ids}-name-error`}>{errors.name[0]!}</FieldError>}
      </div>
      <ActionError error={confirm.error} failed={quotePageCopy[locale].signFailed} callUs={callUs} />
      <Button type="submit" size="mobile-lg" className="sm:w-auto" disabled={confirm.isPending}>
        {words.confirmAgain}
      </Button>
    </form>
  );
}
