import { describe, expect, it } from "vitest";
import { getDb } from "../../src/server/db/client";
import type { OutgoingEmail } from "../../src/server/db/emails/messages";
import type { MailTransport } from "../../src/server/email/transport";
import { runDaySheet } from "../../src/server/reminders/run-day-sheet";
import { seedAppointment } from "../admin/fixtures";
import { useFunctionDatabase } from "../helpers/function-env";

// Thursday 2026-12-03, 6:00 AM in Phoenix.
const NOW = new Date("2026-12-03T13:00:00Z");
useFunctionDatabase({ now: NOW });
const ADMINS = ["owner@example.com", "crew@example.com"];

const recording = (sent: OutgoingEmail[]): MailTransport => ({
  kind: "file",
  async send(message) {
    sent.push(message);
    return { messageId: "<test@example.com>" };
  },
});
const run = (sent: OutgoingEmail[], now = NOW) => runDaySheet(getDb(), { now, transport: recording(sent), adminEmails: ADMINS });

describe("the morning day sheet", () => {
  it("sends nothing on a day without visits", async () => {
    const sent: OutgoingEmail[] = [];
    expect(await run(sent)).toEqual({ day: null, visits: 0, installs: 0, sent: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it("emails the admins the day's visits in order, with phones, addresses and map links, once", async () => {
    await seedAppointment({
      appointmentDate: "2026-12-03",
      appointmentTime: "2:00 PM",
      firstName: "Second",
      phone: "(602) 555-0102",
      address: "2 W Ray Rd",
    });
    await seedAppointment({
      appointmentDate: "2026-12-03",
      appointmentTime: "8:00 AM",
      firstName: "First",
      phone: "(480) 555-0101",
      status: "confirmed",
      adminNotes: "Dog in yard",
    });
    await seedAppointment({ appointmentDate: "2026-12-03", appointmentTime: "10:00 AM", firstName: "Gone", status: "cancelled" });
    await seedAppointment({ appointmentDate: "2026-12-04", appointmentTime: "8:00 AM", firstName: "Tomorrow" });

    const sent: OutgoingEmail[] = [];
    const reports = await Promise.all([run(sent), run(sent), run(sent, new Date("2026-12-03T14:00:00Z"))]);
    expect(reports.filter((report) => report.day === "2026-12-03")).toEqual([
      { day: "2026-12-03", visits: 2, installs: 0, sent: 1, failed: 0 },
    ]);
    expect(sent).toHaveLength(1);
    const [sheet] = sent;
    expect(sheet!.to).toBe("owner@example.com, crew@example.com");
    expect(sheet!.subject).toBe("Day sheet: 2 visits on Thursday, December 3, 2026");
    expect(sheet!.text.indexOf("First Lopez")).toBeLessThan(sheet!.text.indexOf("Second Lopez"));
    expect(sheet!.text).not.toMatch(/Gone|Tomorrow/);
    for (const expected of [
      "8:00 AM to 10:00 AM (Arizona time): First Lopez (confirmed)",
      "Phone: (480) 555-0101",
      "Address: 2 W Ray Rd, Gilbert, AZ 85233",
      "Map: https://www.google.com/maps/search/?api=1&query=2%20W%20Ray%20Rd%2C%20Gilbert%2C%20AZ%2085233",
      "Notes: Dog in yard",
    ]) {
      expect(sheet!.text).toContain(expected);
    }
    expect(sheet!.html).toContain('href="tel:4805550101"');
  });

  it("sends nothing before 6 AM or on a closed day", async () => {
    await seedAppointment({ appointmentDate: "2026-12-05", appointmentTime: "8:00 AM" });
    const sent: OutgoingEmail[] = [];
    await run(sent, new Date("2026-12-05T12:00:00Z"));
    await run(sent, new Date("2026-12-06T13:00:00Z"));
    expect(sent).toEqual([]);
  });
});
