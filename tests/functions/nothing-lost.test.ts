/**
 * A change and the emails that announce it are stored together or not at all. With the email
 * outbox unable to take a row (the database reports its disk full on every insert there), a
 * booking, a move, a cancellation and a lead each answer 503 "try again" and store nothing, so
 * no customer is left with a visit they were never told of; once the outbox takes rows again,
 * the same requests succeed and their emails are stored with them.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import appointmentsHandler from "../../netlify/functions/appointments.mts";
import cancelHandler from "../../netlify/functions/cancel.mts";
import leadsHandler from "../../netlify/functions/leads.mts";
import { getDb } from "../../src/server/db/client";
import { appointments, emailOutbox, leads } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { specBookings } from "../helpers/spec-booking";
import { reschedule, seedVisit } from "../reschedule/fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });

const valid = specBookings("lost");
const SITE = "http://localhost";
const json = { "Content-Type": "application/json" };

/** Makes every insert into the email outbox fail as a full disk does (SQLSTATE 53100), or lets them through again. */
async function outboxFull(full: boolean): Promise<void> {
  const db = getDb();
  await db.execute(
    sql`create or replace function refuse_outbox() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`,
  );
  await db.execute(sql`drop trigger if exists outbox_full on email_outbox`);
  if (full) await db.execute(sql`create trigger outbox_full before insert on email_outbox for each row execute function refuse_outbox()`);
}

const post = (body: unknown) =>
  appointmentsHandler(new Request(`${SITE}/api/appointments`, { method: "POST", headers: json, body: JSON.stringify(body) }));
const activeIn = (date: string, time: string) =>
  getDb()
    .select()
    .from(appointments)
    .where(and(eq(appointments.appointmentDate, date), eq(appointments.appointmentTime, time), ne(appointments.status, "cancelled")));

describe("with an email outbox that cannot store a row", () => {
  beforeEach(() => outboxFull(true));
  afterEach(() => outboxFull(false));

  it("answers a booking 503 with Retry-After, and stores neither the visit nor half of anything", async () => {
    const before = (await getDb().select().from(appointments)).length;
    const response = await post(valid({ appointmentDate: "2026-12-04", appointmentTime: "10:00 AM" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await response.json()).error).toMatch(/try again/i);
    expect(await activeIn("2026-12-04", "10:00 AM")).toEqual([]);
    expect((await getDb().select().from(appointments)).length).toBe(before);
    expect(await getDb().select().from(emailOutbox)).toEqual([]);
  });

  it("answers a move 503 and leaves the visit at its time", async () => {
    const { appointment, token } = await seedVisit({
      appointmentDate: "2026-12-08",
      appointmentTime: "8:00 AM",
      seat: 1,
      email: "mover-lost@example.com",
    });
    const response = await reschedule(token, { appointmentDate: "2026-12-08", appointmentTime: "2:00 PM" });
    expect(response.status).toBe(503);
    const [after] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect([after!.appointmentDate, after!.appointmentTime, after!.icsSequence]).toEqual(["2026-12-08", "8:00 AM", 0]);
  });

  it("answers a cancellation 503 and keeps the visit", async () => {
    const { appointment, token } = await seedVisit({
      appointmentDate: "2026-12-09",
      appointmentTime: "8:00 AM",
      seat: 1,
      email: "canceller-lost@example.com",
    });
    const response = await cancelHandler(new Request(`${SITE}/api/cancel/${token}`, { method: "POST" }));
    expect(response.status).toBe(503);
    const [after] = await getDb().select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(after!.status).toBe("pending");
  });

  it("answers a lead 503 and stores no lead the admins would never hear of", async () => {
    const response = await leadsHandler(
      new Request(`${SITE}/api/leads`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          firstName: "Lee",
          lastName: "Lost",
          email: "lee-lost@example.com",
          phone: "(480) 555-0177",
          service: "window-installation",
          projectDetails: "",
          source: "website",
        }),
      }),
    );
    expect(response.status).toBe(503);
    expect(await getDb().select().from(leads).where(eq(leads.email, "lee-lost@example.com"))).toEqual([]);
  });
});

describe("once the outbox takes rows again", () => {
  it("books the same request, with its confirmation stored beside it", async () => {
    const response = await post(valid({ appointmentDate: "2026-12-04", appointmentTime: "2:00 PM" }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const kinds = (await getDb().select().from(emailOutbox).where(eq(emailOutbox.relatedId, id))).map((row) => row.kind).sort();
    expect(kinds).toEqual(["appointment-admin-notification", "appointment-confirmation"]);
  });
});
