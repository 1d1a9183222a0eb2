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
}
