import { describe, expect, it } from "vitest";
import playwrightConfig from "../../playwright.config";

/**
 * Playwright's limits, read in a Node environment: imported under happy-dom, @playwright/test
 * tries to reach the DOM's page address (http://localhost:3000) and prints a crash into the run.
 */
describe("browser-test limits", () => {
  it("returns browser-test limits that only a hang reaches", () => {
    expect(playwrightConfig.timeout).toBeGreaterThanOrEqual(120_000);
    expect(playwrightConfig.expect?.timeout).toBeGreaterThanOrEqual(30_000);
    expect(
      playwrightConfig.webServer && !Array.isArray(playwrightConfig.webServer) && playwrightConfig.webServer.timeout,
    ).toBeGreaterThanOrEqual(600_000);
  });
});
