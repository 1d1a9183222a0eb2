/**
 * An appointment's over-limit mark, now worked out once per statement over the upcoming visits
 * (src/server/db/admin-lists/flags.ts), keeps the rule it had when it was counted row by row: an active
 * visit from today on is over when the visits of its person, those sharing its email key OR its
 * phone key, number more than maxUpcomingPerPerson (2 here, the default).
 */
import { describe, expect, it } from "vitest";
import type { NewAppointment } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";
import { callAdmin, seedAppointment, useAdminEnv } from "./fixtures";

// Tuesday 2026-12-01, 9:30 AM in Phoenix.
const NOW = new Date("2026-12-01T16:30:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const city = "Overton";
const visit = (email: string, phone: string, appointmentDate: string, change: Partial<NewAppointment> = {}) =>
  seedAppointment({ city, email, phone, appointmentDate, ...change });

/** The listed visits of the test's city that carry the over-limit mark, by id. */
async function overLimitIds(path: string): Promise<string[]> {
  const response = await callAdmin(path);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; flags: string[] }[] };
  return items
    .filter((item) => item.flags.includes("over-limit"))
    .map((item) => item.id)
    .sort();
}

describe("the over-limit mark of appointments", () => {
  it("counts the visits sharing the email or the phone, each once, upcoming and active only", async () => {
    // A shares its email with B and its phone with C: three visits, over. B and C hold two each.
    const a = await visit("pat@example.com", "(520) 555-0501", "2026-12-08");
    const b = await visit("pat@example.com", "(520) 555-0502", "2026-12-09");
    const c = await visit("sam@example.com", "(520) 555-0501", "2026-12-10");
    // Neither a past visit nor a cancelled one counts.
    await visit("pat@example.com", "(520) 555-0501", "2026-11-20", { status: "completed" });
    await visit("pat@example.com", "(520) 555-0501", "2026-12-11", { status: "cancelled" });
    // Phones without digits have no key: they join no one, so only the shared email counts.
    const noPhone = await Promise.all(["2026-12-08", "2026-12-09", "2026-12-10"].map((day) => visit("lee@example.com", "none", day)));
    const alone = await visit("kim@example.com", "none", "2026-12-08");

    const over = [a.id, ...noPhone.map((row) => row.id)].sort();
    expect(await overLimitIds(`/api/admin/appointments?city=${city}&pageSize=100`)).toEqual(over);
    expect(await overLimitIds(`/api/admin/appointments?city=${city}&flag=over-limit&pageSize=100`)).toEqual(over);
    for (const id of [b.id, c.id, alone.id]) expect(over).not.toContain(id);
  });
});
