import { describe, expect, it } from "vitest";
import { photoStoreScope } from "./photo-store";

describe("photoStoreScope", () => {
  it("returns site in production: photos outlive deploys in the site-wide store", () =>
    expect(photoStoreScope({ context: "production", onNetlify: true })).toBe("site"));
  it("returns deploy in every other context, so none touches production's photos", () => {
    for (const context of ["deploy-preview", "branch-deploy", "dev", "staging"])
      expect(photoStoreScope({ context, onNetlify: true })).toBe("deploy");
  });
  it("returns deploy on Netlify when the request names no context: never a guess of production", () =>
    expect(photoStoreScope({ context: undefined, onNetlify: true })).toBe("deploy"));
  it("returns site on a local run that names no context (its own local Blobs server)", () =>
    expect(photoStoreScope({ context: undefined, onNetlify: false })).toBe("site"));
  it("returns deploy on a local run told it is a preview (CONTEXT)", () =>
    expect(photoStoreScope({ context: "deploy-preview", onNetlify: false })).toBe("deploy"));
});
