import { and, eq, ne } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { appointmentEvents, appointments } from "../../src/server/db/schema";
import { describeOnRealPostgres, useRealPostgresFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedAppointment, useAdminEnv } from "./fixtures";

// Real PostgreSQL: simultaneous reactivations really race here, unlike in PGlite.
const NOW = new Date("2026-12-01T16:30:00Z");
useRealPostgresFunctionDatabase({ now: NOW });
useAdminEnv();

describeOnRealPostgres("reactivating cancelled appointments under concurrency (real PostgreSQL)", () => {
  it("returns 200 for exactly one of ten simultaneous reactivations into a one-crew slot, 409 for the rest", async () => {
    const slot = { appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", status: "cancelled" as const };
    const cancelled = await Promise.all(Array.from({ length: 10 }, () => seedAppointment({ ...slot, seat: 1 })));
    const responses = await Promise.all(
      cancelled.map((row) => callAdmin(`/api/admin/appointments/${row.id}`, { method: "PATCH", body: { status: "confirmed" } })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);

    const active = await getDb()
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.appointmentDate, slot.appointmentDate),
          eq(appointments.appointmentTime, slot.appointmentTime),
          ne(appointments.status, "cancelled"),
        ),
      );
    expect(active).toHaveLength(1);
    // Only the change that happened is in the history.
    const events = await getDb().select().from(appointmentEvents);
    // The winner's status change, and its confirmation to the customer; the losers wrote nothing.
    expect(events).toEqual([
      expect.objectContaining({ appointmentId: active[0]!.id, action: "status", fromValue: "cancelled", toValue: "confirmed" }),
      expect.objectContaining({ appointmentId: active[0]!.id, action: "notified", toValue: "email" }),
    ]);
  });
});
