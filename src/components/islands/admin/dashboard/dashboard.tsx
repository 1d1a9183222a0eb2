/**
 * /dashboard: any signed-in user may open it. The team (admins) get the numbers, the
 * weekly chart, the next appointments and "Sign out everywhere"; customers get their own
 * upcoming appointments.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import type { AdminDashboard } from "@/schemas/admin/dashboard";
import { adminDashboard } from "@/schemas/routes/admin";
import type { Locale } from "@/i18n/locales";
import { QueryProvider } from "@/components/islands/query-provider";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { MyAppointments } from "@/components/islands/manage/my-appointments";
import { SmsStats } from "../sms/sms-admin-cards";
import { CeilingBanner } from "./ceiling-banner";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { SiteStatus } from "./site-status";
import { QuotePipeline } from "./quote-pipeline";
import { SourcesPanel } from "./sources-panel";
import { StatCards } from "./stat-cards";
import { UpcomingList } from "./upcoming-list";
import { WeekChart } from "./week-chart";

/** The dashboard's data, read by the shared GET query function. */
const dashboardQuery = apiQuery(apiUrl(adminDashboard));

/** Its query key. */
export const DASHBOARD_KEY = dashboardQuery.queryKey;

const ADMIN_LINKS = [
  { href: "/admin/appointments", label: "Appointments" },
  { href: "/admin/today", label: "Day view" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/customers", label: "Customers" },
  { href: "/admin/quotes", label: "Quotes" },
  { href: "/admin/jobs", label: "Jobs" },
  { href: "/admin/installs", label: "Installs" },
  { href: "/admin/calendar-settings", label: "Calendar settings" },
  { href: "/admin/seo-dashboard", label: "SEO dashboard" },
  { href: "/admin/google-reviews-setup", label: "Google reviews setup" },
];

function AdminOverview() {
  return (
    <div className="grid gap-6">
      <AdminNumbers />
      {/* Outside the numbers, so it is there even when they fail to load. */}
      <SignOutEverywhere />
    </div>
  );
}

function AdminNumbers() {
  const dashboard = useQuery(dashboardQuery);
  return (
    <QueryState query={dashboard} loading="Loading the numbers..." error="We couldn't load the dashboard. Refresh the page to try again.">
      {(data) => <Numbers data={data} />}
    </QueryState>
  );
}

function Numbers({ data }: { data: AdminDashboard }) {
  return (
    <div className="grid gap-6">
      <SiteStatus />
      <CeilingBanner />
      <nav aria-label="Admin pages">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-flex h-10 items-center rounded-lg border-2 border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <StatCards data={data} />
      <SmsStats />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <WeekChart weeks={data.weeks} />
        <UpcomingList appointments={data.upcoming} />
      </div>
      <QuotePipeline />
      <SourcesPanel />
    </div>
  );
}

interface DashboardProps {
  supportEmail: string;
  phone: string;
  phoneHref: string;
  /** The page's language: the customer's view speaks it; the team's view stays English. */
  locale?: Locale;
}

/** The /dashboard island (and /es/dashboard's). */
export function Dashboard({ supportEmail, phone, phoneHref, locale = "en" }: DashboardProps) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin={false} supportEmail={supportEmail} locale={locale}>
        {(user) => (user.isAdmin ? <AdminOverview /> : <MyAppointments user={user} supportEmail={supportEmail} phone={phone} phoneHref={phoneHref} locale={locale} />)}
      </RouteGuard>
    </QueryProvider>
  );
}
