import { describe, expect, it } from "vitest";
import { usesDeployStore } from "./photo-store";

describe("usesDeployStore", () => {
  it("returns false in production: photos outlive deploys in the site-wide store", () => expect(usesDeployStore("production", "abc123")).toBe(false));
  it("returns true in a deploy preview and a branch deploy, so they never touch production's photos", () => {
    expect(usesDeployStore("deploy-preview", "abc123")).toBe(true);
    expect(usesDeployStore("branch-deploy", "abc123")).toBe(true);
  });
  it("returns false on a local run (no context, no deploy)", () => expect(usesDeployStore(undefined, undefined)).toBe(false));
});
