/**
 * The scheduled rebuild that takes expired incentives off the site: the function POSTs to the
 * build hook from NETLIFY_BUILD_HOOK_URL (a local stand-in here), does nothing without one, and
 * never logs the hook's URL.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dailyRebuild, { config } from "../../netlify/functions/daily-rebuild.mts";
import { REBUILD_TITLE } from "../../src/server/deploy/rebuild";
import { resetServerEnv } from "../../src/server/env";
import { startBuildHookStandIn } from "../helpers/build-hook-stand-in";

const logged = () => [console.log, console.warn, console.error].flatMap((spy) => vi.mocked(spy).mock.calls.flat().map(String));

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  resetServerEnv();
});

describe("daily-rebuild", () => {
  it("runs every day just after midnight in Phoenix", () => {
    expect(config.schedule).toBe("5 7 * * *");
  });

  it("POSTs an empty JSON body to the build hook with a deploy title, and logs no URL", async () => {
    const hook = await startBuildHookStandIn();
    try {
      vi.stubEnv("NETLIFY_BUILD_HOOK_URL", hook.hookUrl);
      resetServerEnv();
      expect((await dailyRebuild()).status).toBe(204);
      expect(hook.received).toHaveLength(1);
      const [request] = hook.received;
      expect(request?.method).toBe("POST");
      expect(request?.body).toBe("{}");
      const url = new URL(request!.url, hook.url);
      expect(url.pathname).toBe("/build_hooks/test-hook");
      expect(url.searchParams.get("trigger_title")).toBe(REBUILD_TITLE);
      expect(logged().join("\n")).not.toContain("test-hook");
    } finally {
      await hook.close();
    }
  });

  it("reports a refused hook without its URL", async () => {
    const hook = await startBuildHookStandIn({ status: 404 });
    try {
      vi.stubEnv("NETLIFY_BUILD_HOOK_URL", hook.hookUrl);
      resetServerEnv();
      expect((await dailyRebuild()).status).toBe(204);
      expect(console.error).toHaveBeenCalledWith("Rebuild: the build hook answered 404.");
      expect(logged().join("\n")).not.toContain("test-hook");
    } finally {
      await hook.close();
    }
  });

  it("does nothing but warn when no hook is configured", async () => {
    vi.stubEnv("NETLIFY_BUILD_HOOK_URL", "");
    resetServerEnv();
    expect((await dailyRebuild()).status).toBe(204);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("NETLIFY_BUILD_HOOK_URL is not set"));
  });
});
