/**
 * /dashboard (and /es/dashboard): any signed-in user may open it. Customers get their own
 * upcoming appointments, in the site's frame; the team (admins) are sent on to their own
 * dashboard in the admin frame (ADMIN_HOME), so the page carries none of the admin's code.
 */
import { useEffect } from "react";
import type { Locale } from "@/i18n/locales";
import { ADMIN_HOME } from "@/config/admin-navigation";
import { opensAdmin } from "@/core/roles";
import { QueryProvider } from "@/components/islands/query-provider";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { MyAppointments } from "@/components/islands/manage/my-appointments";

/** Takes an admin to the admin dashboard, replacing this page in the history (Back does not return to a page that leaves at once). */
function ToAdminHome() {
  useEffect(() => window.location.replace(ADMIN_HOME), []);
  return (
    <p role="status" className="py-10 text-slate-700">
      Opening the{" "}
      <a href={ADMIN_HOME} className="font-semibold text-brand-700 underline">
        admin dashboard
      </a>
      ...
    </p>
  );
}

interface DashboardProps {
  supportEmail: string;
  phone: string;
  phoneHref: string;
  /** The page's language: the customer's view speaks it. */
  locale?: Locale;
}

/** The /dashboard island (and /es/dashboard's). */
export function Dashboard({ supportEmail, phone, phoneHref, locale = "en" }: DashboardProps) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin={false} supportEmail={supportEmail} locale={locale}>
        {(user) =>
          opensAdmin(user.role) ? (
            <ToAdminHome />
          ) : (
            <MyAppointments user={user} supportEmail={supportEmail} phone={phone} phoneHref={phoneHref} locale={locale} />
          )
        }
      </RouteGuard>
    </QueryProvider>
  );
}
