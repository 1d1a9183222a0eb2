import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "@/schemas/activity";
import { activityRow, activityText } from "./activity-view";

const entry = (action: string, detail: Record<string, unknown>): ActivityEntry => ({
  id: 1,
  at: "2026-12-01T17:30:00.000Z",
  actorEmail: "maria@example.com",
  actorName: null,
  personId: null,
  action,
  jobId: null,
  subjectId: null,
  detail,
});

describe("activityText", () => {
  it.each([
    ["job.install-booked", { dates: ["2026-12-08", "2026-12-09"] }, "Booked the install: Dec 8, Dec 9"],
    ["job.install-moved", { dates: ["2026-12-10"], previousDates: ["2026-12-08"] }, "Moved the install from Dec 8 to Dec 10"],
    ["job.install-unbooked", { previousDates: ["2026-12-08"] }, "Took the install days back: Dec 8"],
    [
      "quote.override",
      { overrides: [{ option: "Grids", openingId: "o1", bookCents: 9_500, cents: 12_000, reason: "Custom pattern" }] },
      "Overrode the price book on a quote: Grids $120.00 (book $95.00), Custom pattern",
    ],
    ["team.add", { email: "eva@example.com", name: "Eva", role: "estimator" }, "Added Eva (eva@example.com) to the team as estimator"],
    [
      "team.change",
      { email: "eva@example.com", name: "Eva Ruiz", role: { from: "owner", to: "office" }, renamed: { from: "Eva", to: "Eva Ruiz" } },
      "Changed Eva Ruiz (eva@example.com): role owner → office, name Eva → Eva Ruiz",
    ],
    [
      "team.remove",
      { email: "eva@example.com", name: "Eva", role: "installer" },
      "Removed Eva (eva@example.com), installer, from the team",
    ],
  ])("says %s in words, not its detail's JSON", (action, detail, words) => {
    expect(activityText(entry(action, detail))).toBe(words);
  });

  it("writes when in Phoenix time and who by their address when no name was known", () => {
    expect(activityRow(entry("team.add", { email: "eva@example.com", name: "Eva", role: "office" }))).toMatchObject({
      when: "Dec 1, 2026, 10:30 AM",
      who: "maria@example.com",
    });
  });
});
