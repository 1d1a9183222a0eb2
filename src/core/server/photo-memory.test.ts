import { describe, expect, it } from "vitest";
import { PHOTO_MEMORY_TUNABLES, photoMemoryTuned } from "./photo-memory";

describe("photoMemoryTuned", () => {
  it("returns true for the measured setting, and for any that sets the mmap threshold", () => {
    expect(photoMemoryTuned(PHOTO_MEMORY_TUNABLES)).toBe(true);
    expect(photoMemoryTuned("glibc.malloc.arena_max=4:glibc.malloc.mmap_threshold=65536")).toBe(true);
  });

  it("returns false when unset, empty, or without the threshold", () => {
    expect(photoMemoryTuned(undefined)).toBe(false);
    expect(photoMemoryTuned("")).toBe(false);
    expect(photoMemoryTuned("glibc.malloc.arena_max=2")).toBe(false);
    expect(photoMemoryTuned("glibc.malloc.mmap_threshold=")).toBe(false);
  });
});
