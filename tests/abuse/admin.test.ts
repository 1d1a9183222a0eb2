import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments, emailOutbox } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { ADMIN, callAdmin, seedAppointment, seedLead, useAdminEnv } from "../admin/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

type Listed = { id: string; flags: string[]; spamReason: string | null };
const listed = async (path: string) => {
  const response = await callAdmin(path);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Listed[] }).items;
};

describe("flags in the admin lists", () => {
  it("marks spam, over-limit and outside-service-area appointments, and filters by them", async () => {
    const city = "Flagstaff";
    const spam = await seedAppointment({ city, phone: "(520) 555-0101", status: "cancelled", spamReason: "honeypot filled" });
    const outside = await seedAppointment({ city, phone: "(520) 555-0202", outsideServiceArea: true });
    // Three upcoming visits of one phone, more than the cap of 2 (booked before the cap existed).
    const over = await Promise.all(
      ["2026-12-08", "2026-12-09", "2026-12-10"].map((appointmentDate) =>
        seedAppointment({ city, phone: "(520) 555-0303", appointmentDate }),
      ),
    );
    const plain = await seedAppointment({ city, phone: "(520) 555-0404" });

    const all = await listed(`/api/admin/appointments?city=${city}&pageSize=100`);
    const flagsOf = (id: string) => all.find((item) => item.id === id)!.flags;
    expect(flagsOf(spam.id)).toEqual(["spam"]);
    expect(all.find((item) => item.id === spam.id)!.spamReason).toBe("honeypot filled");
    expect(flagsOf(outside.id)).toEqual(["outside-service-area"]);
    for (const visit of over) expect(flagsOf(visit.id)).toEqual(["over-limit"]);
    expect(flagsOf(plain.id)).toEqual([]);

    const ids = async (flag: string) => (await listed(`/api/admin/appointments?city=${city}&flag=${flag}`)).map((item) => item.id).sort();
    expect(await ids("spam")).toEqual([spam.id]);
    expect(await ids("over-limit")).toEqual(over.map((visit) => visit.id).sort());
    expect(await ids("any")).toEqual([spam.id, outside.id, ...over.map((visit) => visit.id)].sort());
  });

  it("marks spam and over-limit leads, and filters by them", async () => {
    const spam = await seedLead({ source: "flags", spamReason: "sent 0.4 s after the form opened" });
    const times = [1, 2, 3, 4, 5, 6].map((hour) => new Date(`2026-11-30T0${hour}:00:00Z`));
    const burst = [];
    for (const createdAt of times) burst.push(await seedLead({ source: "flags", phone: "(520) 555-0505", createdAt }));
    const flagged = (await listed("/api/admin/leads?flag=any&search=520-555")).map((item) => item.id);
    expect(flagged).toEqual([burst[5]!.id]);
    const spamOnly = await listed("/api/admin/leads?flag=spam&pageSize=100");
    expect(spamOnly.map((item) => item.id)).toContain(spam.id);
    expect(spamOnly.every((item) => item.flags.includes("spam"))).toBe(true);
  });

  it("refuses an unknown flag with 400", async () => {
    const response = await callAdmin("/api/admin/appointments?flag=evil");
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.flag).toBeDefined();
  });
});

describe("POST /api/admin/appointments/:id/cancel-person", () => {
  it("cancels every upcoming visit of the person, one history event each, frees the slots and sends no email", async () => {
    const phone = "(520) 555-0606";
    const visits = await Promise.all(
      [
        ["2026-12-14", "a.person@gmail.com"],
        ["2026-12-15", "aperson+x@gmail.com"],
        ["2026-12-16", "other@example.com"],
      ].map(([appointmentDate, email]) =>
        seedAppointment({
          appointmentDate,
          email,
          phone: email === "other@example.com" ? phone : "(520) 555-0707",
          appointmentTime: "2:00 PM",
          seat: 1,
        }),
      ),
    );
    const past = await seedAppointment({ phone, appointmentDate: "2026-11-20", status: "confirmed" });
    const stranger = await seedAppointment({ phone: "(520) 555-0808", appointmentDate: "2026-12-14", appointmentTime: "4:00 PM" });

    // The first visit's person is "a.person@gmail.com" (any spelling) or its phone 520-555-0707.
    const response = await callAdmin(`/api/admin/appointments/${visits[0]!.id}/cancel-person`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cancelled: 2 });

    const rows = await getDb()
      .select()
      .from(appointments)
      .where(inArray(appointments.id, [...visits.map((visit) => visit.id), past.id, stranger.id]));
    const statusOf = (id: string) => rows.find((row) => row.id === id)!.status;
    expect([statusOf(visits[0]!.id), statusOf(visits[1]!.id), statusOf(visits[2]!.id)]).toEqual(["cancelled", "cancelled", "pending"]);
    expect(statusOf(past.id)).toBe("confirmed");
    expect(statusOf(stranger.id)).toBe("pending");
    const events = await getDb()
      .select()
      .from(appointmentEvents)
      .where(inArray(appointmentEvents.appointmentId, [visits[0]!.id, visits[1]!.id]));
    expect(events.map((event) => [event.actor, event.fromValue, event.toValue])).toEqual([
      [ADMIN, "pending", "cancelled"],
      [ADMIN, "pending", "cancelled"],
    ]);
    expect(
      await getDb()
        .select()
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.relatedId,
            visits.map((visit) => visit.id),
          ),
        ),
    ).toHaveLength(0);

    // The slot is free again for someone else.
    const rebook = await appointmentsHandler(
      new Request("http://localhost/api/appointments", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          firstName: "New",
          lastName: "Person",
          email: "new@example.com",
          phone: "(602) 555-0111",
          address: "1 A St",
          city: "Mesa",
          zipCode: "85201",
          serviceType: "consultation",
          appointmentDate: "2026-12-14",
          appointmentTime: "2:00 PM",
        }),
      }),
    );
    expect(rebook.status).toBe(201);

    // A second click finds nothing more to cancel.
    expect(await (await callAdmin(`/api/admin/appointments/${visits[0]!.id}/cancel-person`, { method: "POST" })).json()).toEqual({
      cancelled: 0,
    });
  });

  it("answers 404 for an unknown appointment", async () => {
    const response = await callAdmin("/api/admin/appointments/00000000-0000-4000-8000-000000000000/cancel-person", { method: "POST" });
    expect(response.status).toBe(404);
  });
});
