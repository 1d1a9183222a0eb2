/**
 * HEIC/HEIF (iPhone photos) to plain pixels, for the browsers that cannot convert them
 * (Chrome, Firefox, Edge). sharp's prebuilt libvips reads the HEIF container but carries no
 * HEVC decoder, so libheif itself does it here: libheif-js, libheif and libde265 compiled to
 * WebAssembly. process-photo.ts then treats the pixels like any other photo.
 *
 * The decoder (2 MB of JavaScript with the WebAssembly inlined) is imported on the first HEIC,
 * so cold starts and requests without one never load it: scripts/bundle-functions.mjs keeps it
 * a package import, which Netlify's packer ships beside the bundle.
 */
import type { MainModule } from "libheif-js/libheif-wasm/libheif";

/** Decoded pixels: RGBA, 8 bits a channel, row after row, already turned upright. */
export interface RgbaImage {
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

let loading: Promise<MainModule> | undefined;

/** libheif, instantiated once per process on first use. */
function libheif(): Promise<MainModule> {
  // A failed import or instantiation is forgotten, so the next HEIC tries again.
  loading ??= import("libheif-js/libheif-wasm/libheif-bundle.mjs")
    .then((module) => module.default())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** What libheif's JavaScript binding answers in place of a result when something failed (codes are enum objects). */
type HeifFailure = { code: unknown; subcode?: unknown; message?: unknown };
const failed = (result: unknown): result is HeifFailure | null | undefined => !result || (typeof result === "object" && "code" in result);
/** The number of one of libheif's enum values, as the binding hands them out. */
const enumValue = (value: unknown): number => (typeof value === "number" ? value : Number((value as { value?: unknown } | undefined)?.value));

/**
 * Decodes the primary image of `input` (a HEIF file may hold several, and thumbnails) with its
 * `irot`/`imir`/`clap` transforms applied. Its size is checked against `maxPixels` from the
 * header before any pixel is decoded. No metadata comes along: EXIF and XMP are separate
 * items that are never read.
 */
export async function decodeHeic(input: Uint8Array, maxPixels: number): Promise<RgbaImage> {
  const lib = await libheif().catch((error: unknown) => {
    throw new HeicDecoderUnavailableError("libheif could not be loaded", { cause: error });
  });
  try {
    return await decodeWith(lib, input, maxPixels);
  } catch (error) {
    if (error instanceof HeicPixelLimitError || error instanceof HeicUnsupportedError || error instanceof HeicDecodeError) throw error;
    // Whatever else the decoder throws on a file (a WebAssembly trap on a damaged stream, a
    // binding's TypeError on a structure it did not expect, memory it could not grow) the file
    // caused: the visitor reads "could not be read", never a server error.
    throw new HeicDecodeError(error instanceof Error ? `${error.name}: ${error.message}` : String(error), { cause: error });
  }
}

/** decodeHeic's work, once libheif is loaded. */
async function decodeWith(lib: MainModule, input: Uint8Array, maxPixels: number): Promise<RgbaImage> {
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
    const image = await lib.heif_js_decode_image2(handle as never, lib.heif_colorspace.heif_colorspace_RGB, lib.heif_chroma.heif_chroma_interleaved_RGBA);
    if (failed(image)) throw failure(lib, image ?? { code: -1 });
    try {
      return { data: interleaved(lib, image, width, height), width, height };
    } finally {
      lib.heif_image_release(image.image);
    }
  } finally {
    if (handle && !failed(handle)) lib.heif_image_handle_release(handle as never);
    lib.heif_context_free(context);
  }
}

/** The interleaved RGBA plane, copied out of WebAssembly memory without its row padding. */
function interleaved(lib: MainModule, image: { channels?: { id: unknown; width: number; height: number; stride: number; data: Uint8Array }[] }, width: number, height: number): Uint8Array {
  const plane = image.channels?.find((channel) => enumValue(channel.id) === lib.heif_channel.heif_channel_interleaved.value);
  if (!plane || plane.width !== width || plane.height !== height) throw new HeicDecodeError("no RGBA plane of the announced size");
  const row = width * 4;
  if (plane.stride === row) return plane.data.slice(0, row * height);
  const out = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) out.set(plane.data.subarray(y * plane.stride, y * plane.stride + row), y * row);
  return out;
}

/** The named error for a libheif failure. */
function failure(lib: MainModule, result: HeifFailure): Error {
  const code = enumValue(result.code);
  const subcode = enumValue(result.subcode);
  const message = typeof result.message === "string" ? result.message : `libheif error ${code}.${subcode}`;
  if (subcode === lib.heif_suberror_code.heif_suberror_Security_limit_exceeded.value) return new HeicPixelLimitError(message);
  const unsupported: number[] = [lib.heif_suberror_code.heif_suberror_Unsupported_codec.value, lib.heif_suberror_code.heif_suberror_No_matching_decoder_installed.value];
  if (code === lib.heif_error_code.heif_error_Unsupported_feature.value || unsupported.includes(subcode)) return new HeicUnsupportedError(message);
  return new HeicDecodeError(message);
}
