import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { name: string };
const answer = { values: { name: "Ana" }, errors: {} };
const loaded: Resolver<Values> = async () => answer;
const check = (resolver: Resolver<Values>) => resolver({ name: "Ana" }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("lazyResolver", () => {
  it("returns the loaded resolver's answer, loading it once for a preload and every later check", async () => {
    const load = vi.fn(async () => loaded);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    await expect(check(resolver)).resolves.toEqual(answer);
    await expect(check(resolver)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("returns the load's error to the check that waited, and loads again on the next", async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(loaded);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(check(resolver)).rejects.toThrow("offline");
    await expect(check(resolver)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
