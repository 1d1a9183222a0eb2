import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { EMAIL_KINDS } from "../../src/server/notify/kinds";
import { ADMIN, callAdmin, seedAppointment, useAdminEnv, VISITOR } from "./fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const move = (id: string, body: unknown, options: { as?: string | null; origin?: string } = {}) =>
  callAdmin(`/api/admin/appointments/${id}/move`, { method: "POST", body, ...options });

describe("POST /api/admin/appointments/{id}/move", () => {
  it("moves the visit, answers it with its history naming the admin, and emails the customer and the admins", async () => {
    const appointment = await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM" });
    const response = await move(appointment.id, { appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" });
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail).toMatchObject({ id: appointment.id, appointmentDate: "2026-12-04", appointmentTime: "8:00 AM" });
    expect(detail.events).toEqual([
      expect.objectContaining({ actor: ADMIN, action: "moved", from: "2026-12-03 10:00 AM", to: "2026-12-04 8:00 AM" }),
      expect.objectContaining({ actor: ADMIN, action: "notified", to: "email" }),
    ]);
    const kinds = (await getDb().select().from(emailOutbox)).filter((row) => row.relatedId === appointment.id).map((row) => row.kind);
    expect(kinds.sort()).toEqual([EMAIL_KINDS.appointmentMoved, EMAIL_KINDS.appointmentMovedNotification].sort());
  });

  it("answers 400 for a closed day, 404 for an unknown appointment, 409 for a cancelled one", async () => {
    const appointment = await seedAppointment({ appointmentDate: "2026-12-08" });
    const sunday = await move(appointment.id, { appointmentDate: "2026-12-06", appointmentTime: "10:00 AM" });
    expect(sunday.status).toBe(400);
    expect((await sunday.json()).fieldErrors.appointmentDate).toEqual(["We are closed on Sundays. Choose another day."]);
    expect(
      (await move("00000000-0000-4000-8000-000000000000", { appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" })).status,
    ).toBe(404);
    const cancelled = await seedAppointment({ appointmentDate: "2026-12-08", status: "cancelled" });
    expect((await move(cancelled.id, { appointmentDate: "2026-12-09", appointmentTime: "10:00 AM" })).status).toBe(409);
  });

  it("is for admins only, from this site only", async () => {
    const appointment = await seedAppointment({ appointmentDate: "2026-12-10" });
    expect((await move(appointment.id, { appointmentDate: "2026-12-11", appointmentTime: "10:00 AM" }, { as: null })).status).toBe(401);
    expect((await move(appointment.id, { appointmentDate: "2026-12-11", appointmentTime: "10:00 AM" }, { as: VISITOR })).status).toBe(403);
    expect(
      (await move(appointment.id, { appointmentDate: "2026-12-11", appointmentTime: "10:00 AM" }, { origin: "https://evil.example" }))
        .status,
    ).toBe(403);
  });
});
