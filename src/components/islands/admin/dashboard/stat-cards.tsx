/** The dashboard's five numbers, each a link to the list behind it. */
import type { AdminDashboard } from "@/schemas/admin/dashboard";

interface Stat {
  label: string;
  value: number;
  href: string;
}

function stats(data: AdminDashboard): Stat[] {
  return [
    { label: "Appointments today", value: data.today, href: "/admin/appointments" },
    { label: "This week", value: data.thisWeek, href: "/admin/appointments" },
    { label: "Pending to confirm", value: data.pending, href: "/admin/appointments?status=pending" },
    { label: "New leads", value: data.newLeads, href: "/admin/leads?status=new" },
    { label: "No-shows", value: data.noShows, href: "/admin/appointments?status=no-show" },
  ];
}

export function StatCards({ data }: { data: AdminDashboard }) {
  return (
    <ul data-slot="stat-cards" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {stats(data).map((stat) => (
        <li key={stat.label}>
          <a
            href={stat.href}
            className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="block text-sm font-semibold text-slate-700">{stat.label}</span>
            <span className="mt-1 block text-3xl font-extrabold text-brand-900">{stat.value.toLocaleString("en-US")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
