/**
 * The scheduled functions under `npm start`: each netlify/functions/*.mts whose `config.schedule`
 * names a cron runs on it, in this process, as Netlify's scheduler runs it when deployed (a POST
 * with `{ next_run }`, times in UTC). Email and text retries, reminders, the day sheet, review
 * requests, quote follow-ups, the photo sweep and the deposit refunds then happen on the embedded
 * site too, so an email whose first send failed goes out by itself and health recovers.
 *
 * One runner, croner's (one cron per job, in this one process): a run still going when its next
 * time comes makes that time skipped and logged, never doubled. Each run is logged with its outcome.
 * SCHEDULED_JOBS=off leaves them all off, for tests that drive the jobs by hand (the browser
 * tests, `npm run reminders` and friends are unaffected: they call one job once).
 */
import { Cron } from "croner";
import { describeError } from "../src/server/log-safe.ts";

/**
 * @typedef {{ name: string, schedule: string, handler: (request: Request) => Promise<Response> }} ScheduledJob
 * @typedef {{ log: (line: string) => void, warn: (line: string) => void, error: (line: string) => void }} JobLog
 */

/**
 * The scheduled functions among the loaded function modules (scripts/local-functions.mjs).
 * @param {{ name: string, module: { default: (request: Request) => Promise<Response>, config?: { path?: string | string[], schedule?: string } } }[]} modules
 * @returns {ScheduledJob[]}
 */
export function scheduledJobs(modules) {
  return modules
    .filter(({ module }) => typeof module.config?.schedule === "string")
    .map(({ name, module }) => ({ name, schedule: module.config.schedule, handler: module.default }));
}

/**
 * Starts each job on its cron (UTC, as Netlify reads it); answers how to stop them all.
 * @param {ScheduledJob[]} jobs
 * @param {{ log?: JobLog }} [options]
 * @returns {{ names: string[], stop: () => void }}
 */
export function startScheduledJobs(jobs, { log = console } = {}) {
  const crons = jobs.map((job) => {
    /** When the run still going started; null while none runs. */
    let runningSince = null;
    return new Cron(job.schedule, { name: `scheduled:${job.name}`, timezone: "UTC" }, (cron) => {
      // A run still going when the next time comes: that time is skipped (and said so once), never run twice at once.
      // (croner's own `protect` would hold the missed time and run it late, logging every 30 s meanwhile.)
      if (runningSince)
        return log.warn(
          `Scheduled job ${job.name}: still running since ${runningSince.toISOString()}; the run of ${new Date().toISOString()} is skipped.`,
        );
      runningSince = new Date();
      return runJob(job, cron.nextRun(), log).finally(() => {
        runningSince = null;
      });
    });
  });
  return { names: jobs.map((job) => job.name), stop: () => crons.forEach((cron) => cron.stop()) };
}

/**
 * Runs one job as Netlify's scheduler calls it, and logs the outcome; never throws (the next
 * time runs it again).
 * @param {ScheduledJob} job
 * @param {Date | null} nextRun
 * @param {JobLog} log
 */
async function runJob(job, nextRun, log) {
  const started = performance.now();
  try {
    const request = new Request(`http://localhost/.netlify/functions/${job.name}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ next_run: nextRun?.toISOString() ?? null }),
    });
    const response = await job.handler(request);
    const took = Math.round(performance.now() - started);
    if (response.ok) log.log(`Scheduled job ${job.name}: done (${response.status}) in ${took} ms.`);
    else log.error(`Scheduled job ${job.name}: answered ${response.status} after ${took} ms.`);
  } catch (error) {
    log.error(`Scheduled job ${job.name}: failed after ${Math.round(performance.now() - started)} ms: ${describeError(error)}`);
  }
}

/**
 * What `npm start` does: every scheduled function on its cron, unless SCHEDULED_JOBS=off.
 * @param {Parameters<typeof scheduledJobs>[0]} modules
 * @param {Record<string, string | undefined>} env
 * @param {{ log?: JobLog }} [options]
 * @returns {{ names: string[], stop: () => void } | null} null when switched off
 */
export function startSchedulerUnlessOff(modules, env, options = {}) {
  if (env.SCHEDULED_JOBS === "off") return null;
  return startScheduledJobs(scheduledJobs(modules), options);
}
