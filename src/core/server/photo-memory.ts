/**
 * The allocator setting that lets a function give back the memory a photo's decoding took
 * (docs/performance.md, "Photo memory"): libvips' threads each keep a malloc arena, which by
 * default holds what a decode freed; with large blocks mapped on their own and two arenas, an
 * instance returns to within ~30 MB of idle. glibc reads it once, when the process starts, so
 * it belongs in the functions' environment (and scripts/start.mjs starts the local server with
 * it). No imports: the scripts read this file as it is.
 */

/** The value of GLIBC_TUNABLES the measurements were made with. */
export const PHOTO_MEMORY_TUNABLES = "glibc.malloc.mmap_threshold=131072:glibc.malloc.arena_max=2";

/** True when a GLIBC_TUNABLES value sets the mmap threshold, the part that gives memory back. */
export function photoMemoryTuned(tunables: string | undefined): boolean {
  return /(^|:)glibc\.malloc\.mmap_threshold=\d+/.test(tunables ?? "");
}
