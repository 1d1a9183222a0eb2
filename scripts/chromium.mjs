/**
 * The browser every local run drives (Playwright's tests, the bench, the screenshots): Debian's
 * Chromium where the machine has it (browsers cannot be downloaded here), and the flags that keep
 * it from reaching the network or doing background work that would disturb a measurement.
 */
import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** Debian's Chromium, or undefined for the launcher's own browser. */
export const chromiumPath = existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;

/** No sandbox (containers run as root), no GPU, no QUIC, and none of Chrome's background requests. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
