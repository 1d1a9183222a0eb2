import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import myAppointmentsHandler from "../../netlify/functions/my-appointments.mts";
import { TOO_LATE_TO_CANCEL } from "../../src/server/booking/cancel";
import { NOT_YOUR_APPOINTMENT } from "../../src/server/booking/my-appointments";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { seedAppointment, SITE, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { sessionCookie } from "../helpers/session";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

/** Calls the function as `as` (null: signed out), same-origin unless `origin` says otherwise. */
async function call(path: string, { method = "GET", as = null as string | null, origin = SITE as string | null } = {}): Promise<Response> {
  const headers = new Headers();
  if (as) headers.set("Cookie", await sessionCookie(as));
  if (origin && method !== "GET") headers.set("Origin", origin);
  return myAppointmentsHandler(new Request(`${SITE}${path}`, { method, headers }));
}

const listFor = async (email: string) => {
  const response = await call("/api/my/appointments", { as: email });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: string;
    appointmentDate: string;
    appointmentTime: string;
    status: string;
    cancellable: boolean;
  }[];
};

const cancel = (id: string, as: string | null, origin: string | null = SITE) =>
  call(`/api/my/appointments/${id}/cancel`, { method: "POST", as, origin });

const statusOf = async (id: string) => (await getDb().select().from(appointments).where(eq(appointments.id, id)))[0]?.status;

