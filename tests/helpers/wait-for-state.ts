import { afterEach } from "vitest";

/**
 * Setup for every test file (vitest.config.ts `setupFiles`): tests wait for a state, never for
 * a speed. Testing Library's `findBy*` and `waitFor` give up after 1 s by default, which a busy
 * machine can pass before React has rendered; waiting longer costs nothing when the state comes,
 * so they wait up to STATE_TIMEOUT_MS, which only a state that never comes reaches.
 */

/** How long `findBy*` and `waitFor` wait for a state: well under vitest's testTimeout, so their own message (with the DOM) is the one reported. */
export const STATE_TIMEOUT_MS = 60_000;

// Only files in a DOM environment (happy-dom) use Testing Library; the rest skip loading it.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: STATE_TIMEOUT_MS });
  // A render committed outside act (a fetch that resolved as the test ended) leaves React's
  // passive effects queued on the Scheduler, which runs them from setImmediate. On a busy
  // machine the file's DOM can be torn down first, and React then reads `window` that is gone
  // (an unhandled error that fails the run). Registered first, this hook runs after each file's
  // own cleanup: it lets every queued task run while the DOM is still there.
  afterEach(drainScheduledWork);
}

/** Waits until the macrotasks queued so far (and those they queue in turn, a few deep) have run. */
async function drainScheduledWork(): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
