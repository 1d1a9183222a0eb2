/**
 * What a visitor reads when libheif itself misbehaves: never a 500. The worker's work is run
 * here in this thread with a decoder that fails as told (no real HEIC makes it fail on demand),
 * and processPhoto with a decodeHeic that ends as such a worker would.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { photoMessages } from "../../src/i18n/photos";
import { HttpError } from "../../src/server/http/errors";
import { answerJob, HeicDecodeError, HeicDecoderUnavailableError } from "../../src/server/photos/decode-heic";
import { processPhoto } from "../../src/server/photos/process-photo";
import { heicFixture } from "./images";

/** How the stand-in decodeHeic ends. */
const outcome = vi.hoisted(() => ({ error: undefined as Error | undefined }));

vi.mock("../../src/server/photos/decode-heic", async (original) => {
  const real = await original<typeof import("../../src/server/photos/decode-heic")>();
  return { ...real, decodeHeic: async () => Promise.reject(outcome.error) };
});

afterEach(() => vi.restoreAllMocks());

const job = { input: heicFixture("photo"), maxPixels: 25_000_000, maxEdge: 2048 };

describe("the HEIC worker's work", () => {
  it("answers 'unavailable' when the decoder does not load", async () => {
    const answer = await answerJob(job, () => Promise.reject(new Error("wasm instantiation failed")));
    expect(answer).toEqual({ ok: false, error: "unavailable", message: "Error: wasm instantiation failed" });
  });

  it("answers 'decode' for an unexpected error from the decoder", async () => {
    for (const thrown of [
      new TypeError("Cannot read properties of undefined (reading 'value')"),
      new RangeError("WebAssembly.Memory.grow(): Maximum memory size exceeded"),
    ]) {
      const broken = {
        heif_context_alloc: () => {
          throw thrown;
        },
        heif_context_free: () => {},
      };
      const answer = await answerJob(job, async () => broken as never);
      expect(answer).toMatchObject({ ok: false, error: "decode" });
    }
  });
});

describe("processPhoto when the HEIC decoder fails", () => {
  const process = () =>
    processPhoto(heicFixture("photo"), "heic", { maxPixels: 52_000_000, messages: photoMessages.en }).then(
      () => undefined,
      (error: unknown) => error,
    );

  it("returns a 415 that asks for a JPEG, and logs, when the decoder does not load", async () => {
    outcome.error = new HeicDecoderUnavailableError("Error: wasm instantiation failed");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await process();
    expect((error as HttpError).status).toBe(415);
    expect((error as HttpError).message).toBe(photoMessages.en.heicUnsupported);
    expect(logged.mock.calls.join(" ")).toContain("wasm instantiation failed");
  });

  it("returns a 400 'could not be read' when the decoder failed on the file", async () => {
    outcome.error = new HeicDecodeError("RangeError: WebAssembly.Memory.grow(): Maximum memory size exceeded");
    const error = await process();
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).message).toBe(photoMessages.en.corrupt);
  });
});
