/**
 * A visit's estimator through the functions: PATCH /api/admin/appointments/{id} { estimatorId }
 * (a live estimator, office person or owner; null unassigns; 400 for anyone else, 404 for no such
 * visit), the detail naming the estimator and the choices, the history by name, the admins'
 * calendar feed, and the morning day sheet: the owners get the whole day, each estimator a sheet
 * of their own visits only.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import { appointments, teamMembers } from "../../src/server/db/schema";
import { calendarFeed } from "../../src/server/calendar-feed/feed-ics";
import { listFeedVisits } from "../../src/server/calendar-feed/feed-visits";
import type { MailTransport } from "../../src/server/email/transport";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { callAdmin, seedAppointment, useAdminEnv } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";
import { teamMember } from "./fixtures";

// Thursday 2026-12-03, 6:00 AM in Phoenix.
const NOW = new Date("2026-12-03T13:00:00Z");
useFunctionDatabase({ now: NOW });
useAdminEnv();

const give = (id: string, estimatorId: string | null) =>
  callAdmin(`/api/admin/appointments/${id}`, { method: "PATCH", body: { estimatorId } });
const detail = async (id: string) => (await callAdmin(`/api/admin/appointments/${id}`)).json();

describe("PATCH /api/admin/appointments/{id} { estimatorId }", () => {
  it("gives the visit to a live estimator, office person or owner, names them in the detail and the history, and takes it back with null", async () => {
    const eva = await teamMember("estimator", "Eva Estimator");
    const omar = await teamMember("office", "Omar Office");
    const installer = await teamMember("installer", "Ian Installer");
    const visit = await seedAppointment({ appointmentDate: "2026-12-04" });

    const before = await detail(visit.id);
    expect(before).toMatchObject({ estimatorId: null, estimator: null });
    const names = before.estimators.map((person: { name: string }) => person.name);
    expect(names).toEqual(expect.arrayContaining(["Eva Estimator", "Omar Office"]));
    expect(names).not.toContain("Ian Installer");

    const given = await give(visit.id, eva.id);
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({ estimatorId: eva.id });
    expect(await give(visit.id, omar.id)).toHaveProperty("status", 200);
    expect(await detail(visit.id)).toMatchObject({ estimatorId: omar.id, estimator: { id: omar.id, name: "Omar Office", role: "office" } });
    const list = await (await callAdmin("/api/admin/appointments?from=2026-12-04&to=2026-12-04")).json();
    expect(list.items.find((item: { id: string }) => item.id === visit.id)).toMatchObject({
      estimatorId: omar.id,
      estimatorName: "Omar Office",
    });

    expect((await give(visit.id, null)).status).toBe(200);
    const after = await detail(visit.id);
    expect(after).toMatchObject({ estimatorId: null, estimator: null });
    expect(
      after.events
        .filter((event: { action: string }) => event.action === "estimator")
        .map((event: { from: string | null; to: string | null }) => [event.from, event.to]),
    ).toEqual([
      [null, "Eva Estimator"],
      ["Eva Estimator", "Omar Office"],
      ["Omar Office", null],
    ]);

    const refused = await give(visit.id, installer.id);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.estimatorId).toEqual([
      "Ian Installer is an installer: a visit goes to an estimator, the office or an owner",
    ]);
  });

  it("refuses a removed person, an unknown id and a wrong value (400), and answers 404 for no such visit", async () => {
    const gone = await teamMember("estimator", "Gone Estimator");
    await getDb().update(teamMembers).set({ removedAt: NOW }).where(eq(teamMembers.id, gone.id));
    const visit = await seedAppointment({ appointmentDate: "2026-12-04" });
    expect((await give(visit.id, gone.id)).status).toBe(400);
    expect((await give(visit.id, "00000000-0000-4000-8000-000000000000")).status).toBe(400);
    expect((await give(visit.id, "nobody")).status).toBe(400);
    expect((await callAdmin(`/api/admin/appointments/${visit.id}`, { method: "PATCH", body: { estimatorId: 7 } })).status).toBe(400);
    expect((await give("00000000-0000-4000-8000-000000000000", null)).status).toBe(404);
    const [row] = await getDb().select().from(appointments).where(eq(appointments.id, visit.id));
    expect(row!.estimatorId).toBeNull();
  });
});

const recording = (sent: OutgoingEmail[]): MailTransport => ({
  kind: "file",
  async send(message) {
    sent.push(message);
    return { messageId: "<test@example.com>" };
  },
});

describe("the estimator on the day sheet and the calendar", () => {
  it("sends the owners the whole day with each visit's estimator, and each estimator a sheet of their own visits only", async () => {
    const eva = await teamMember("estimator", "Eva Day");
    const omar = await teamMember("office", "Omar Day");
    const first = await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "8:00 AM", firstName: "First" });
    const second = await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", firstName: "Second" });
    const third = await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "2:00 PM", firstName: "Third" });
    await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "4:00 PM", firstName: "Nobodys" });
    for (const [visit, person] of [
      [first, eva],
      [second, omar],
      [third, eva],
    ] as const)
      expect((await give(visit.id, person.id)).status).toBe(200);

    const sent: OutgoingEmail[] = [];
    const report = await runDaySheet(getDb(), { now: NOW, transport: recording(sent), adminEmails: ["owner@example.com"] });
    expect(report).toMatchObject({ day: "2026-12-03", visits: 4, sent: 3 });
    const to = (email: string) => sent.find((message) => message.to === email)!;

    const whole = to("owner@example.com");
    for (const name of ["First", "Second", "Third", "Nobodys"]) expect(whole.text).toContain(`${name} Lopez`);
    expect(whole.text).toContain("Estimator: Eva Day");
    expect(whole.text).toContain("Estimator: nobody yet");

    const evas = to(eva.email);
    expect(evas.subject).toBe("Day sheet: 2 visits on Thursday, December 3, 2026");
    expect(evas.text).toContain("First Lopez");
    expect(evas.text).toContain("Third Lopez");
    expect(evas.text).not.toMatch(/Second|Nobodys/);
    const omars = to(omar.email);
    expect(omars.text).toContain("Second Lopez");
    expect(omars.text).not.toMatch(/First|Third|Nobodys/);

    const feed = calendarFeed(await listFeedVisits(getDb(), NOW), NOW);
    expect(feed).toContain("Estimate (Eva Day): First Lopez");
    expect(feed).toContain("SUMMARY:Estimate: Nobodys Lopez");
  });
});
