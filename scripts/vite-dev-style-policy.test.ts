import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../src/integrations/security-headers";
import { devPolicy } from "./vite-dev-style-policy.mjs";

describe("devPolicy", () => {
  it("returns the built policy with inline styles allowed and everything else unchanged", () => {
    const built = contentSecurityPolicy(["sha256-script"], ["sha256-style"]);
    const dev = devPolicy(built);
    expect(dev).toContain("style-src 'self' 'unsafe-inline';");
    expect(dev).not.toContain("sha256-style");
    expect(dev.replace(/style-src [^;]*/, "")).toBe(built.replace(/style-src [^;]*/, ""));
  });
});
