/**
 * What every signing form on a customer's link shows (a quote's, a change order's): the consent to
 * do business electronically in full with the box the customer ticks, and the typed full name that
 * is the signature, each with its field error from the server's 400 (an answer the form brings
 * into view, ../use-answer-in-view.ts). Each page hands in its own words, so a page ships only the
 * word table it needs; the name's hint names the form's own button, as it reads.
 */
import type { SignatureWords } from "@/i18n/signature";

/** A field's error: described by its field, and the answer a failed signature brings into view. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} data-answer tabIndex={-1} className="mt-1 text-red-700 focus:outline-none">
      {children}
    </p>
  );
}

const field = "mt-1 block w-full rounded-lg border-2 border-slate-300 px-3 py-3 text-base focus:border-brand-700 focus:outline-none";

/** The consent's paragraphs and the box that agrees to them. */
export function ConsentBox({
  ids,
  words,
  consent,
  agree,
  onAgree,
  error,
}: {
  ids: string;
  words: SignatureWords;
  consent: readonly string[];
  agree: boolean;
  onAgree: (agree: boolean) => void;
  error?: string;
}) {
  return (
    <div>
      <h3 className="font-bold text-slate-900">{words.consentHeading}</h3>
      <div className="mt-2 grid gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {consent.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <label className="mt-3 flex items-start gap-3 font-semibold text-slate-900">
        <input
          type="checkbox"
          checked={agree}
          onChange={(event) => onAgree(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${ids}-agree-error` : undefined}
          className="mt-1 h-6 w-6 shrink-0 accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700"
        />
        <span>{words.consentCheckbox}</span>
      </label>
      {error && <FieldError id={`${ids}-agree-error`}>{error}</FieldError>}
    </div>
  );
}

/** The signer's full name, typed; its hint names `button`, the form's signing button. */
export function TypedName({
  ids,
  words,
  button,
  name,
  onName,
  error,
}: {
  ids: string;
  words: SignatureWords;
  button: string;
  name: string;
  onName: (name: string) => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={`${ids}-name`} className="font-semibold text-slate-900">
        {words.fullName}
      </label>
      <input
        id={`${ids}-name`}
        value={name}
        autoComplete="name"
        maxLength={120}
        onChange={(event) => onName(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${ids}-name-hint${error ? ` ${ids}-name-error` : ""}`}
        className={field}
      />
      <p id={`${ids}-name-hint`} className="mt-1 text-sm text-slate-600">
        {words.fullNameHint(button)}
      </p>
      {error && <FieldError id={`${ids}-name-error`}>{error}</FieldError>}
    </div>
  );
}
