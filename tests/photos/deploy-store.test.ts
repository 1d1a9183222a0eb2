/**
 * Which Blobs store an upload lands in, as Netlify runs the function: the request's own deploy
 * context (`Netlify.context`, which Netlify's runtime sets for every request) decides, with no
 * CONTEXT or DEPLOY_ID in the environment, as a deployed function has none.
 */
import { getDeployStore, getStore } from "@netlify/blobs";
import { afterEach, describe, expect, it, vi } from "vitest";
import healthHandler from "../../netlify/functions/health.mts";
import { adminHealthRequest } from "../helpers/session";
import photosHandler from "../../netlify/functions/photos.mts";
import { PHOTO_STORE_NAME, photoKeys } from "../../src/server/photos/photo-store";
import { useFunctionDatabase } from "../helpers/function-env";
import { useLocalPhotoStore } from "../helpers/photo-store";
import { jpeg, photoRequest } from "./images";

useFunctionDatabase();
useLocalPhotoStore();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs as Netlify would run a request of a deploy in `context`. */
const asDeploy = (context: string) =>
  vi.stubGlobal("Netlify", { context: { deploy: { context, id: "local", published: context === "production" } } });

/** Uploads a photo and answers whether its image is in the site-wide store and in this deploy's own. */
async function uploadAndLocate(): Promise<{ site: boolean; deploy: boolean }> {
  const response = await photosHandler(photoRequest(await jpeg(60, 40)), { ip: "203.0.113.90" });
  expect(response.status).toBe(201);
  const key = photoKeys((await response.json()).id).full;
  const site = await getStore({ name: PHOTO_STORE_NAME, consistency: "strong" }).get(key);
  const deploy = await getDeployStore({ name: PHOTO_STORE_NAME, consistency: "strong" }).get(key);
  return { site: site !== null, deploy: deploy !== null };
}
const healthScope = async () => (await (await healthHandler(await adminHealthRequest())).json()).photos.scope;

describe("the photo store a deploy writes to", () => {
  it("returns the deploy's own store for a deploy preview and a branch deploy, never production's", async () => {
    vi.stubEnv("DEPLOY_ID", "");
    vi.stubEnv("CONTEXT", "");
    for (const context of ["deploy-preview", "branch-deploy"]) {
      asDeploy(context);
      expect(await uploadAndLocate()).toEqual({ site: false, deploy: true });
      expect(await healthScope()).toBe("deploy");
    }
  });

  it("returns the site-wide store in production", async () => {
    asDeploy("production");
    expect(await uploadAndLocate()).toEqual({ site: true, deploy: false });
    expect(await healthScope()).toBe("site");
  });

  it("returns the site-wide store of the local Blobs server on a local run (no Netlify context)", async () => {
    expect(await uploadAndLocate()).toEqual({ site: true, deploy: false });
  });
});
