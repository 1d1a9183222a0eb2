/**
 * What a visitor reads when libheif itself misbehaves: never a 500. The decoder module is
 * replaced here by one that fails as told, as no real HEIC makes it fail on demand.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { photoMessages } from "../../src/i18n/photos";
import { HttpError } from "../../src/server/http/errors";
import { processPhoto } from "../../src/server/photos/process-photo";
import { heicFixture } from "./images";

/** How the stand-in decoder fails: its module does not load, or its first call throws. */
const fault = vi.hoisted(() => ({ load: false, call: undefined as Error | undefined }));

vi.mock("libheif-js/libheif-wasm/libheif-bundle.mjs", () => ({
  default: async () => {
    if (fault.load) throw new Error("wasm instantiation failed");
    return {
      heif_context_alloc: () => {
        throw fault.call;
      },
      heif_context_free: () => {},
    };
  },
}));

afterEach(() => {
  fault.load = false;
  fault.call = undefined;
  vi.restoreAllMocks();
});

const process = () => processPhoto(heicFixture("photo"), "heic", { maxPixels: 100_000_000, messages: photoMessages.en }).then(
  () => undefined,
  (error: unknown) => error,
);

describe("processPhoto when the HEIC decoder fails", () => {
  // First: a decoder that loaded once stays loaded for the process.
  it("returns a 415 that asks for a JPEG, and logs, when the decoder does not load", async () => {
    fault.load = true;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await process();
    expect((error as HttpError).status).toBe(415);
    expect((error as HttpError).message).toBe(photoMessages.en.heicUnsupported);
    expect(logged.mock.calls.join(" ")).toContain("wasm instantiation failed");
  });

  it("returns a 400 'could not be read' for an unexpected error from the decoder", async () => {
    for (const thrown of [new TypeError("Cannot read properties of undefined (reading 'value')"), new RangeError("WebAssembly.Memory.grow(): Maximum memory size exceeded")]) {
      fault.call = thrown;
      const error = await process();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toBe(photoMessages.en.corrupt);
    }
  });
});
