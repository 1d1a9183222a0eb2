/**
 * HEIC/HEIF (iPhone photos) to plain pixels, for the browsers that cannot convert them
 * (Chrome, Firefox, Edge). sharp's prebuilt libvips reads the HEIF container but carries no
 * HEVC decoder, so libheif itself does it here: libheif-js, libheif and libde265 compiled to
 * WebAssembly. process-photo.ts then treats the pixels like any other photo.
 *
 * Each HEIC is decoded in a worker thread of its own that ends with it. WebAssembly memory
 * only ever grows, and a 24 MP photo grows libheif's to some 200 MB: in a module kept for the
 * process, that memory would be held until the instance dies. Ended with its worker, it is
 * returned at once. The worker shrinks the picture to the stored size before handing it
 * back, so only a few megabytes cross to the main thread.
 *
 * The worker runs this same file (the function's bundle, once deployed): it has no import but
 * Node's own and packages, so Node can also run it as it is. The decoder (2 MB of JavaScript
 * with the WebAssembly inlined) is imported by the worker only: scripts/bundle-functions.mjs
 * keeps it a package import, which Netlify's packer ships beside the bundle.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { MainModule } from "libheif-js/libheif-wasm/libheif";

/** Decoded pixels: RGB, 8 bits a channel, row after row, already turned upright and shrunk to fit. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The primary image claims more pixels than allowed: read from its `ispe` header, nothing decoded. */
export class HeicPixelLimitError extends Error {}
/** A HEIF this build of libheif has no decoder for (AV1, VVC, JPEG 2000 … inside HEIF). */
export class HeicUnsupportedError extends Error {}
/** Not a readable HEIF: damaged, cut off, a container with no image, or anything else the decoder failed on. */
export class HeicDecodeError extends Error {}
/** The decoder itself could not be loaded: the server's fault, not the photo's. */
export class HeicDecoderUnavailableError extends Error {}

/** What the main thread asks of a worker. */
export interface DecodeJob {
  input: Uint8Array;
  /** Most pixels the primary image may claim. */
  maxPixels: number;
  /** Longest edge of the pixels handed back (never enlarged). */
  maxEdge: number;
}

/** What a worker answers: the pixels, or the name and message of the error it ended with. */
export type DecodeAnswer =
  { ok: true; image: RgbImage } | { ok: false; error: "pixels" | "unsupported" | "decode" | "unavailable"; message: string };

/** Marks the worker's data, so that this file, run as a worker, knows to decode. */
const WORKER_MARK = "wdnm-heic-decoder";

/** Longest a decode may take before its worker is ended and the photo refused as unreadable. */
const DECODE_TIMEOUT_MS = 60_000;

/**
 * Decodes the primary image of `input` (a HEIF file may hold several, and thumbnails) with its
 * `irot`/`imir`/`clap` transforms applied, shrunk to at most `maxEdge` px on its long edge, in
 * a worker that ends with it. Its size is checked against `maxPixels` from the header before
 * any pixel is decoded. No metadata comes along: EXIF and XMP are separate items that are never read.
 * The caller must have loaded sharp in the main thread first: on glibc, a native library first
 * loaded by a worker is unloaded with it while its threads may still run.
 */
export async function decodeHeic(input: Uint8Array, maxPixels: number, maxEdge: number): Promise<RgbImage> {
  const answer = await inWorker({ input, maxPixels, maxEdge });
  if (answer.ok) return answer.image;
  const errors = {
    pixels: HeicPixelLimitError,
    unsupported: HeicUnsupportedError,
    decode: HeicDecodeError,
    unavailable: HeicDecoderUnavailableError,
  };
  throw new errors[answer.error](answer.message);
}

/** Runs one job in a new worker and ends it; a worker that fails or hangs answers "decode". */
function inWorker(job: DecodeJob): Promise<DecodeAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    // The JavaScript heap needs little; the WebAssembly memory is outside this limit and bounded by maxPixels.
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { [WORKER_MARK]: job },
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    const settle = (answer: DecodeAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ ok: false, error: "decode", message: "the decoder took too long" }), DECODE_TIMEOUT_MS);
    worker.once("message", settle);
    worker.once("error", (error) => settle({ ok: false, error: "decode", message: describe(error) }));
    worker.once("exit", (code) => settle({ ok: false, error: "decode", message: `the decoder stopped (exit code ${code})` }));
  });
}

/** libheif, instantiated: in a worker, once for its one job. */
const loadLibheif = (): Promise<MainModule> => import("libheif-js/libheif-wasm/libheif-bundle.mjs").then((module) => module.default());

/**
 * The worker's work: load libheif (`load`; tests hand in one that fails), decode, shrink; every
 * failure named, never thrown. Exported for those tests: production code calls decodeHeic.
 */
