/**
 * The scheduled retry-deliveries function against a real database with a frozen clock: what
 * it leaves of emails sent more than a day ago (no working manage link stays stored).
 */
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import retryDeliveries from "../../netlify/functions/retry-deliveries.mts";
import { getDb } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema";
import { useFunctionDatabase } from "../helpers/function-env";

const NOW = new Date("2026-11-20T15:00:00.000Z");
const hoursAgo = (count: number) => new Date(NOW.getTime() - count * 3_600_000);

useFunctionDatabase({ now: NOW });

const row = (subject: string, sentAt: Date) => ({
  kind: "appointment-confirmation",
  to: "ana.lopez@example.com",
  subject,
  text: "Manage your visit: https://www.windowsanddoorsnearme.com/cancel/k3J9xQ2mVb7TzR8wLp4sNc6yHd1fGa5e",
  html: '<a href="https://www.windowsanddoorsnearme.com/cancel/k3J9xQ2mVb7TzR8wLp4sNc6yHd1fGa5e">Manage</a>',
  ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
  status: "sent",
  attempts: 1,
  sentAt,
  createdAt: sentAt,
  updatedAt: sentAt,
});

describe("retry-deliveries (scheduled)", () => {
  it("empties the bodies of emails sent more than 24 hours ago and keeps the newer ones", async () => {
    await getDb()
      .insert(emailOutbox)
      .values([row("old", hoursAgo(25)), row("recent", hoursAgo(23))]);
    const response = await retryDeliveries();
    expect(response.status).toBe(204);
    const rows = await getDb().select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.map(({ subject, to, status, sentAt, text, html, ics }) => ({ subject, to, status, sentAt, text, html, ics }))).toEqual([
      { subject: "old", to: "ana.lopez@example.com", status: "sent", sentAt: hoursAgo(25), text: "", html: null, ics: null },
      {
        subject: "recent",
        to: "ana.lopez@example.com",
        status: "sent",
        sentAt: hoursAgo(23),
        text: row("", NOW).text,
        html: row("", NOW).html,
        ics: row("", NOW).ics,
      },
    ]);
  });
});