describe("GET /api/my/appointments", () => {
  it("answers 401 to a visitor who is not signed in", async () => {
    const response = await call("/api/my/appointments");
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("lists the user's own pending and confirmed appointments still to come, soonest first, in any letter case", async () => {
    const email = "Maria.Reyes@Example.com";
    const later = await seedAppointment({ email, appointmentDate: "2026-12-08", appointmentTime: "8:00 AM", status: "confirmed" });
    const afternoon = await seedAppointment({ email: email.toLowerCase(), appointmentDate: "2026-12-03", appointmentTime: "2:00 PM" });
    const morning = await seedAppointment({ email: email.toUpperCase(), appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
    // Not listed: cancelled, completed, already started today, in the past, and someone else's.
    await seedAppointment({ email, appointmentDate: "2026-12-04", status: "cancelled" });
    await seedAppointment({ email, appointmentDate: "2026-12-05", status: "completed" });
    await seedAppointment({ email, appointmentDate: "2026-12-01", appointmentTime: "8:00 AM" });
    await seedAppointment({ email, appointmentDate: "2026-11-24" });
    await seedAppointment({ email: "someone.else@example.com", appointmentDate: "2026-12-03" });

    const list = await listFor("maria.reyes@example.com");
    expect(list.map((item) => item.id)).toEqual([morning.id, afternoon.id, later.id]);
    expect(list[0]).toEqual({
      id: morning.id,
      appointmentDate: "2026-12-03",
      dateLabel: "Thursday, December 3, 2026",
      appointmentTime: "10:00 AM",
      duration: 120,
      serviceType: "window-installation",
      serviceLabel: "Window installation",
      address: "123 E Main St",
      city: "Gilbert",
      zipCode: "85233",
      status: "pending",
      cancellable: true,
    });
    expect(JSON.stringify(list)).not.toMatch(/cancelToken|seat|adminNotes|phone/i);
  });

  it("answers an empty list to a user with no bookings", async () => {
    expect(await listFor("nobody-booked@example.com")).toEqual([]);
  });
});

describe("POST /api/my/appointments/{id}/cancel", () => {
  it("cancels the user's own appointment, records who did it, frees the slot, and is harmless twice", async () => {
    const email = "owner-cancels@example.com";
    const slot = { appointmentDate: "2026-12-09", appointmentTime: "4:00 PM" };
    const mine = await seedAppointment({ email, ...slot, seat: 1 });

    for (let i = 0; i < 2; i++) {
      const response = await cancel(mine.id, email.toUpperCase());
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: mine.id, status: "cancelled", cancellable: false });
    }
    expect(await statusOf(mine.id)).toBe("cancelled");
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, mine.id));
    expect(events).toEqual([expect.objectContaining({ actor: email, action: "status", fromValue: "pending", toValue: "cancelled" })]);
    expect(await listFor(email)).toEqual([]);

    // The admins hear of it once, not once per click, and the customer's calendar gets one cancellation.
    const emails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, mine.id));
    const notices = emails.filter((row) => row.kind === EMAIL_KINDS.appointmentCancelledNotification);
    expect(notices.map((notice) => notice.subject)).toEqual(["Cancelled: Ana Lopez, Wednesday, December 9, 2026 at 4:00 PM"]);
    expect(
      emails.filter((row) => row.kind === EMAIL_KINDS.appointmentCancelled).map((row) => [row.to, /METHOD:CANCEL/.test(row.ics ?? "")]),
    ).toEqual([[mine.email, true]]);
    expect(notices[0]!.text).toContain(`Cancelled by: the customer, signed in as ${email}`);

    // The time is bookable again at once.
    const rebook = await appointmentsHandler(
      new Request(`${SITE}/api/appointments`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "Lee",
          lastName: "Park",
          email: "lee@example.com",
          phone: "(602) 555-0101",
          address: "9 W Elm St",
          city: "Mesa",
          zipCode: "85201",
          serviceType: "consultation",
          ...slot,
        }),
      }),
    );
    expect(rebook.status).toBe(201);
  });

  it("writes one history event when the same appointment is cancelled twice at once", async () => {
    const email = "double-tap@example.com";
    const mine = await seedAppointment({ email });
    const answers = await Promise.all([cancel(mine.id, email), cancel(mine.id, email), cancel(mine.id, email)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const events = await getDb().select().from(appointmentEvents).where(eq(appointmentEvents.appointmentId, mine.id));
    expect(events).toHaveLength(1);
  });

  it("answers 404 for someone else's appointment, and leaves it alone", async () => {
    const theirs = await seedAppointment({ email: "victim@example.com" });
    const response = await cancel(theirs.id, "intruder@example.com");
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe(NOT_YOUR_APPOINTMENT);
    expect(await statusOf(theirs.id)).toBe("pending");
  });

  it("answers 404 for an id that cannot exist", async () => {
    expect((await cancel("not-a-uuid", "someone@example.com")).status).toBe(404);
    expect((await cancel("00000000-0000-4000-8000-000000000000", "someone@example.com")).status).toBe(404);
  });

  it("answers 401 signed out and 403 from another site, changing nothing", async () => {
    const email = "careful@example.com";
    const mine = await seedAppointment({ email });
    expect((await cancel(mine.id, null)).status).toBe(401);
    expect((await cancel(mine.id, email, "https://evil.example")).status).toBe(403);
    expect((await cancel(mine.id, email, null)).status).toBe(403);
    expect(await statusOf(mine.id)).toBe("pending");
  });

  it("answers 409 for a visit that has started, been completed or been missed", async () => {
    const email = "too-late@example.com";
    const started = await seedAppointment({ email, appointmentDate: "2026-12-01", appointmentTime: "8:00 AM" });
    const completed = await seedAppointment({ email, appointmentDate: "2026-12-07", status: "completed" });
    const missed = await seedAppointment({ email, appointmentDate: "2026-11-30", status: "no-show" });
    for (const row of [started, completed, missed]) {
      const response = await cancel(row.id, email);
      expect(response.status).toBe(409);
      expect((await response.json()).error).toBe(TOO_LATE_TO_CANCEL);
      expect(await statusOf(row.id)).toBe(row.status);
    }
  });

  it("answers 405 to other methods and 404 to unknown paths", async () => {
    const mine = await seedAppointment({ email: "methods@example.com" });
    expect((await call(`/api/my/appointments/${mine.id}/cancel`, { as: "methods@example.com" })).status).toBe(405);
    expect((await call("/api/my/appointments", { method: "POST", as: "methods@example.com" })).status).toBe(405);
    expect((await call(`/api/my/appointments/${mine.id}`, { as: "methods@example.com" })).status).toBe(404);
  });
});
