/**
 * The spec's route guard: 'Loading...' while the status loads, the sign-in card when
 * signed out, 'Access Denied' on an admin page for someone whose role does not work in the admin
 * (a customer, an installer), otherwise the page; a screen the role may not open says so in the
 * admin frame (src/browser/page-scripts/admin-frame.ts). The server enforces the same rules on
 * every admin call; this only mirrors them.
 */
import type { ReactNode } from "react";
import { opensAdmin } from "@/core/roles";
import { accountWords } from "@/i18n/account";
import type { Locale } from "@/i18n/locales";
import { SignInCard } from "./sign-in-card";
import { useAuth, type AuthUser } from "./use-auth";

interface RouteGuardProps {
  /** Admin-only pages: /dashboard's admin view and /admin/*. */
  requireAdmin: boolean;
  supportEmail: string;
  children: (user: AuthUser) => ReactNode;
  /** The page's language (the customer's screens on /es/dashboard). */
  locale?: Locale;
}

export function RouteGuard({ requireAdmin, supportEmail, children, locale = "en" }: RouteGuardProps) {
  const { user, isLoading } = useAuth();
  const words = accountWords[locale].guard;
  if (isLoading) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-slate-700">
        <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
        {words.loading}
      </div>
    );
  }
  if (!user) return <SignInCard supportEmail={supportEmail} locale={locale} />;
  if (requireAdmin && !opensAdmin(user.role)) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <h2 className="text-xl font-extrabold text-red-900">{words.denied}</h2>
        <p className="mt-2 text-red-900">{words.deniedText}</p>
      </div>
    );
  }
  return <>{children(user)}</>;
}
