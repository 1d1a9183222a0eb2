/**
 * /admin/dashboard, the admin's home ("Today"): first what the day holds and what waits for the
 * office, then the numbers (the figures, texts sent, the weekly chart, the next appointments, the
 * week's installs, the money, the quote pipeline, where jobs come from), then the setup and health notices folded in one
 * disclosure, then "Sign out everywhere". A site-wide limit reached comes before all of it.
 */
import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/ui/query-state";
import { apiQuery, apiUrl } from "@/browser/api-client";
import type { AdminDashboard as DashboardData } from "@/schemas/admin/dashboard";
import { adminDashboard } from "@/schemas/routes/admin";
import { QueryProvider } from "@/components/islands/query-provider";
import { RouteGuard } from "@/components/islands/auth/route-guard";
import { SmsStats } from "../sms/sms-admin-cards";
import { CeilingBanner } from "./ceiling-banner";
import { MoneyPanel } from "./money-panel";
import { QuotePipeline } from "./quote-pipeline";
import { SetupNotices } from "./setup-notices";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { SourcesPanel } from "./sources-panel";
import { StatCards } from "./stat-cards";
import { TodaySection } from "./today-section";
import { UpcomingList } from "./upcoming-list";
import { WeekInstalls } from "./week-installs";
import { WaitingPanel } from "./waiting-panel";
import { WeekChart } from "./week-chart";

/** The dashboard's figures, read by the shared GET query function. */
const dashboardQuery = apiQuery(apiUrl(adminDashboard));

function Numbers({ data }: { data: DashboardData }) {
  return (
    <>
      <StatCards data={data} />
      <SmsStats />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <WeekChart weeks={data.weeks} />
        <div className="grid content-start gap-6">
          <UpcomingList appointments={data.upcoming} />
          <WeekInstalls installs={data.installs.thisWeek} />
        </div>
      </div>
    </>
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

function AdminOverview() {
  return (
    <div className="grid gap-6">
      <CeilingBanner />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <TodaySection />
        <WaitingPanel />
      </div>
      <AdminNumbers />
      <MoneyPanel />
      <QuotePipeline />
      <SourcesPanel />
      <SetupNotices />
      <SignOutEverywhere />
    </div>
  );
}

/** The /admin/dashboard island. */
export function AdminDashboard({ supportEmail }: { supportEmail: string }) {
  return (
    <QueryProvider>
      <RouteGuard requireAdmin supportEmail={supportEmail}>
        {() => <AdminOverview />}
      </RouteGuard>
    </QueryProvider>
  );
}
