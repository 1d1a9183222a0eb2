/**
 * A second copy of the browser tests' site for a test that needs other settings than the first
 * (a site whose owner has not set the ROC licence number yet, a calendar with days off of its own):
 * the same built dist/, served by `npm start -- --no-build` on a port of its own with the first site's environment
 * (playwright.config.ts) and `changes` over it, its own in-memory database, and the same
 * stand-ins (mail, sign-in). The test starts it and stops it.
 */
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";
import config from "../playwright.config";

/** Its port: give each copy of the suite its own, as for E2E_PORT. */
export const SECOND_SITE_PORT = Number(process.env.E2E_SECOND_SITE_PORT ?? 4531);

/** The port of the booking calendar's own site (e2e/calendar-week.spec.ts), so it never waits for the other. */
export const CALENDAR_SITE_PORT = Number(process.env.E2E_CALENDAR_SITE_PORT ?? 4532);

/** The port of the site whose clock the lead-safe test moves (e2e/lead-safe.spec.ts), so it never meets another second site. */
export const CLOCK_SITE_PORT = Number(process.env.E2E_CLOCK_SITE_PORT ?? 4533);

/** The port of the site whose clock the crew's phone test moves (e2e/crew.spec.ts): it may run beside the lead-safe test. */
export const CREW_SITE_PORT = Number(process.env.E2E_CREW_SITE_PORT ?? 4534);

/** A running second site. */
export interface SecondSite {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the second site (on `port`) with `changes` to the first one's environment; resolves once its functions answer. */
export async function startSecondSite(changes: Record<string, string>, port = SECOND_SITE_PORT): Promise<SecondSite> {
  const url = `http://127.0.0.1:${port}`;
  const first = (config.webServer as { env: Record<string, string> }).env;
  // Its own process group, so stopping it ends the relaunch start.mjs makes of itself too.
  const server = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: { ...process.env, ...first, PORT: String(port), SITE_URL: url, ...changes },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (chunk: Buffer) => (output = `${output}${chunk}`.slice(-4000)));
  const exited = new Promise<number | null>((resolve) => server.once("exit", resolve));
  const answers = async () => (await fetch(`${url}/api/health`).catch(() => null))?.status ?? 0;
  // Waits for the site to answer (a build's migrations and functions take a while on a busy machine), or to stop.
  await expect
    .poll(async () => (server.exitCode === null ? answers() : -1), { message: `the second site on ${url} answers`, timeout: 600_000 })
    .not.toBe(0);
  if (server.exitCode !== null) throw new Error(`The second site stopped (exit ${server.exitCode}): ${output}`);
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      process.kill(-server.pid!, "SIGTERM");
      await exited;
    },
  };
}
