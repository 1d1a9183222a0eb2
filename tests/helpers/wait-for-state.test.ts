// @vitest-environment happy-dom
import { getConfig } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { STATE_TIMEOUT_MS } from "./wait-for-state";

/** Limits that a busy machine must never reach: only a hang should. */
describe("test limits", () => {
  it("returns Testing Library's wait as the generous state timeout, not its 1 s default", () => {
    expect(getConfig().asyncUtilTimeout).toBe(STATE_TIMEOUT_MS);
    expect(STATE_TIMEOUT_MS).toBeGreaterThanOrEqual(30_000);
  });

  it("returns a vitest test timeout above the state timeout, so the wait's own message is the one reported", () => {
    const testTimeout = (globalThis as { __vitest_worker__?: { config: { testTimeout: number } } }).__vitest_worker__?.config.testTimeout;
    expect(testTimeout).toBeGreaterThan(STATE_TIMEOUT_MS);
  });
});
