/// <reference types="vitest/config" />
import { existsSync } from "node:fs";
import { getViteConfig } from "astro/config";

/**
 * With PostgreSQL 15 on the machine, every test database lives on one server that the global setup
 * starts (tests/helpers/postgres-cluster.ts), and files run in threads. Without it, each file opens
 * a PGlite of its own, and then each file runs in a process of its own: several PGlite instances
 * opened and closed by threads of one process crashed Node 24's V8 (docs/testing.md#databases).
 */
const realPostgres = existsSync("/usr/lib/postgresql/15/bin/initdb");

/** Unit and integration tests, with Astro's Vite setup (aliases, JSX). Browser flows are in e2e/. */
export default getViteConfig({
  test: {
    environment: "node",
    // Tests wait for states, not for a speed (tests/helpers/wait-for-state.ts): these limits only
    // end a test that hangs, so a busy machine (CI sharing its cores, a build beside the tests)
    // never fails a test that would pass, only slows it.
    setupFiles: ["tests/helpers/wait-for-state.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["tests/local/**"],
          globalSetup: ["tests/helpers/postgres-cluster.ts"],
          pool: realPostgres ? "threads" : "forks",
        },
      },
      {
        // The embedded database of `npm start` itself (PGlite in a worker thread): a process per file.
        extends: true,
        test: { name: "embedded", include: ["tests/local/**/*.test.ts"], pool: "forks" },
      },
    ],
  },
});
