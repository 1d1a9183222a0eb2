/**
 * What every signing form on a customer's link shows (a quote's, a change order's): the consent to
 * do business electronically in full with the box the customer ticks, and the typed full name that
 * is the signature, each with its field error from the server's 400. Each page hands in its own
 * words, so a page ships only the word table it needs.
 */
import type { SignatureWords } from "@/i18n/change-orders";

const field = "mt-1 block w-full rounded-lg border-2 border-slate-300 px-3 py-3 text-base focus:border-brand-700 focus:outline-none";

/** The consent's paragraphs and the box that agrees to them. */
export function ConsentBox({ ids, words, consent, agree, onAgree, error }: { ids: string; words: SignatureWords; consent: readonly string[]; agree: boolean; onAgree: (agree: boolean) => void; error?: string }) {
  return (
    <div>
      <h3 className="font-bold text-slate-900">{words.consentHeading}</h3>
      <div className="mt-2 grid gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {consent.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      </div>
      <label className="mt-3 flex items-start gap-3 font-semibold text-slate-900">
        <input type="checkbox" checked={agree} onChange={(event) => onAgree(event.target.checked)} aria-invalid={Boolean(error)} aria-describedby={error ? `${ids}-agree-error` : undefined} className="mt-1 h-6 w-6 shrink-0 accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-red-700" />
        <span>{words.consentCheckbox}</span>
      </label>
      {error && <p id={`${ids}-agree-error`} className="mt-1 text-red-700">{error}</p>}
    </div>
  );
}

/** The signer's full name, typed. */
export function TypedName({ ids, words, name, onName, error }: { ids: string; words: SignatureWords; name: string; onName: (name: string) => void; error?: string }) {
  return (
    <div>
      <label htmlFor={`${ids}-name`} className="font-semibold text-slate-900">{words.fullName}</label>
      <input id={`${ids}-name`} value={name} autoComplete="name" maxLength={120} onChange={(event) => onName(event.target.value)} aria-invalid={Boolean(error)} aria-describedby={`${ids}-name-hint${error ? ` ${ids}-name-error` : ""}`} className={field} />
      <p id={`${ids}-name-hint`} className="mt-1 text-sm text-slate-600">{words.fullNameHint}</p>
      {error && <p id={`${ids}-name-error`} className="mt-1 text-red-700">{error}</p>}
    </div>
  );
}
