import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduledJobs, startScheduledJobs, startSchedulerUnlessOff } from "./scheduled-jobs.mjs";

/** A log that keeps its lines. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      log: (line: string) => lines.push(`log ${line}`),
      warn: (line: string) => lines.push(`warn ${line}`),
      error: (line: string) => lines.push(`error ${line}`),
    },
  };
}

/** A job whose runs the test ends by hand: each call waits until `finish()` is called. */
function heldJob(name: string, schedule: string) {
  const requests: Request[] = [];
  const waiting: (() => void)[] = [];
  return {
    job: {
      name,
      schedule,
      handler: async (request: Request) => {
        requests.push(request);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return new Response(null, { status: 204 });
      },
    },
    requests,
    finish: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

// 16:59:30 UTC: the next "*/10 * * * *" is 17:00:00, the one after 17:10:00.
const NOW = new Date("2026-12-01T16:59:30Z");
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ["Date", "setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduledJobs", () => {
  it("returns the functions that have a schedule, by their file's name, and none that serve a path", () => {
    const handler = async () => new Response(null);
    const jobs = scheduledJobs([
      { name: "retry-deliveries", module: { default: handler, config: { schedule: "*/10 * * * *" } } },
      { name: "appointments", module: { default: handler, config: { path: "/api/appointments" } } },
    ]);
    expect(jobs).toEqual([{ name: "retry-deliveries", schedule: "*/10 * * * *", handler }]);
  });
});

describe("startScheduledJobs", () => {
  it("runs a job at its cron's time in UTC, as Netlify calls it (a POST with next_run), and logs the outcome", async () => {
    const { log, lines } = recordingLog();
    const held = heldJob("retry-deliveries", "*/10 * * * *");
    const runner = startScheduledJobs([held.job], { log });
    try {
      await vi.advanceTimersByTimeAsync(29_000);
      expect(held.requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(held.requests).toHaveLength(1);
      expect(held.requests[0]!.method).toBe("POST");
      expect(await held.requests[0]!.json()).toEqual({ next_run: "2026-12-01T17:10:00.000Z" });
      held.finish();
      await vi.waitFor(() =>
        expect(lines).toEqual([expect.stringMatching(/^log Scheduled job retry-deliveries: done \(204\) in \d+ ms\.$/)]),
      );
    } finally {
      runner.stop();
    }
  });

  it("never runs a job twice at once: a time that comes while it still runs is skipped, and logged", async () => {
    const { log, lines } = recordingLog();
    const held = heldJob("send-reminders", "*/10 * * * *");
    const runner = startScheduledJobs([held.job], { log });
    try {
      await vi.advanceTimersByTimeAsync(30_000);
      expect(held.requests).toHaveLength(1);
      // 17:10 and 17:20 come while the 17:00 run still runs.
      await vi.advanceTimersByTimeAsync(20 * 60_000);
      expect(held.requests).toHaveLength(1);
      expect(lines.filter((line) => line.startsWith("warn "))).toEqual([
        expect.stringMatching(
          /^warn Scheduled job send-reminders: still running since 2026-12-01T17:00:00\.\d{3}Z; the run of 2026-12-01T17:10:00\.\d{3}Z is skipped\.$/,
        ),
        expect.stringMatching(/the run of 2026-12-01T17:20:00\.\d{3}Z is skipped\.$/),
      ]);
      held.finish();
      // Nothing is run late for the times skipped; the next time runs as usual.
      await vi.advanceTimersByTimeAsync(9 * 60_000);
      expect(held.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(held.requests).toHaveLength(2);
      held.finish();
    } finally {
      runner.stop();
    }
  });

  it("logs a job that throws or answers an error, and runs it again at its next time", async () => {
    const { log, lines } = recordingLog();
    let calls = 0;
    const runner = startScheduledJobs(
      [
        {
          name: "send-day-sheet",
          schedule: "*/10 * * * *",
          handler: async () => (++calls === 1 ? Promise.reject(new TypeError("boom")) : new Response(null, { status: 500 })),
        },
      ],
      { log },
    );
    try {
      await vi.advanceTimersByTimeAsync(30_000 + 10 * 60_000);
      expect(calls).toBe(2);
      expect(lines).toEqual([
        expect.stringMatching(/^error Scheduled job send-day-sheet: failed after \d+ ms: TypeError: boom/),
        expect.stringMatching(/^error Scheduled job send-day-sheet: answered 500 after \d+ ms\.$/),
      ]);
    } finally {
      runner.stop();
    }
  });
});

describe("startSchedulerUnlessOff", () => {
  const modules = [
    {
      name: "retry-deliveries",
      module: { default: async () => new Response(null, { status: 204 }), config: { schedule: "*/10 * * * *" } },
    },
  ];

  it("starts nothing with SCHEDULED_JOBS=off", async () => {
    expect(startSchedulerUnlessOff(modules, { SCHEDULED_JOBS: "off" })).toBeNull();
  });

  it("starts every scheduled function otherwise", () => {
    const runner = startSchedulerUnlessOff(modules, {});
    try {
      expect(runner?.names).toEqual(["retry-deliveries"]);
    } finally {
      runner?.stop();
    }
  });
});
