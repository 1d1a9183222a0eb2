/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

/** Unit and integration tests, with Astro's Vite setup (aliases, JSX). Browser flows are in e2e/. */
export default getViteConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Tests wait for states, not for a speed (tests/helpers/wait-for-state.ts): these limits only
    // end a test that hangs, so a busy machine (CI sharing its cores, a build beside the tests)
    // never fails a test that would pass, only slows it.
    setupFiles: ["tests/helpers/wait-for-state.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // Each file opens its own embedded database; two workers suit the two cores. Each file
    // still runs alone in a fresh worker, but a thread starts faster than a process: the
    // suite took 351 s in threads against 430 s in forks, measured back to back here.
    pool: "threads",
    maxWorkers: 2,
  },
});
