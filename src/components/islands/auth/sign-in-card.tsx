/**
 * The spec's sign-in card: shown on /login and, by the route guard, in place of a
 * private page. "Continue with Google" remembers where to come back to (session storage
 * key authReturnTo) and starts Google sign-in (the route table's `authGoogle`). When that finds no sign-in
 * set up, it sends the visitor back here with ?signin=unavailable and the card says so.
 */
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { rememberReturnPath } from "@/browser/auth-return";
import { isSignInUnavailable } from "@/core/sign-in-unavailable";
import { authGoogle } from "@/schemas/routes/auth";
import { cx } from "@/components/ui/cx";
import { accountWords } from "@/i18n/account";
import type { Locale } from "@/i18n/locales";
import { localizePath } from "@/i18n/paths";

interface SignInCardProps {
  /** Support address for "Contact support". */
  supportEmail: string;
  /** The page's language. */
  locale?: Locale;
}

/** The honest line shown when the site has no sign-in method set up. */
export const SIGN_IN_UNAVAILABLE_TEXT = accountWords.en.signIn.unavailable;

export function SignInCard({ supportEmail, locale = "en" }: SignInCardProps) {
  const words = accountWords[locale].signIn;
  // Read after hydration: the static page is the same for every query string.
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => setUnavailable(isSignInUnavailable(window.location.search)), []);
  return (
    <div className="mx-auto w-full max-w-md">
      <h2 className="text-center text-2xl font-extrabold text-brand-900">{words.heading}</h2>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-bold text-brand-900">{words.welcome}</h3>
        <p className="mt-1 text-slate-700">{words.lead}</p>
        <p
          role="status"
          className={unavailable ? "mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" : "sr-only"}
        >
          {unavailable ? words.unavailable : ""}
        </p>
        <a
          href={authGoogle.path}
          data-astro-prefetch="false"
          onClick={() => rememberReturnPath()}
          className={cx(buttonVariants({ variant: "outline", size: "mobile" }), "mt-6")}
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.4-2.7l-3.6-2.8c-1 .7-2.3 1.1-3.8 1.1-2.9 0-5.4-2-6.3-4.6H2v2.9A11 11 0 0 0 12 23z" />
            <path fill="#FBBC05" d="M5.7 14c-.2-.7-.4-1.3-.4-2s.1-1.4.4-2V7.1H2A11 11 0 0 0 1 12c0 1.8.4 3.5 1.2 4.9l3.5-2.9z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2 7.1L5.7 10c.9-2.6 3.4-4.6 6.3-4.6z" />
          </svg>
          {words.button}
        </a>
        <p className="mt-4 text-center text-xs text-slate-600">
          {words.agree}{" "}
          <a href={localizePath("/terms", locale)} className="underline">
            {words.terms}
          </a>{" "}
          {words.and}{" "}
          <a href={localizePath("/privacy", locale)} className="underline">
            {words.privacy}
          </a>
        </p>
      </div>
      <p className="mt-6 text-center text-sm text-slate-700">
        {words.noAccess}{" "}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
          {words.support}
        </a>
      </p>
    </div>
  );
}
