/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

/** Unit and integration tests, with Astro's Vite setup (aliases, JSX). Browser flows are in e2e/. */
export default getViteConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own embedded database; two workers suit the two cores.
    maxWorkers: 2,
  },
});
