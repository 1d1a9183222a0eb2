/**
 * What a signed-in customer (not on the team) sees on /dashboard. There is no API for a
 * customer's own appointments yet, so this points them to their confirmation emails.
 */
import type { AuthUser } from "../auth/use-auth";

interface MyAppointmentsNoteProps {
  user: AuthUser;
  supportEmail: string;
  phone: string;
  phoneHref: string;
}

export function MyAppointmentsNote({ user, supportEmail, phone, phoneHref }: MyAppointmentsNoteProps) {
  const link = "font-semibold text-brand-800 underline";
  return (
    <section aria-labelledby="my-appointments-heading" className="max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="my-appointments-heading" className="text-xl font-extrabold text-brand-900">
        Your appointments
      </h2>
      <p className="mt-3 text-slate-700">
        {user.name ? `Hi ${user.name.split(" ")[0]}, thanks for signing in. ` : "Thanks for signing in. "}
        Your bookings are in your confirmation emails: each one has the date, the time and a link to cancel if your plans change.
      </p>
      <p className="mt-3 text-slate-700">
        Need a different time, or can't find the email? Call us at{" "}
        <a href={phoneHref} className={link}>
          {phone}
        </a>{" "}
        or write to{" "}
        <a href={`mailto:${supportEmail}`} className={link}>
          {supportEmail}
        </a>
        .
      </p>
      <a href="/estimate" className="mt-5 inline-flex h-11 items-center rounded-lg bg-accent-600 px-5 font-semibold text-white hover:bg-accent-700">
        Book a free estimate
      </a>
    </section>
  );
}