export async function answerJob(
  { input, maxPixels, maxEdge }: DecodeJob,
  load: () => Promise<MainModule> = loadLibheif,
): Promise<DecodeAnswer> {
  let lib: MainModule;
  try {
    lib = await load();
  } catch (error) {
    return { ok: false, error: "unavailable", message: describe(error) };
  }
  try {
    return { ok: true, image: await decodeWith(lib, input, maxPixels, maxEdge) };
  } catch (error) {
    const named = error instanceof HeicPixelLimitError ? "pixels" : error instanceof HeicUnsupportedError ? "unsupported" : "decode";
    // Whatever else the decoder throws on a file (a WebAssembly trap on a damaged stream, a
    // binding's TypeError on a structure it did not expect, memory it could not grow) the file
    // caused: the visitor reads "could not be read", never a server error.
    return { ok: false, error: named, message: describe(error) };
  }
}

/** An error as one line: its name and message. */
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** What libheif's JavaScript binding answers in place of a result when something failed (codes are enum objects). */
type HeifFailure = { code: unknown; subcode?: unknown; message?: unknown };
const failed = (result: unknown): result is HeifFailure | null | undefined => !result || (typeof result === "object" && "code" in result);
/** The number of one of libheif's enum values, as the binding hands them out. */
const enumValue = (value: unknown): number =>
  typeof value === "number" ? value : Number((value as { value?: unknown } | undefined)?.value);

/** The worker's decoding, once libheif is loaded. */
async function decodeWith(lib: MainModule, input: Uint8Array, maxPixels: number, maxEdge: number): Promise<RgbImage> {
  const context = lib.heif_context_alloc();
  let handle: unknown;
  try {
    const read = lib.heif_context_read_from_memory(context, input);
    if (enumValue(read.code) !== lib.heif_error_code.heif_error_Ok.value) throw failure(lib, read);
    handle = lib.heif_js_context_get_primary_image_handle(context);
    if (failed(handle)) throw failure(lib, handle ?? { code: -1 });
    // The size after the transforms, from the item's ispe property: a bomb stops here.
    const width = lib.heif_image_handle_get_width(handle as never);
    const height = lib.heif_image_handle_get_height(handle as never);
    if (!(width > 0 && height > 0)) throw new HeicDecodeError("no image size");
    if (width * height > maxPixels) throw new HeicPixelLimitError(`${width} × ${height} is over the pixel limit`);
    // RGB, not RGBA: a photo has no alpha, and a quarter less memory is held.
    const image = await lib.heif_js_decode_image2(
      handle as never,
      lib.heif_colorspace.heif_colorspace_RGB,
      lib.heif_chroma.heif_chroma_interleaved_RGB,
    );
    if (failed(image)) throw failure(lib, image ?? { code: -1 });
    try {
      return await shrunk(packed(lib, image, width, height), width, height, maxEdge);
    } finally {
      lib.heif_image_release(image.image);
    }
  } finally {
    if (handle && !failed(handle)) lib.heif_image_handle_release(handle as never);
    lib.heif_context_free(context);
  }
}

/** The interleaved RGB plane without row padding: a view into WebAssembly memory when it has none (no copy). */
function packed(
  lib: MainModule,
  image: { channels?: { id: unknown; width: number; height: number; stride: number; data: Uint8Array }[] },
  width: number,
  height: number,
): Uint8Array {
  const plane = image.channels?.find((channel) => enumValue(channel.id) === lib.heif_channel.heif_channel_interleaved.value);
  if (!plane || plane.width !== width || plane.height !== height) throw new HeicDecodeError("no RGB plane of the announced size");
  const row = width * 3;
  if (plane.stride === row) return plane.data.subarray(0, row * height);
  const out = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) out.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  return out;
}

/** The pixels shrunk by sharp to at most `maxEdge` on the long edge, copied out of WebAssembly memory in the shrinking. */
async function shrunk(pixels: Uint8Array, width: number, height: number, maxEdge: number): Promise<RgbImage> {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize({ width: maxEdge, height: maxEdge, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** The named error for a libheif failure. */
function failure(lib: MainModule, result: HeifFailure): Error {
  const code = enumValue(result.code);
  const subcode = enumValue(result.subcode);
  const message = typeof result.message === "string" ? result.message : `libheif error ${code}.${subcode}`;
  if (subcode === lib.heif_suberror_code.heif_suberror_Security_limit_exceeded.value) return new HeicPixelLimitError(message);
  const unsupported: number[] = [
    lib.heif_suberror_code.heif_suberror_Unsupported_codec.value,
    lib.heif_suberror_code.heif_suberror_No_matching_decoder_installed.value,
  ];
  if (code === lib.heif_error_code.heif_error_Unsupported_feature.value || unsupported.includes(subcode))
    return new HeicUnsupportedError(message);
  return new HeicDecodeError(message);
}

// In the worker (last, once everything above is defined): decode the one job, answer, and let the thread end.
if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_MARK]) {
  void answerJob((workerData as Record<string, DecodeJob>)[WORKER_MARK]!).then((answer) => parentPort!.postMessage(answer));
}
