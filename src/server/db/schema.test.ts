import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { openRealPostgresDatabase, realPostgresAvailable, type TestDatabase } from "../../../tests/helpers/database";
import { appointments, type NewAppointment } from "./schema";

// Real PostgreSQL: concurrent inserts race for real here, unlike in PGlite.
let database: TestDatabase | null;
let pool: pg.Pool;

beforeAll(async () => {
  database = await openRealPostgresDatabase();
  if (database) pool = new pg.Pool({ connectionString: database.url, max: 20 });
});
afterAll(async () => {
  await pool?.end();
  await database?.stop();
});

const appointment = (overrides: Partial<NewAppointment> = {}): NewAppointment => ({
  firstName: "Ana",
  lastName: "Lopez",
  email: `${randomUUID()}@example.com`,
  phone: "480-555-0100",
  address: "1 Main St",
  city: "Gilbert",
  zipCode: "85233",
  serviceType: "consultation",
  appointmentDate: "2026-12-01",
  appointmentTime: "10:00 AM",
  duration: 120,
  seat: 1,
  cancelTokenHash: randomUUID(),
  ...overrides,
});

describe.skipIf(!realPostgresAvailable())("appointments seat index on real PostgreSQL", () => {
  it("lets exactly one of twenty simultaneous inserts hold a seat", async () => {
    const db = drizzle(pool);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => db.insert(appointments).values(appointment())));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(refused.every((result) => String(result.reason.cause?.code ?? result.reason.code) === "23505")).toBe(true);
  });

  it("frees the seat once its appointment is cancelled", async () => {
    const db = drizzle(pool);
    await db.insert(appointments).values(appointment({ appointmentDate: "2026-12-02", status: "cancelled" }));
    await expect(db.insert(appointments).values(appointment({ appointmentDate: "2026-12-02" }))).resolves.toBeDefined();
  });
});
